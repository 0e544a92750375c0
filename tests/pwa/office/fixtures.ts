import { areas as clubAreas } from '../../../db/migrations/2026-11-22T0801_reference-data'
import { staffRecord } from '../helpers/sessions'

const access = (view: boolean, create = false, edit = false, remove = false) => ({ view, create, edit, delete: remove })

/** A role's office menu with the given grants on restaurants and kitchens. */
export const officeMenu = (restaurants: ReturnType<typeof access>, kitchens = access(false)) => [
  { menu_id: 1, key: 'dashboard', title: 'Dashboard', path: '/dashboard', icon: 'home', sort_order: 10, access: access(true) },
  { menu_id: 8, key: 'restaurants', title: 'Restaurants', path: '/dashboard/restaurants', icon: 'utensils', sort_order: 80, access: restaurants },
  { menu_id: 9, key: 'kitchens', title: 'Kitchens', path: '/dashboard/kitchens', icon: 'chef', sort_order: 90, access: kitchens },
]
export const stewardMenu = officeMenu(access(true))
export const managerMenu = officeMenu(access(true, true, true, true), access(true, true, true))

/** Every area the server grants on (the 2026-11-22 reference data), as an admin's menu: all granted. */
export const adminMenu = clubAreas.map(([key, title, path, icon], index) => ({
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

export const restaurant = (overrides: Record<string, unknown> = {}) => ({
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
  ...overrides,
})

export const dish = (overrides: Record<string, unknown> = {}) => ({
  _id: 11,
  menu_item_id: 11,
  restaurant_id: 1,
  name: 'Dal Makhani',
  description: null,
  category: 'Mains',
  price_paise: 42_000,
  is_veg: true,
  spice_level: 1,
  tags: [],
  station: 'hot',
  is_available: true,
  sort_order: 10,
  recipe: null,
  ...overrides,
})

export const diningTable = (overrides: Record<string, unknown> = {}) => ({ _id: 21, table_id: 21, restaurant_id: 1, label: 'T1', seats: 4, is_active: true, ...overrides })
