import { areas as clubAreas } from '../../../db/migrations/2026-11-22T0801_reference-data'
import type { KitchenOrder, KitchenOrderItem } from '../../../domain/contract/kitchen-orders'
import type { DiningTable, MenuItem, Restaurant } from '../../../domain/contract/restaurants'
import type { MenuWithAccess } from '../../../domain/contract/roles'
import { staffRecord } from '../helpers/sessions'

const access = (view: boolean, create = false, edit = false, remove = false) => ({ view, create, edit, delete: remove })

/** A role's office menu with the given grants on restaurants and kitchens. */
export const officeMenu = (restaurants: ReturnType<typeof access>, kitchens = access(false)): MenuWithAccess[] => [
  { menu_id: 1, key: 'dashboard', title: 'Dashboard', path: '/dashboard', icon: 'home', sort_order: 10, access: access(true) },
  {
    menu_id: 8,
    key: 'restaurants',
    title: 'Restaurants',
    path: '/dashboard/restaurants',
    icon: 'utensils',
    sort_order: 80,
    access: restaurants,
  },
  { menu_id: 9, key: 'kitchens', title: 'Kitchens', path: '/dashboard/kitchens', icon: 'chef', sort_order: 90, access: kitchens },
]
export const stewardMenu = officeMenu(access(true))
export const managerMenu = officeMenu(access(true, true, true, true), access(true, true, true))

/** Every area the server grants on (the 2026-11-22 reference data), as an admin's menu: all granted. */
export const adminMenu = clubAreas.map(([key, title, path, icon], index): MenuWithAccess => ({
  menu_id: index + 1,
  key,
  title,
  path,
  icon,
  sort_order: (index + 1) * 10,
  access: access(true, true, true, true),
}))

/** What the server grants the demo steward: the dashboard, members to look up, restaurants to take orders. */
export const stewardClubMenu = adminMenu
  .filter((entry) => ['dashboard', 'members', 'restaurants'].includes(entry.key))
  .map((entry) => ({ ...entry, access: access(true) }))

export const steward = staffRecord({ role_id: 4, role_name: 'Steward', name: 'Anil Kumar', user_id: 5 })

const stamp = { created_at: '2026-11-01T06:30:00.000Z', updated_at: '2026-11-01T06:30:00.000Z' }

export const restaurant = (overrides: Partial<Restaurant> = {}): Restaurant => ({
  _id: 1,
  restaurant_id: 1,
  name: 'Zafraan',
  cuisine: 'North Indian',
  description: null,
  location: 'Main building',
  kitchen_id: 1,
  kitchen_name: 'Main Kitchen',
  isOpen: true,
  opening_hours: '12:00–23:00',
  menu_item_count: 2,
  table_count: 2,
  ...stamp,
  ...overrides,
})

export const dish = (overrides: Partial<MenuItem> = {}): MenuItem => ({
  _id: 11,
  menu_item_id: 11,
  restaurant_id: 1,
  name: 'Dal Makhani',
  description: null,
  category: 'Mains',
  food_type: 'Veg',
  cuisine: null,
  price_paise: 42_000,
  is_veg: true,
  spice_level: 1,
  tags: [],
  station: 'hot',
  is_available: true,
  sort_order: 10,
  recipe: null,
  ...stamp,
  ...overrides,
})

export const diningTable = (overrides: Partial<DiningTable> = {}): DiningTable => ({
  _id: 21,
  table_id: 21,
  restaurant_id: 1,
  label: 'T1',
  seats: 4,
  is_active: true,
  ...stamp,
  ...overrides,
})

/** A dish of an order in the kitchen, as the server answers it. */
export const sentItem = (overrides: Partial<KitchenOrderItem> = {}): KitchenOrderItem => ({
  item_id: 11,
  order_id: 1,
  menu_item_id: 11,
  name: 'Butter Naan',
  station: 'tandoor',
  quantity: 2,
  notes: null,
  allergy_notes: null,
  status: 'pending',
  price_paise: 9_000,
  version: 1,
  created_at: '2026-11-22T10:00:00.000Z',
  updated_at: '2026-11-22T10:00:00.000Z',
  started_at: null,
  ready_at: null,
  served_at: null,
  cancelled_at: null,
  ...overrides,
})

/** An order in the kitchen, as the server answers it (placing, withdrawing, the floor's list). */
export const sentOrder = (overrides: Partial<KitchenOrder> = {}): KitchenOrder => {
  const order_id = overrides.order_id ?? 1
  return {
    order_id,
    kitchen_id: 1,
    restaurant_id: 1,
    restaurant_name: 'Zafraan',
    table_id: 4,
    table_label: 'T4',
    member_id: null,
    member_name: null,
    placed_by: 5,
    placed_by_name: 'Anil Kumar',
    notes: null,
    allergy_notes: null,
    status: 'pending',
    version: 10,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ready_at: null,
    served_at: null,
    last_bump: null,
    recall_until: null,
    items: [sentItem({ order_id }), sentItem({ order_id, item_id: 12, name: 'Dal Makhani', station: 'hot', quantity: 1 })],
    ...overrides,
  }
}
