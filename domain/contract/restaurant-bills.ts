import { z } from 'zod'
import { billPaymentMethods, billStatuses } from '../restaurant-bills.js'
import { endpoint, errorBody, fileAnswer } from './endpoint.js'
import {
  clubDay,
  id,
  idOf,
  memberNumber,
  omitEmpty,
  optionalText,
  page,
  requiredText,
  timestamp,
  wholeNumber,
  wholeNumberText,
} from './fields.js'
import { enumOf, pagination } from './sports-shapes.js'

/**
 * Restaurant bills (issue 18; ADR 028): an order is billed once, with its lines at the prices of the
 * time, the restaurant's tax as a line of its own, and a payment (a member's account, cash, card or
 * UPI). The steward or the office closes it (`restaurants` view); voiding needs `restaurants` edit
 * and reverses the member's ledger row. Money is integer paise.
 */
const tag = 'Restaurant bills'
const ok = z.literal(true)

// ---- requests ---------------------------------------------------------------------------------------

export const closeBillBody = z
  .object({
    order_id: idOf('order'),
    payment_method: enumOf(billPaymentMethods),
    /** The member named on the bill; charged for `member_account`. Defaults to the order's member. */
    member_id: omitEmpty(memberNumber),
    /** The same key on a retry answers the bill already closed, never a second one. */
    idempotency_key: optionalText(100),
  })
  .strict()
export type CloseBillInput = z.output<typeof closeBillBody>

export const billIdParam = z.object({ billId: id })

export const billListQuery = z
  .object({
    restaurant_id: omitEmpty(id),
    status: omitEmpty(enumOf(billStatuses)),
    payment_method: omitEmpty(enumOf(billPaymentMethods)),
    member_id: omitEmpty(memberNumber),
    from: omitEmpty(clubDay),
    to: omitEmpty(clubDay),
    page,
    limit: wholeNumberText(1, 100).default(20),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' })
  })
export type BillListQuery = z.output<typeof billListQuery>

export const voidBillBody = z.object({ reason: requiredText('Reason', 300) }).strict()

export const taxRateBody = z.object({ tax_rate_bp: wholeNumber(0, 10_000) }).strict()
export const restaurantIdParam = z.object({ restaurantId: id })

// ---- answers ----------------------------------------------------------------------------------------

export const billLine = z.object({
  name: z.string(),
  quantity: z.number(),
  unit_price_paise: z.number(),
  amount_paise: z.number(),
})

export const bill = z.object({
  bill_id: z.number(),
  order_id: z.number(),
  restaurant_id: z.number(),
  restaurant_name: z.string(),
  table_id: z.number().nullable(),
  table_label: z.string().nullable(),
  member_id: z.string().nullable(),
  member_name: z.string().nullable(),
  lines: z.array(billLine),
  subtotal_paise: z.number(),
  tax_rate_bp: z.number(),
  /** The tax line as printed: 'GST 5%'. */
  tax_label: z.string(),
  tax_paise: z.number(),
  total_paise: z.number(),
  payment_method: enumOf(billPaymentMethods),
  /** The member's ledger row of a `member_account` bill. */
  transaction_id: z.number().nullable(),
  status: enumOf(billStatuses),
  closed_at: timestamp,
  closed_by_name: z.string().nullable(),
  voided_at: timestamp.nullable(),
  voided_by_name: z.string().nullable(),
  void_reason: z.string().nullable(),
  /** The member's ledger row reversing the charge, when a voided bill had one. */
  reversal_transaction_id: z.number().nullable(),
})
export type Bill = z.output<typeof bill>

const billAnswer = z.object({ success: ok, message: z.string(), bill })
/** A second close of a billed order: the bill already closed. */
const alreadyBilled = errorBody.extend({ bill })
const creditRefused = errorBody.extend({ credit_limit_paise: z.number(), available_paise: z.number(), amount_paise: z.number() })

// ---- endpoints --------------------------------------------------------------------------------------

