/**
 * The member register's fixed lists and rules (spec 2 §3; issue 18), shared by the server, the
 * contract and the office's forms.
 */

export const memberStatuses = ['active', 'suspended', 'resigned', 'deceased'] as const
export type MemberStatus = (typeof memberStatuses)[number]

/**
 * Titles as the club writes them before a name ('Mr. Vikram Malhotra'): the greetings put them in
 * front of the name as they are. 'mr', 'MR' and 'Mr' are read as 'Mr.' (normaliseTitle).
 */
export const memberTitles = [
  'Mr.',
  'Mrs.',
  'Ms.',
  'Dr.',
  'Prof.',
  'Col.',
  'Brig.',
  'Maj.',
  'Capt.',
  'Cdr.',
  'Gen.',
  'Justice',
  'Shri',
  'Smt.',
] as const
export type MemberTitle = (typeof memberTitles)[number]

const bareTitle = (title: string) => title.trim().replace(/\.$/, '').toLowerCase()
const titleByBareForm = new Map<string, MemberTitle>(memberTitles.map((title) => [bareTitle(title), title]))

/** 'mr', 'Mr', 'MR.' → 'Mr.'; a title not on the list is returned as typed (and refused by the contract). */
export function normaliseTitle(typed: string): string {
  return titleByBareForm.get(bareTitle(typed)) ?? typed.trim()
}

export const dependentRelations = ['spouse', 'son', 'daughter', 'father', 'mother', 'other'] as const
export type DependentRelation = (typeof dependentRelations)[number]

/** 'spouse' → 'Spouse', for people to read. */
export const relationLabel = (relation: string) => relation.charAt(0).toUpperCase() + relation.slice(1)

/** Why a member who is not active is refused at sign-in and at booking, in words they can act on. */
export function inactiveMembershipMessage(status: MemberStatus): string {
  switch (status) {
    case 'active':
      return ''
    case 'suspended':
      return 'This membership is suspended. Please contact the club office.'
    case 'resigned':
      return 'This membership has been resigned. Please contact the club office.'
    case 'deceased':
      return 'This membership is closed. Please contact the club office.'
  }
}

/** A new dependent's own id: the member's id, a hyphen and the next number (M1001-1, M1001-2...). */
export const dependentCode = (memberId: string, position: number) => `${memberId}-${position}`
