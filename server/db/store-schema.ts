import type { ColumnType, Generated } from 'kysely'
import type { CreatedAt, UpdatedAt } from './column-types.js'

// Menu categories and the store (migrations 2026-11-29T0300.., issue 22, ADR 037). Stock moves are
// never updated or deleted; a product's level per location and its average cost are kept in step.

export interface MenuCategoriesTable {
  category_id: Generated<number>
  name: string
  type: 'category' | 'foodType' | 'cuisine'
  is_active: Generated<boolean>
  sort_order: Generated<number>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export type StockDimension = 'mass' | 'volume' | 'count'

export interface InvUnitsTable {
  unit_id: Generated<number>
  name: string
  symbol: string
  dimension: StockDimension
  /** How many of the dimension's base unit (g, ml, piece) one of this unit is. */
  factor: number
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface InvCategoriesTable {
  category_id: Generated<number>
  name: string
  description: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface InvVendorsTable {
  vendor_id: Generated<number>
  name: string
  contact_person: string | null
  phone: string | null
  gstin: string | null
  address: string | null
  is_active: Generated<boolean>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface InvProductsTable {
  product_id: Generated<number>
  code: string
  name: string
  category_id: number
  /** The stock unit: every quantity of the product is kept in it. */
  unit_id: number
  reorder_level: number
  vendor_id: number | null
  is_active: Generated<boolean>
  /** Weighted average cost of one stock unit, in paise (fractional; shown rounded). */
  average_cost_paise: Generated<number>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface InvStockLevelsTable {
  product_id: number
  location: string
  quantity: number
}

export type StockMoveType = 'purchase' | 'issue' | 'transfer' | 'wastage' | 'adjustment' | 'consumption'

export interface InvStockMovesTable {
  move_id: Generated<number>
  product_id: number
  type: StockMoveType
  /** Signed, in the product's stock unit: what the move did to `location`. */
  quantity: number
  /** As the person entered it (a count: what was counted). */
  entered_quantity: number
  entered_unit_id: number
  location: string
  /** A transfer's other side. */
  other_location: string | null
  vendor_id: number | null
  /** Per stock unit: a purchase's price; otherwise the average cost it left at. */
  unit_cost_paise: number
  /** The location's level after this move, in the stock unit. */
  balance: number
  /** The product's average cost per stock unit after this move. */
  average_cost_paise: number
  reference: string | null
  note: string | null
  /** A kitchen's consumption: the order item served. */
  order_item_id: number | null
  went_below_zero: Generated<boolean>
  created_by: number | null
  created_by_name: string | null
  created_at: ColumnType<Date, Date | string, never>
}

export interface RecipeIngredientsTable {
  menu_item_id: number
  position: number
  product_id: number
  quantity: number
  unit_id: number
}

export interface StoreTables {
  menu_categories: MenuCategoriesTable
  inv_units: InvUnitsTable
  inv_categories: InvCategoriesTable
  inv_vendors: InvVendorsTable
  inv_products: InvProductsTable
  inv_stock_levels: InvStockLevelsTable
  inv_stock_moves: InvStockMovesTable
  recipe_ingredients: RecipeIngredientsTable
}
