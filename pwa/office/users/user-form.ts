import type { StaffUser } from '../../../domain/contract/users'
import { numberFromText } from '../../forms/use-contract-form'

/** The staff account form as typed: the request's field names, the role and kitchen still as text. */
export interface UserFormValues {
  name: string
  email: string
  username: string
  mobile: string
  role_id: string
  kitchen_id: string
}

export const userFormValues = (user?: StaffUser, roleId?: number): UserFormValues => ({
  name: user?.name ?? '',
  email: user?.email ?? '',
  username: user?.username ?? '',
  mobile: user?.mobile ?? '',
  role_id: String(user?.role_id ?? roleId ?? ''),
  kitchen_id: user?.kitchen_id ? String(user.kitchen_id) : '',
})

/** What the contract reads: the role as a number; an empty kitchen is none. Blank texts are cleared by the contract. */
export const userRequest = (values: UserFormValues) => ({
  ...values,
  role_id: numberFromText(values.role_id),
  kitchen_id: values.kitchen_id === '' ? null : numberFromText(values.kitchen_id),
})

/** '9810012345' → '98100 12345', as the office reads a mobile number aloud. */
export const formatMobile = (mobile: string | null) =>
  mobile && /^\d{10}$/.test(mobile) ? `${mobile.slice(0, 5)} ${mobile.slice(5)}` : (mobile ?? '')

/** What a person signs in with: their e-mail, else their username. */
export const signInNameOf = (user: Pick<StaffUser, 'email' | 'username'>) => user.email ?? user.username ?? ''

/** The account's state as the office names it: a person who has not registered cannot sign in yet. */
export function accountState(user: Pick<StaffUser, 'is_active' | 'has_password'>): { label: string; tone: 'open' | 'closed' | 'pending' } {
  if (!user.has_password) return { label: 'Not registered', tone: 'pending' }
  return user.is_active ? { label: 'Active', tone: 'open' } : { label: 'Deactivated', tone: 'closed' }
}
