import { Hono, type Context } from 'hono'
import {
  accountsDashboard as dashboardEndpoint,
  listCheques,
  memberBalance,
  memberStatement,
  memberStatementPdf,
  memberTransactions,
  postAdjustment,
  recordDeposit as depositEndpoint,
  reverseTransaction,
  updateChequeStatus,
} from '../../domain/contract/member-accounts.js'
import { auditorOf, recordChange } from '../audit/audit-trail.js'
import { requirePermission } from '../auth/permissions.js'
import { staffPrincipal } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { invalidField } from '../http/invalid-field.js'
import { balanceOf, chequesPage, statementOf, transactionsPage } from './account-reads.service.js'
import { accountsDashboard } from './accounts-dashboard.service.js'
import { moveCheque, recordDeposit } from './deposits.service.js'
import { findAccountHolder, findEntry } from './ledger.repository.js'
import { postEntry, reverseEntry } from './ledger.service.js'
import { toAccountHolder, toBalance, toLedgerRow } from './ledger.view.js'
import { statementPdf } from './statement-document.js'
import { formatRupees } from '../../domain/money.js'

/**
 * The office's side of the member account (ADR 024), in the `accounts` area: view for the reads,
 * create for deposits, edit for cheque moves, adjustments and reversals.
 */
export const memberAccountsRoutes = new Hono<AppEnv>()

const accountsMay = (action: 'view' | 'create' | 'edit') => requirePermission('accounts', action)

const clerkOf = (c: Context<AppEnv>) => ({ userId: staffPrincipal(c).userId, now: c.var.deps.clock() })

memberAccountsRoutes.post('/member/wallet/deposit', accountsMay('create'), contract(depositEndpoint), async (c) => {
  const { entry, holder } = await recordDeposit(c.var.deps.db, auditorOf(c), c.req.valid('json'), clerkOf(c))
  return c.json(
    { success: true, message: 'Deposit recorded successfully', transaction: toLedgerRow(entry), balance: toBalance(holder) },
    201,
  )
})

memberAccountsRoutes.post(
  '/member/wallet/updatechequestatus-by-transaction',
  accountsMay('edit'),
  contract(updateChequeStatus),
  async (c) => {
    const { entry, added, holder } = await moveCheque(c.var.deps.db, auditorOf(c), c.req.valid('json'), clerkOf(c))
    return c.json({
      success: true,
      message: 'Cheque status updated successfully',
      transaction: toLedgerRow(entry),
      added: added.map(toLedgerRow),
      balance: toBalance(holder),
      account: toAccountHolder(holder),
    })
  },
)

memberAccountsRoutes.get('/member/wallet/cheques', accountsMay('view'), contract(listCheques), async (c) => {
  return c.json({ success: true, ...(await chequesPage(c.var.deps.db, c.req.valid('query'))) })
})

memberAccountsRoutes.get('/member/wallet/dashboard', accountsMay('view'), contract(dashboardEndpoint), async (c) => {
  return c.json({ success: true, dashboard: await accountsDashboard(c.var.deps.db, c.var.deps.clock()) })
})

memberAccountsRoutes.post('/member/wallet/adjustment', accountsMay('edit'), contract(postAdjustment), async (c) => {
  const input = c.req.valid('json')
  const clerk = clerkOf(c)
  const by = auditorOf(c)
  const { entry, holder } = await c.var.deps.db.transaction().execute(async (trx) => {
    const member = await findAccountHolder(trx, input.memberId)
    if (!member) throw invalidField('memberId', `no member has the number ${input.memberId}`)
    const posted = await postEntry(trx, {
      memberId: member.member_id,
      kind: input.kind,
      amountPaise: input.direction === 'credit' ? input.amount_paise : -input.amount_paise,
      description: input.description,
      reference: input.reference,
      createdBy: clerk.userId,
      now: clerk.now,
    })
    const entry = (await findEntry(trx, posted.entryId))!
    await recordChange(trx, by, {
      area: 'accounts',
      action: 'money',
      recordType: 'member',
      recordId: entry.member_id,
      summary: `${input.kind === 'annual_fee' ? 'Annual fee' : 'Adjustment'} of ${formatRupees(entry.amount_paise)} (transaction ${entry.entry_id})`,
      after: toLedgerRow(entry),
    })
    return { entry, holder: posted.holder }
  })
  const message = input.kind === 'annual_fee' ? 'Annual fee charged successfully' : 'Adjustment recorded successfully'
  return c.json({ success: true, message, transaction: toLedgerRow(entry), balance: toBalance(holder) }, 201)
})

memberAccountsRoutes.post('/member/wallet/reverse', accountsMay('edit'), contract(reverseTransaction), async (c) => {
  const { transactionId, reason } = c.req.valid('json')
  const clerk = clerkOf(c)
  const by = auditorOf(c)
  const { entry, holder } = await c.var.deps.db.transaction().execute(async (trx) => {
    const posted = await reverseEntry(trx, transactionId, { reason, now: clerk.now, createdBy: clerk.userId! })
    const entry = (await findEntry(trx, posted.entryId))!
    await recordChange(trx, by, {
      area: 'accounts',
      action: 'money',
      recordType: 'member',
      recordId: entry.member_id,
      summary: `Transaction ${transactionId} reversed by transaction ${entry.entry_id} (${formatRupees(entry.amount_paise)})`,
      after: toLedgerRow(entry),
    })
    return { entry, holder: posted.holder }
  })
  return c.json(
    { success: true, message: 'Transaction reversed successfully', transaction: toLedgerRow(entry), balance: toBalance(holder) },
    201,
  )
})

memberAccountsRoutes.get('/member/:id/transactions', accountsMay('view'), contract(memberTransactions), async (c) => {
  return c.json({ success: true, ...(await transactionsPage(c.var.deps.db, c.req.valid('param').id, c.req.valid('query'))) })
})

memberAccountsRoutes.get('/member/:id/balance', accountsMay('view'), contract(memberBalance), async (c) => {
  return c.json({ success: true, ...(await balanceOf(c.var.deps.db, c.req.valid('param').id)) })
})

memberAccountsRoutes.get('/member/:id/statement', accountsMay('view'), contract(memberStatement), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({ success: true, statement: await statementOf(db, c.req.valid('param').id, c.req.valid('query').month, clock()) })
})

memberAccountsRoutes.get('/member/:id/statement/pdf', accountsMay('view'), contract(memberStatementPdf), async (c) => {
  return statementFile(c, c.req.valid('param').id, c.req.valid('query').month)
})

/** The statement's PDF, named for the member and the month. */
export async function statementFile(c: Context<AppEnv>, memberNumber: string, month: string | undefined) {
  const { db, clock } = c.var.deps
  const statement = await statementOf(db, memberNumber, month, clock())
  return c.body((await statementPdf(statement, clock())).slice().buffer, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': `attachment; filename="statement-${statement.account.memberId}-${statement.month}.pdf"`,
    'Cache-Control': 'private, no-store',
  })
}
