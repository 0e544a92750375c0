import type { Dependent } from '../../../domain/contract/members'

/** The dependent form as typed: the request's field names, all text. */
export interface DependentFormValues {
  name: string
  relation: string
  date_of_birth: string
  mobile: string
}

export const dependentFormValues = (dependent?: Dependent): DependentFormValues => ({
  name: dependent?.name ?? '',
  relation: dependent?.relation ?? '',
  date_of_birth: dependent?.date_of_birth ?? '',
  mobile: dependent?.mobile ?? '',
})
