import { areas as clubAreas } from '../../../db/migrations/2026-11-22T0801_reference-data'
import type { FoodCostReport, SalesReport, StockValueReport } from '../../../domain/contract/reports'
import type { MenuWithAccess } from '../../../domain/contract/roles'
import { staffRecord } from '../helpers/sessions'

/** The Reports screen's answers (ADR 041) for a three-day range at two restaurants. */

const restaurants = [
  { restaurant_id: 2, name: 'Jade Garden' },
  { restaurant_id: 1, name: 'Zafraan' },
]

export const salesByDay = (overrides: Partial<SalesReport> = {}): SalesReport => ({
  from: '2026-11-20',
  to: '2026-11-22',
  by: 'day',
  restaurant_id: null,
  result: [
    {
      key: '2026-11-20',
      label: '20 Nov 2026',
      restaurant_name: null,
      bills: 1,
      quantity: 5,
      net_paise: 111_000,
      tax_paise: 5_550,
      total_paise: 116_550,
    },
    { key: '2026-11-21', label: '21 Nov 2026', restaurant_name: null, bills: 0, quantity: 0, net_paise: 0, tax_paise: 0, total_paise: 0 },
    {
      key: '2026-11-22',
      label: '22 Nov 2026',
      restaurant_name: null,
      bills: 1,
      quantity: 2,
      net_paise: 104_000,
      tax_paise: 5_200,
      total_paise: 109_200,
    },
  ],
  totals: { bills: 2, quantity: 7, net_paise: 215_000, tax_paise: 10_750, total_paise: 225_750 },
  restaurants,
  ...overrides,
})

export const foodCostByDish = (): FoodCostReport => ({
  from: '2026-11-20',
  to: '2026-11-22',
  by: 'dish',
  restaurant_id: null,
  result: [
    {
      key: '3',
      label: 'Chilli Chicken',
      restaurant_name: 'Jade Garden',
      quantity: 2,
      sales_paise: 104_000,
      food_cost_paise: 0,
      cost_percent: null,
      quantity_without_recipe: 2,
    },
    {
      key: '1',
      label: 'Dal Makhani',
      restaurant_name: 'Zafraan',
      quantity: 2,
      sales_paise: 84_000,
      food_cost_paise: 4_000,
      cost_percent: 4.8,
      quantity_without_recipe: 0,
    },
  ],
  restaurants,
  totals: { quantity: 4, sales_paise: 188_000, food_cost_paise: 4_000, cost_percent: 2.1, quantity_without_recipe: 2 },
})

export const stockValue = (): StockValueReport => ({
  date: '2026-11-22',
  result: [
    { location: 'store', label: 'Main store', products: 140, value_paise: 48_250_000 },
    { location: 'kitchen:1', label: 'Main Kitchen', products: 60, value_paise: 6_125_050 },
  ],
  total_paise: 54_375_050,
})

const access = (view: boolean) => ({ view, create: view, edit: view, delete: view })

/** Every area granted (an administrator), or only the store (the store keeper). */
export const adminMenu: MenuWithAccess[] = clubAreas.map(([key, title, path, icon], index) => ({
  menu_id: index + 1,
  key,
  title,
  path,
  icon,
  sort_order: (index + 1) * 10,
  access: access(true),
}))
export const keeperMenu: MenuWithAccess[] = adminMenu.map((entry) => ({
  ...entry,
  access: access(['dashboard', 'inventory'].includes(entry.key)),
}))

export const admin = staffRecord({ role_id: 1, role_name: 'Admin', name: 'Rajiv Khanna', user_id: 2 })
export const keeper = staffRecord({ role_id: 6, role_name: 'Store Keeper', name: 'Ramesh Yadav', user_id: 8 })
