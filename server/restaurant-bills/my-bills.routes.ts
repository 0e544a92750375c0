import { Hono, type Context } from 'hono'
import { myBill, myBillPdf, myBills } from '../../domain/contract/restaurant-bills.js'
import { requirePrincipal, requireRole } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { forbidden, notFound } from '../http/errors.js'
import { billPdf } from './bill-document.js'
import { BILL_NOT_FOUND, billOrFail, billsPage } from './restaurant-bills.service.js'

/**
 * The member app's reading of the member's own restaurant bills (ADR 028), under /member/api: a
 * member token only, and only bills that name the member; another member's bill is 404.
 */
export const myBillsRoutes = new Hono<AppEnv>()

const memberOnly = requireRole('member')

function ownMemberId(c: Context<AppEnv>): string {
  const principal = requirePrincipal(c)
  if (principal.kind !== 'member') throw forbidden()
  return principal.memberId
}

async function ownBill(c: Context<AppEnv>, billId: number) {
  const memberId = ownMemberId(c)
  const bill = await billOrFail(c.var.deps.db, billId)
  if (bill.member_id?.toUpperCase() !== memberId.toUpperCase()) throw notFound(BILL_NOT_FOUND)
  return bill
}

myBillsRoutes.get('/bills', memberOnly, contract(myBills), async (c) => {
  const memberId = ownMemberId(c)
  return c.json({ success: true, ...(await billsPage(c.var.deps.db, { ...c.req.valid('query'), member_id: memberId })) })
})

myBillsRoutes.get('/bills/:billId', memberOnly, contract(myBill), async (c) => {
  return c.json({ success: true, bill: await ownBill(c, c.req.valid('param').billId) })
})

myBillsRoutes.get('/bills/:billId/pdf', memberOnly, contract(myBillPdf), async (c) => {
  const bill = await ownBill(c, c.req.valid('param').billId)
  return c.body((await billPdf(bill)).slice().buffer, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="bill-${bill.bill_id}.pdf"`,
    'Cache-Control': 'private, no-store',
  })
})
