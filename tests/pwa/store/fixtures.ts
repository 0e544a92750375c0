import type { InvCategory, MeasurementUnit, Product, StockMove, Vendor } from '../../../domain/contract/store'
import type { MenuWithAccess } from '../../../domain/contract/roles'
import { adminMenu } from '../office/fixtures'
import { staffRecord } from '../helpers/sessions'

const access = (view: boolean, create = false, edit = false, remove = false) => ({ view, create, edit, delete: remove })

/** The store keeper's office menu: the dashboard and the store, with the given grants on 'inventory'. */
export const storeMenu = (grants = access(true, true, true, true)): MenuWithAccess[] =>
  adminMenu
    .filter((entry) => ['dashboard', 'inventory'].includes(entry.key))
    .map((entry) => ({ ...entry, access: entry.key === 'inventory' ? grants : access(true) }))
export const viewOnlyStoreMenu = storeMenu(access(true))

export const storeKeeper = staffRecord({ role_id: 6, role_name: 'Store Keeper', name: 'Suresh Yadav', user_id: 8 })

export const kg: MeasurementUnit = { _id: 1, name: 'Kilogram', symbol: 'kg', dimension: 'mass', factor: 1000 }
export const gram: MeasurementUnit = { _id: 2, name: 'Gram', symbol: 'g', dimension: 'mass', factor: 1 }
export const dairy: InvCategory = { _id: 3, name: 'Dairy', description: null, product_count: 1 }
export const depot: Vendor = {
  _id: 4,
  name: 'Mother Dairy Depot',
  contact_person: 'Ramesh',
  phone: '9810011111',
  gstin: null,
  address: null,
  is_active: true,
}

export const paneer = (overrides: Partial<Product> = {}): Product => ({
  _id: 7,
  code: 'PANEER',
  name: 'Paneer',
  category_id: dairy._id,
  category_name: 'Dairy',
  unit_id: kg._id,
  unit: 'kg',
  dimension: 'mass',
  reorder_level: 5,
  vendor_id: null,
  vendor_name: null,
  is_active: true,
  average_cost_paise: 32_000,
  stock: [{ location: 'store', quantity: 3, unit: 'kg' }],
  total_quantity: 3,
  is_low: true,
  value_paise: 96_000,
  ...overrides,
})

export const stockMove = (overrides: Partial<StockMove> = {}): StockMove => ({
  _id: 100,
  product_code: 'PANEER',
  type: 'purchase',
  quantity: 10,
  unit: 'kg',
  location: 'store',
  other_location: null,
  balance: 10,
  unit_cost_paise: 32_000,
  average_cost_paise: 32_000,
  vendor_id: null,
  reference: 'Bill 42',
  note: null,
  order_item_id: null,
  went_below_zero: false,
  created_at: '2026-11-20T05:30:00.000Z',
  created_by: 'Suresh Yadav',
  ...overrides,
})

export const mainKitchen = {
  kitchenId: 1,
  id: 1,
  kitchen_id: 1,
  name: 'Main Kitchen',
  description: null,
  location: 'Clubhouse',
  is_active: true,
  amber_after_minutes: 5,
  red_after_minutes: 10,
  stations: ['hot'],
  created_at: '2026-11-01T04:30:00.000Z',
  updated_at: '2026-11-01T04:30:00.000Z',
  restaurants: [],
}

/** The store's reads as the server answers them. */
export const storeReads = (products: Product[] = [paneer()]) => ({
  'POST /api/getmenubyrole': { json: { result: storeMenu() } },
  'GET /api/inv/products': { json: { result: products } },
  'GET /api/inv/measurement-units': { json: { result: [gram, kg] } },
  'GET /api/inv/getcategory': { json: { categories: [dairy] } },
  'GET /api/inv/vendors': { json: { result: [depot] } },
  'GET /api/admin/getallkitchens': { json: { success: true, data: [mainKitchen] } },
})
