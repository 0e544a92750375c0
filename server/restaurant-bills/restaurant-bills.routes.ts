import { Hono, type Context } from 'hono'
import {
  billDetail,
  billPdf as billPdfEndpoint,
  closeBill as closeBillEndpoint,
  listBills,
  restaurantTaxRates,
  setTaxRate,
  voidBill as voidBillEndpoint,
} from '../../domain/contract/restaurant-bills.js'
import { auditorOf, recordChange } from '../audit/audit-trail.js'
import { requirePermission } from '../auth/permissions.js'
import { requirePrincipal } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { notFound } from '../http/errors.js'
import { billPdf } from './bill-document.js'
import { findRestaurantTaxRate, listTaxRates, updateTaxRate } from './restaurant-bills.repository.js'
import { billOrFail, billsPage, closeBill, voidBill } from './restaurant-bills.service.js'

/**
 * Restaurant bills (ADR 028), mounted at /api. The steward or the office closes, reads and prints a
 * bill with the `restaurants` view grant (the stewards' own); voiding and the tax rate need
 * `restaurants` edit. Literal paths come before `/:billId`.
 */
export const restaurantBillsRoutes = new Hono<AppEnv>()

const BILLS = '/restaurant-bills'
const restaurantsMay = (action: 'view' | 'edit') => requirePermission('restaurants', action)

const clerkOf = (c: Context<AppEnv>) => {
  const principal = requirePrincipal(c)
  return { userId: principal.kind === 'member' ? null : principal.userId, now: c.var.deps.clock() }
}

restaurantBillsRoutes.get(`${BILLS}/tax-rates`, restaurantsMay('view'), contract(restaurantTaxRates), async (c) => {
  return c.json({ success: true, result: await listTaxRates(c.var.deps.db) })
})

restaurantBillsRoutes.put(`${BILLS}/tax-rate/:restaurantId`, restaurantsMay('edit'), contract(setTaxRate), async (c) => {
  const { restaurantId } = c.req.valid('param')
  const { tax_rate_bp } = c.req.valid('json')
  const by = auditorOf(c)
  await c.var.deps.db.transaction().execute(async (trx) => {
    const before = await findRestaurantTaxRate(trx, restaurantId, { forUpdate: true })
    if (!before || !(await updateTaxRate(trx, restaurantId, tax_rate_bp, c.var.deps.clock()))) throw notFound('Restaurant not found')
    await recordChange(trx, by, {
      area: 'restaurants',
      action: 'update',
      recordType: 'restaurant',
      recordId: restaurantId,
      summary: `${before.name}: tax rate`,
      before: { tax_rate_bp: before.tax_rate_bp },
      after: { tax_rate_bp },
    })
  })
  return c.json({ success: true, message: 'Tax rate updated successfully', restaurant_id: restaurantId, tax_rate_bp })
})

restaurantBillsRoutes.post(BILLS, restaurantsMay('view'), contract(closeBillEndpoint), async (c) => {
  const { bill, isNew } = await closeBill(c.var.deps.db, auditorOf(c), c.req.valid('json'), clerkOf(c))
  return isNew
    ? c.json({ success: true, message: 'Bill closed successfully', bill }, 201)
    : c.json({ success: true, message: 'This bill was already closed', bill }, 200)
})

restaurantBillsRoutes.get(BILLS, restaurantsMay('view'), contract(listBills), async (c) => {
  return c.json({ success: true, ...(await billsPage(c.var.deps.db, c.req.valid('query'))) })
})

restaurantBillsRoutes.get(`${BILLS}/:billId`, restaurantsMay('view'), contract(billDetail), async (c) => {
  return c.json({ success: true, bill: await billOrFail(c.var.deps.db, c.req.valid('param').billId) })
})

restaurantBillsRoutes.get(`${BILLS}/:billId/pdf`, restaurantsMay('view'), contract(billPdfEndpoint), async (c) => {
  const bill = await billOrFail(c.var.deps.db, c.req.valid('param').billId)
  return c.body((await billPdf(bill)).slice().buffer, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="bill-${bill.bill_id}.pdf"`,
    'Cache-Control': 'private, no-store',
  })
})

restaurantBillsRoutes.post(`${BILLS}/:billId/void`, restaurantsMay('edit'), contract(voidBillEndpoint), async (c) => {
  const bill = await voidBill(c.var.deps.db, auditorOf(c), c.req.valid('param').billId, c.req.valid('json').reason, clerkOf(c))
  return c.json({ success: true, message: 'Bill voided successfully', bill })
})
