import type { MemberDetail } from '../../../domain/contract/members'
import { paiseToRupeesText } from '../../../domain/money'
import { numberFromText, paiseFromRupeesText } from '../../forms/use-contract-form'

/** The member form as typed: the request's field names, the category as its id in text, the credit limit in rupees. */
export interface MemberFormValues {
  memberId: string
  title: string
  name: string
  mobileNumber: string
  email: string
  dateOfBirth: string
  spouseName: string
  dateOfAnniversary: string
  category_id: string
  address: string
  joinedOn: string
  status: string
  /** Rupees as typed; blank: the category's default. */
  creditLimitPaise: string
}

export const memberFormValues = (member?: MemberDetail, keep: Partial<MemberFormValues> = {}): MemberFormValues => ({
  memberId: member?.memberId ?? '',
  title: member?.title ?? 'Mr.',
  name: member?.name ?? '',
  mobileNumber: member?.mobileNumber ?? '',
  email: member?.email ?? '',
  dateOfBirth: member?.dateOfBirth ?? '',
  spouseName: member?.spouseName ?? '',
  dateOfAnniversary: member?.dateOfAnniversary ?? '',
  category_id: member?.category_id ? String(member.category_id) : '',
  address: member?.address ?? '',
  joinedOn: member?.joinedOn ?? '',
  status: member?.status ?? 'active',
  creditLimitPaise: member?.creditLimitPaise != null ? paiseToRupeesText(member.creditLimitPaise) : '',
  ...keep,
})

/** What the contract's member schemas read: the category as a number, the limit in paise (blank: null, the category's). */
export const memberRequest = (values: MemberFormValues) => ({
  ...values,
  category_id: values.category_id === '' ? undefined : numberFromText(values.category_id),
  creditLimitPaise: paiseFromRupeesText(values.creditLimitPaise, null),
})

/** A change sends every field but the member ID, which never changes. */
export const memberChangeRequest = (values: MemberFormValues) => {
  const { memberId: _memberId, ...changes } = memberRequest(values)
  return changes
}