export const closeBill = endpoint({
  method: 'post',
  path: '/api/restaurant-bills',
  tag,
  summary: 'Closes the bill of an order: its lines, the restaurant’s tax and the payment',
  description:
    'Lines are the order’s items not cancelled, at the prices the order was placed at, copied onto the bill. The tax is the subtotal times the restaurant’s rate, rounded to the nearest paisa (a half paisa up). `member_account` charges the member named (`member_id`, else the order’s member) in their ledger, refused past their credit limit (409 `credit_limit_exceeded`). An order is billed once: a retry with the same `idempotency_key` answers 200 with the same bill; any other close of a billed order is 409 with the bill.',
  audience: 'staff',
  body: closeBillBody,
  responses: { 201: billAnswer, 200: billAnswer, 409: z.union([alreadyBilled, creditRefused, errorBody]) },
})

export const listBills = endpoint({
  method: 'get',
  path: '/api/restaurant-bills',
  tag,
  summary: 'Bills, newest first, by restaurant, status, payment, member and club days',
  audience: 'staff',
  query: billListQuery,
  responses: { 200: z.object({ success: ok, result: z.array(bill), pagination }) },
})

export const billDetail = endpoint({
  method: 'get',
  path: '/api/restaurant-bills/:billId',
  tag,
  summary: 'One bill with its lines',
  audience: 'staff',
  params: billIdParam,
  responses: { 200: z.object({ success: ok, bill }) },
})

export const billPdf = endpoint({
  method: 'get',
  path: '/api/restaurant-bills/:billId/pdf',
  tag,
  summary: 'The bill as a printable PDF',
  audience: 'staff',
  params: billIdParam,
  responses: { 200: fileAnswer('The bill', 'application/pdf') },
})

export const voidBill = endpoint({
  method: 'post',
  path: '/api/restaurant-bills/:billId/void',
  tag,
  summary: 'Voids a bill; a charge to a member’s account is reversed by a row of its own',
  description: 'Needs `restaurants` edit. A bill is voided once (409 after). The order may then be billed again.',
  audience: 'staff',
  params: billIdParam,
  body: voidBillBody,
  responses: { 200: billAnswer, 409: alreadyBilled },
})

export const setTaxRate = endpoint({
  method: 'put',
  path: '/api/restaurant-bills/tax-rate/:restaurantId',
  tag,
  summary: 'Sets a restaurant’s tax rate on its bills, in basis points (500 = 5%)',
  description: 'Needs `restaurants` edit. Bills already closed keep the rate they were closed at.',
  audience: 'staff',
  params: restaurantIdParam,
  body: taxRateBody,
  responses: {
    200: z.object({ success: ok, message: z.string(), restaurant_id: z.number(), tax_rate_bp: z.number() }),
  },
})

export const restaurantTaxRates = endpoint({
  method: 'get',
  path: '/api/restaurant-bills/tax-rates',
  tag,
  summary: 'Each restaurant’s tax rate on its bills',
  audience: 'staff',
  responses: {
    200: z.object({
      success: ok,
      result: z.array(z.object({ restaurant_id: z.number(), name: z.string(), tax_rate_bp: z.number() })),
    }),
  },
})

// ---- the member's own (member app) -------------------------------------------------------------------

export const myBillsQuery = z
  .object({
    status: omitEmpty(enumOf(billStatuses)),
    from: omitEmpty(clubDay),
    to: omitEmpty(clubDay),
    page,
    limit: wholeNumberText(1, 100).default(20),
  })
  .superRefine((query, ctx) => {
    if (query.from && query.to && query.to < query.from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' })
  })

export const myBills = endpoint({
  method: 'get',
  path: '/member/api/bills',
  tag,
  summary: 'The signed-in member’s own restaurant bills, newest first',
  description: 'Bills that name the member (charged to their account or paid at the table). `from` and `to` are club days, both included.',
  audience: 'member',
  query: myBillsQuery,
  responses: { 200: z.object({ success: ok, result: z.array(bill), pagination }) },
})

export const myBill = endpoint({
  method: 'get',
  path: '/member/api/bills/:billId',
  tag,
  summary: 'One of the signed-in member’s bills with its lines',
  description: 'A bill that does not name the member is 404, as if there were none.',
  audience: 'member',
  params: billIdParam,
  responses: { 200: z.object({ success: ok, bill }) },
})

export const myBillPdf = endpoint({
  method: 'get',
  path: '/member/api/bills/:billId/pdf',
  tag,
  summary: 'One of the signed-in member’s bills as a PDF',
  audience: 'member',
  params: billIdParam,
  responses: { 200: fileAnswer('The bill', 'application/pdf') },
})
