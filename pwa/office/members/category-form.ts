import type { MemberCategory } from '../../../domain/contract/member-categories'
import { paiseToRupeesText } from '../../../domain/money'
import { paiseFromRupeesText } from '../../forms/use-contract-form'

/** The category form as typed: the request's field names, amounts in rupees. */
export interface CategoryFormValues {
  name: string
  description: string
  annual_fee_paise: string
  default_credit_limit_paise: string
  is_active: boolean
}

export const categoryFormValues = (category?: MemberCategory): CategoryFormValues => ({
  name: category?.name ?? '',
  description: category?.description ?? '',
  annual_fee_paise: category ? paiseToRupeesText(category.annual_fee_paise) : '',
  default_credit_limit_paise: category ? paiseToRupeesText(category.default_credit_limit_paise) : '',
  is_active: category?.is_active ?? true,
})

/** What the contract's category schemas read: rupees as paise (blank: left out, so 0 for a new one). */
export const categoryRequest = (values: CategoryFormValues) => ({
  ...values,
  annual_fee_paise: paiseFromRupeesText(values.annual_fee_paise),
  default_credit_limit_paise: paiseFromRupeesText(values.default_credit_limit_paise),
})
