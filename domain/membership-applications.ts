/**
 * Membership applications (issue 20, ADR 034): pure rules shared by the public form, the office and
 * the server.
 */

/** Spec 1 §9: the youngest a member may be. */
export const MINIMUM_MEMBER_AGE = 18

/** Whether someone born on `dateOfBirth` ('YYYY-MM-DD') is at least 18 on `today` ('YYYY-MM-DD'). */
export function isAdultOn(dateOfBirth: string, today: string): boolean {
  const [year, month, day] = dateOfBirth.split('-').map(Number) as [number, number, number]
  const comesOfAge = `${String(year + MINIMUM_MEMBER_AGE).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
  return comesOfAge <= today
}

/** Where an application stands: the committee's decision, then the office's enrolment. */
export const applicationStatuses = ['Pending', 'Approved', 'Rejected', 'Enrolled'] as const
export type ApplicationStatus = (typeof applicationStatuses)[number]

/** The most documents one application may carry (proof of identity, address, a letter). */
export const MAX_APPLICATION_DOCUMENTS = 5

/** The messages of the form beyond spec 1 §5's generic ones. */
export const applicationTexts = {
  tooYoung: `* Applicant must be at least ${MINIMUM_MEMBER_AGE} years old`,
  sameProposer: '* Seconder must be a different member from the proposer',
  photoRequired: "* Photo can't be empty",
  documentsRequired: "* Documents can't be empty",
  alreadyMember: '* Mobile number is already registered to a member. Sign in, or use Forgot password.',
  submitFailed: 'Failed to submit membership application',
  enrolFailed: 'Failed to enrol the applicant',
} as const

/** The next member id after the highest 'M' number on the register: M2800 → M2801. */
export function nextMemberId(highest: string | undefined): string {
  const number = highest ? Number(highest.slice(1)) : 1000
  return `M${number + 1}`
}
