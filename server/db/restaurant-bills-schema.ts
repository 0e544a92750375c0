import type { Generated } from 'kysely'
import type { BillPaymentMethod } from '../../domain/restaurant-bills.js'
import type { CreatedAt } from './column-types.js'

// Restaurant bills (migration 2026-11-27T0900_restaurant-bills, ADR 028). Never updated or deleted.

export interface RestaurantBillsTable {
  bill_id: Generated<number>
  order_id: number
  restaurant_id: number
  table_id: number | null
  /** The member named on the bill: charged for `member_account`, else only named. */
  member_id: string | null
  subtotal_paise: number
  /** The restaurant's rate when the bill was closed, in basis points (500 = 5%). */
  tax_rate_bp: number
  tax_paise: number
  total_paise: number
  payment_method: BillPaymentMethod
  idempotency_key: string | null
  closed_by: number | null
  closed_at: CreatedAt
}

/** One line of a bill: the dish's name and price copied from the order when the bill was closed. */
export interface RestaurantBillLinesTable {
  line_id: Generated<number>
  bill_id: number
  order_item_id: number | null
  name: string
  quantity: number
  unit_price_paise: number
  amount_paise: number
}

export interface RestaurantBillVoidsTable {
  bill_id: number
  reason: string
  reversal_entry_id: number | null
  voided_by: number | null
  voided_at: CreatedAt
}

export interface RestaurantBillTables {
  restaurant_bills: RestaurantBillsTable
  restaurant_bill_lines: RestaurantBillLinesTable
  restaurant_bill_voids: RestaurantBillVoidsTable
}
