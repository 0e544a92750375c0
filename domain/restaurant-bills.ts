/**
 * Restaurant bills (ADR 028): how a bill is paid, and the tax on it. Money is integer paise; the tax
 * rate is in basis points (500 = 5%).
 */
export const billPaymentMethods = ['member_account', 'cash', 'card', 'upi'] as const
export type BillPaymentMethod = (typeof billPaymentMethods)[number]

export const billPaymentLabels: Record<BillPaymentMethod, string> = {
  member_account: 'Member account',
  cash: 'Cash',
  card: 'Card',
  upi: 'UPI',
}

export const billStatuses = ['closed', 'voided'] as const
export type BillStatus = (typeof billStatuses)[number]

/**
 * The tax on a bill: the subtotal times the rate, rounded to the nearest paisa, a half paisa up
 * (computed once on the subtotal, never per line, in integers only).
 */
export function taxOf(subtotalPaise: number, rateBp: number): number {
  return Math.floor((subtotalPaise * rateBp + 5_000) / 10_000)
}

/** '5%', '2.5%' */
export const taxRateText = (rateBp: number) => `${rateBp % 100 === 0 ? rateBp / 100 : (rateBp / 100).toFixed(2).replace(/0$/, '')}%`
