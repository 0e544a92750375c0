import type { MenuItem } from './restaurant-types'

export interface MenuItemFormValues {
  name: string
  category: string
  priceRupees: string
  isVeg: boolean
  station: string
  isAvailable: boolean
  sortOrder: string
}

export type MenuItemFieldErrors = Partial<Record<keyof MenuItemFormValues, string>>

/** Paise shown as rupees for editing: 45000 → '450', 45050 → '450.50'. */
export const paiseToRupeesText = (paise: number) => (paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2))

export const menuItemFormValues = (item?: MenuItem): MenuItemFormValues => ({
  name: item?.name ?? '',
  category: item?.category ?? '',
  priceRupees: item ? paiseToRupeesText(item.price_paise) : '',
  isVeg: item?.is_veg ?? true,
  station: item?.station ?? '',
  isAvailable: item?.is_available ?? true,
  sortOrder: item ? String(item.sort_order) : '',
})

const MAX_PRICE_PAISE = 100_000_000

/** '450' → 45000, '450.5' → 45050, '1,250.75' → 125075; anything else (or more than 2 decimals) → null. */
export function rupeesToPaise(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, '').replace(/,/g, '')
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(cleaned)
  if (!match) return null
  const paise = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(paise) ? paise : null
}

/** The server's field names (400 `errors[].path`) mapped onto the form's. */
export const menuItemServerFields: Record<string, keyof MenuItemFormValues> = {
  name: 'name',
  category: 'category',
  price_paise: 'priceRupees',
  is_veg: 'isVeg',
  station: 'station',
  is_available: 'isAvailable',
  sort_order: 'sortOrder',
}

/** Checks the dish as the server would (restaurants.schemas.ts); each message names its field. */
export function validateMenuItem(values: MenuItemFormValues): MenuItemFieldErrors {
  const errors: MenuItemFieldErrors = {}
  if (values.name.trim() === '') errors.name = 'Name is required'
  else if (values.name.trim().length > 120) errors.name = 'Name must be at most 120 characters'
  if (values.category.trim().length > 60) errors.category = 'Category must be at most 60 characters'
  const paise = rupeesToPaise(values.priceRupees)
  if (values.priceRupees.trim() === '') errors.priceRupees = 'Price is required'
  else if (paise === null) errors.priceRupees = 'Price must be an amount in rupees, such as 450 or 450.50'
  else if (paise > MAX_PRICE_PAISE) errors.priceRupees = 'Price must be at most ₹10,00,000'
  if (values.station.trim() !== '' && !/^[a-z][a-z0-9-]{0,29}$/.test(values.station.trim().toLowerCase())) {
    errors.station = 'Station must be one lowercase word such as hot, tandoor, wok or dessert'
  }
  if (values.sortOrder.trim() !== '' && !/^\d{1,6}$/.test(values.sortOrder.trim())) errors.sortOrder = 'Sort order must be a whole number of 0 or more'
  return errors
}

/** The body of POST facilities/menu (with restaurant_id) and PUT menu/:id; prices go as paise. */
export function toMenuItemBody(values: MenuItemFormValues) {
  return {
    name: values.name.trim(),
    category: values.category.trim(),
    price_paise: rupeesToPaise(values.priceRupees) ?? 0,
    is_veg: values.isVeg,
    station: values.station.trim().toLowerCase(),
    is_available: values.isAvailable,
    ...(values.sortOrder.trim() === '' ? {} : { sort_order: Number(values.sortOrder) }),
  }
}
