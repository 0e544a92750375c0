import type { Bill } from '../../../domain/contract/restaurant-bills'

/** A restaurant bill as the API answers it (ADR 028). */
export const billOf = (overrides: Partial<Bill> = {}): Bill => ({
  bill_id: 41,
  order_id: 812,
  restaurant_id: 1,
  restaurant_name: 'Zafraan',
  table_id: 22,
  table_label: 'T2',
  member_id: 'M1001',
  member_name: 'Vikram Malhotra',
  lines: [
    { name: 'Dal Makhani', quantity: 2, unit_price_paise: 42_000, amount_paise: 84_000 },
    { name: 'Butter Naan', quantity: 3, unit_price_paise: 9_000, amount_paise: 27_000 },
  ],
  subtotal_paise: 111_000,
  tax_rate_bp: 500,
  tax_label: 'GST 5%',
  tax_paise: 5_550,
  total_paise: 116_550,
  payment_method: 'member_account',
  transaction_id: 901,
  status: 'closed',
  closed_at: '2026-11-25T14:30:00.000Z',
  closed_by_name: 'Anil Kumar',
  voided_at: null,
  voided_by_name: null,
  void_reason: null,
  reversal_transaction_id: null,
  ...overrides,
})

export const billPage = (result: Bill[], page = 1, total = result.length, limit = 20) => ({
  json: { success: true, result, pagination: { page, limit, total, pages: Math.ceil(total / limit) } },
})
