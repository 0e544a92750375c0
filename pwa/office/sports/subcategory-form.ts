import type { SportsSubcategory } from '../../../domain/contract/sports-shapes'
import { paiseToRupeesText } from '../../../domain/money'
import { paiseFromRupeesText } from '../../forms/use-contract-form'

/** The subcategory form as typed: its own price in rupees, empty for the activity's. */
export interface SubcategoryFormValues {
  name: string
  description: string
  price_paise: string
  is_active: boolean
}

export const subcategoryFormValues = (subcategory?: SportsSubcategory): SubcategoryFormValues => ({
  name: subcategory?.name ?? '',
  description: subcategory?.description ?? '',
  price_paise: subcategory?.price_paise != null ? paiseToRupeesText(subcategory.price_paise) : '',
  is_active: subcategory?.is_active ?? true,
})

export const subcategoryRequest = (values: SubcategoryFormValues) => ({
  ...values,
  price_paise: paiseFromRupeesText(values.price_paise, null),
})
