import { Hono, type Context } from 'hono'
import { myBalance, myStatement, myStatementPdf, myTransactions } from '../../domain/contract/member-accounts.js'
import { requirePrincipal, requireRole } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { forbidden } from '../http/errors.js'
import { balanceOf, statementOf, transactionsPage } from './account-reads.service.js'
import { statementFile } from './member-accounts.routes.js'

/** The member app's reading of the member's own account (ADR 024), under /member/api. */
export const myAccountRoutes = new Hono<AppEnv>()

const memberOnly = requireRole('member')

/** The member's own id, as the path names it in any case; anyone else's account is not theirs to read. */
function ownId(c: Context<AppEnv>, id: string): string {
  const principal = requirePrincipal(c)
  if (principal.kind !== 'member' || principal.memberId.toUpperCase() !== id.toUpperCase())
    throw forbidden('Members may read only their own account')
  return principal.memberId
}

myAccountRoutes.get('/member/:id/transactions', memberOnly, contract(myTransactions), async (c) => {
  const memberId = ownId(c, c.req.valid('param').id)
  return c.json({ success: true, ...(await transactionsPage(c.var.deps.db, memberId, c.req.valid('query'))) })
})

myAccountRoutes.get('/member/:id/balance', memberOnly, contract(myBalance), async (c) => {
  return c.json({ success: true, ...(await balanceOf(c.var.deps.db, ownId(c, c.req.valid('param').id))) })
})

myAccountRoutes.get('/member/:id/statement', memberOnly, contract(myStatement), async (c) => {
  const { db, clock } = c.var.deps
  const memberId = ownId(c, c.req.valid('param').id)
  return c.json({ success: true, statement: await statementOf(db, memberId, c.req.valid('query').month, clock()) })
})

myAccountRoutes.get('/member/:id/statement/pdf', memberOnly, contract(myStatementPdf), async (c) => {
  return statementFile(c, ownId(c, c.req.valid('param').id), c.req.valid('query').month)
})
