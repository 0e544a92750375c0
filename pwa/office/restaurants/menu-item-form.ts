import { paiseToRupeesText } from '../../../domain/money'
import type { MenuItem } from '../../../domain/contract/restaurants'
import { numberFromText, paiseFromRupeesText } from '../../forms/use-contract-form'

/** The dish form as typed: the request's field names, the price in rupees and the order as text. */
export interface MenuItemFormValues {
  name: string
  category: string
  food_type: string
  cuisine: string
  price_paise: string
  is_veg: boolean
  station: string
  is_available: boolean
  sort_order: string
}

export const menuItemFormValues = (item?: MenuItem): MenuItemFormValues => ({
  name: item?.name ?? '',
  category: item?.category ?? '',
  food_type: item?.food_type ?? '',
  cuisine: item?.cuisine ?? '',
  price_paise: item ? paiseToRupeesText(item.price_paise) : '',
  is_veg: item?.is_veg ?? true,
  station: item?.station ?? '',
  is_available: item?.is_available ?? true,
  sort_order: item ? String(item.sort_order) : '',
})

/** What the contract's dish schemas read: the price in paise, the order as a number (left out when empty: the dish goes to the end). */
export const menuItemRequest = (values: MenuItemFormValues) => ({
  ...values,
  price_paise: paiseFromRupeesText(values.price_paise),
  sort_order: values.sort_order.trim() === '' ? undefined : numberFromText(values.sort_order),
})
