import { sql, type Insertable } from 'kysely'
import type { ChequeStatus } from '../../domain/member-accounts.js'
import type { Executor } from '../db/database.js'
import type { MemberLedgerTable } from '../db/member-accounts-schema.js'

/** The ledger, the account rows and the members' limits (ADR 024). The only SQL of the member account. */

/** A member's account row with what the credit limit needs, for the caller's transaction. */
function accountHolders(db: Executor) {
  return db
    .selectFrom('members')
    .leftJoin('member_categories', 'member_categories.category_id', 'members.category_id')
    .leftJoin('member_accounts', 'member_accounts.member_id', 'members.member_id')
    .select([
      'members.member_id',
      'members.name',
      'members.status',
      'members.credit_limit_paise as own_limit_paise',
      'member_categories.name as category',
      'member_categories.default_credit_limit_paise as category_limit_paise',
      sql<number>`coalesce(member_accounts.balance_paise, 0)`.as('balance_paise'),
      sql<number>`coalesce(member_accounts.pending_paise, 0)`.as('pending_paise'),
      'member_accounts.cheques_refused_at',
      'member_accounts.cheques_refused_reason',
    ])
}
export type AccountHolderRow = NonNullable<Awaited<ReturnType<ReturnType<typeof accountHolders>['executeTakeFirst']>>>

/** The member by their number in any case ('m1001' is M1001), with their account; undefined when there is no such member. */
export function findAccountHolder(db: Executor, memberNumber: string) {
  return accountHolders(db)
    .where((eb) => eb(eb.fn('upper', ['members.member_id']), '=', memberNumber.toUpperCase()))
    .executeTakeFirst()
}

/**
 * Locks the member's account row for the rest of the transaction (made on first use), so that money
 * posted to one member is decided one row at a time, then reads it with the member's limit. The read
 * is a statement of its own, after the lock: a locking read joined to other tables would see a row
 * updated meanwhile but the old values of what it joined (the ledger's trigger caught exactly that).
 */
export async function lockAccount(trx: Executor, memberId: string): Promise<AccountHolderRow | undefined> {
  if (!(await lockAccountRow(trx, memberId))) {
    const member = await trx.selectFrom('members').select('member_id').where('member_id', '=', memberId).executeTakeFirst()
    if (!member) return undefined
    await trx
      .insertInto('member_accounts')
      .values({ member_id: memberId })
      .onConflict((oc) => oc.doNothing())
      .execute()
    await lockAccountRow(trx, memberId)
  }
  return accountHolders(trx).where('members.member_id', '=', memberId).executeTakeFirst()
}

function lockAccountRow(trx: Executor, memberId: string) {
  return trx.selectFrom('member_accounts').select('member_id').where('member_id', '=', memberId).forUpdate().executeTakeFirst()
}

/**
 * Locks the account rows of many members (made where missing) in member-id order, so that two bulk
 * postings never wait on each other in a circle, then reads them with their limits (ADR 030).
 */
export async function lockAccounts(trx: Executor, memberIds: readonly string[]): Promise<Map<string, AccountHolderRow>> {
  const ids = [...new Set(memberIds)].sort()
  if (ids.length === 0) return new Map()
  await sql`insert into member_accounts (member_id) select id from unnest(${ids}::text[]) as ids(id) on conflict do nothing`.execute(trx)
  await sql`select a.member_id from member_accounts a join unnest(${ids}::text[]) as ids(id) on a.member_id = ids.id
             order by a.member_id for update of a`.execute(trx)
  const holders = await accountHolders(trx)
    .where('members.member_id', '=', sql<string>`any(${ids}::text[])`)
    .execute()
  return new Map(holders.map((holder) => [holder.member_id, holder]))
}

/** Appends rows in the order given, in one statement; answers their ids in that order. */
export async function insertEntries(trx: Executor, entries: Insertable<MemberLedgerTable>[]): Promise<number[]> {
  if (entries.length === 0) return []
  const positioned = entries.map((entry, position) => ({ ...entry, position }))
  const { rows } = await sql<{ entry_id: number }>`
    insert into member_ledger (member_id, kind, amount_paise, balance_after_paise, method, reference, description, source_type,
                               source_id, reverses_entry_id, created_by, created_at)
    select r.member_id, r.kind, r.amount_paise, r.balance_after_paise, r.method, r.reference, r.description, r.source_type,
           r.source_id, r.reverses_entry_id, r.created_by, r.created_at
      from jsonb_to_recordset(${JSON.stringify(positioned)}::jsonb)
           as r(member_id text, kind text, amount_paise bigint, balance_after_paise bigint, method text, reference text,
                description text, source_type text, source_id integer, reverses_entry_id integer, created_by integer,
                created_at timestamptz, position integer)
     order by r.position
    returning entry_id`.execute(trx)
  // Ids are drawn from the sequence row by row in the order inserted: ascending ids are the rows in order.
  return rows.map((row) => row.entry_id).sort((a, b) => a - b)
}

/** Many accounts' new balances at once. */
export async function updateAccounts(
  trx: Executor,
  accounts: { member_id: string; balance_paise: number; pending_paise: number; last_entry_id: number }[],
  now: Date,
) {
  if (accounts.length === 0) return
  await sql`
    update member_accounts a
       set balance_paise = r.balance_paise, pending_paise = r.pending_paise, last_entry_id = r.last_entry_id, updated_at = ${now}
      from jsonb_to_recordset(${JSON.stringify(accounts)}::jsonb)
           as r(member_id text, balance_paise bigint, pending_paise bigint, last_entry_id integer)
     where a.member_id = r.member_id`.execute(trx)
}

export async function insertEntry(trx: Executor, entry: Insertable<MemberLedgerTable>): Promise<number> {
  const { entry_id } = await trx.insertInto('member_ledger').values(entry).returning('entry_id').executeTakeFirstOrThrow()
  return entry_id
}

export async function updateAccount(
  trx: Executor,
  memberId: string,
  changes: {
    balance_paise?: number
    pending_paise?: number
    last_entry_id?: number
    cheques_refused_at?: Date
    cheques_refused_reason?: string
  },
  now: Date,
) {
  await trx
    .updateTable('member_accounts')
    .set({ ...changes, updated_at: now })
    .where('member_id', '=', memberId)
    .execute()
}

/** Ledger rows as the answers show them: the cheque's state, the row reversing each, who wrote it. */
export function ledgerRows(db: Executor) {
  return db
    .selectFrom('member_ledger')
    .leftJoin('member_cheques', 'member_cheques.entry_id', 'member_ledger.entry_id')
    .leftJoin('users', 'users.user_id', 'member_ledger.created_by')
    .selectAll('member_ledger')
    .select((eb) => [
      'member_cheques.status as cheque_status',
      'member_cheques.cheque_number',
      'member_cheques.bank as cheque_bank',
      'member_cheques.cheque_date',
      // One look-up per row in the unique index: a join would read the member's whole ledger for a month's rows.
      eb
        .selectFrom('member_ledger as reversal')
        .select('reversal.entry_id')
        .whereRef('reversal.reverses_entry_id', '=', 'member_ledger.entry_id')
        .as('reversed_by_entry_id'),
      'users.name as created_by_name',
    ])
}
export type LedgerRowRecord = Awaited<ReturnType<ReturnType<typeof ledgerRows>['execute']>>[number]

export function findEntry(db: Executor, entryId: number) {
  return ledgerRows(db).where('member_ledger.entry_id', '=', entryId).executeTakeFirst()
}

export function findEntries(db: Executor, entryIds: number[]) {
  if (entryIds.length === 0) return Promise.resolve([])
  return ledgerRows(db).where('member_ledger.entry_id', 'in', entryIds).orderBy('member_ledger.entry_id').execute()
}

export interface Period {
  from?: Date | undefined
  to?: Date | undefined
}

/** A page of a member's rows, newest first. */
export function listEntries(db: Executor, memberId: string, period: Period, page: { limit: number; offset: number }) {
  return ledgerRows(db)
    .where('member_ledger.member_id', '=', memberId)
    .$if(period.from !== undefined, (query) => query.where('member_ledger.created_at', '>=', period.from!))
    .$if(period.to !== undefined, (query) => query.where('member_ledger.created_at', '<', period.to!))
    .orderBy('member_ledger.entry_id', 'desc')
    .limit(page.limit)
    .offset(page.offset)
    .execute()
}

export async function countEntries(db: Executor, memberId: string, period: Period): Promise<number> {
  const row = await db
    .selectFrom('member_ledger')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('member_id', '=', memberId)
    .$if(period.from !== undefined, (query) => query.where('created_at', '>=', period.from!))
    .$if(period.to !== undefined, (query) => query.where('created_at', '<', period.to!))
    .executeTakeFirstOrThrow()
  return row.count
}

/** A statement's rows, in the ledger's order. */
export function entriesOfPeriod(db: Executor, memberId: string, period: Required<Period>) {
  return ledgerRows(db)
    .where('member_ledger.member_id', '=', memberId)
    .where('member_ledger.created_at', '>=', period.from)
    .where('member_ledger.created_at', '<', period.to)
    .orderBy('member_ledger.entry_id')
    .execute()
}

/** The balance after the member's last row before `at`: a statement's opening when its month has no rows. */
export async function balanceBefore(db: Executor, memberId: string, at: Date): Promise<number> {
  const row = await db
    .selectFrom('member_ledger')
    .select('balance_after_paise')
    .where('member_id', '=', memberId)
    .where('created_at', '<', at)
    .orderBy('created_at', 'desc')
    .orderBy('entry_id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.balance_after_paise ?? 0
}

/** The charges of a booking (or a bill) not yet reversed: what a cancellation refunds. */
export function unreversedEntriesOf(trx: Executor, source: { type: string; id: number }, kind: MemberLedgerTable['kind']) {
  return trx
    .selectFrom('member_ledger')
    .leftJoin('member_ledger as reversal', 'reversal.reverses_entry_id', 'member_ledger.entry_id')
    .select(['member_ledger.entry_id', 'member_ledger.member_id', 'member_ledger.amount_paise', 'member_ledger.description'])
    .where('member_ledger.source_type', '=', source.type)
    .where('member_ledger.source_id', '=', source.id)
    .where('member_ledger.kind', '=', kind)
    .where('reversal.entry_id', 'is', null)
    .orderBy('member_ledger.entry_id')
    .execute()
}

// ---- cheques ---------------------------------------------------------------------------------------

export async function insertCheque(
  trx: Executor,
  cheque: { entryId: number; memberId: string; amountPaise: number; number: string; bank: string; date: string; userId: number | null },
  now: Date,
) {
  await trx
    .insertInto('member_cheques')
    .values({
      entry_id: cheque.entryId,
      member_id: cheque.memberId,
      amount_paise: cheque.amountPaise,
      cheque_number: cheque.number,
      bank: cheque.bank,
      cheque_date: cheque.date,
      status: 'received',
      status_changed_at: now,
      created_at: now,
    })
    .execute()
  await insertChequeHistory(trx, cheque.entryId, null, 'received', cheque.userId, now)
}

export function lockCheque(trx: Executor, entryId: number) {
  return trx.selectFrom('member_cheques').selectAll().where('entry_id', '=', entryId).forUpdate().executeTakeFirst()
}

export async function setChequeStatus(
  trx: Executor,
  entryId: number,
  from: ChequeStatus,
  to: ChequeStatus,
  userId: number | null,
  now: Date,
) {
  await trx
    .updateTable('member_cheques')
    .set({ status: to, status_changed_at: now, ...(to === 'bounced' ? { bounced_at: now } : {}) })
    .where('entry_id', '=', entryId)
    .execute()
  await insertChequeHistory(trx, entryId, from, to, userId, now)
}

function insertChequeHistory(
  trx: Executor,
  entryId: number,
  from: ChequeStatus | null,
  to: ChequeStatus,
  userId: number | null,
  now: Date,
) {
  return trx
    .insertInto('member_cheque_history')
    .values({ entry_id: entryId, from_status: from, to_status: to, changed_by: userId, at: now })
    .execute()
}

/** The member's cheques bounced since `since`, oldest first. */
export function bouncedChequesSince(trx: Executor, memberId: string, since: Date) {
  return trx
    .selectFrom('member_cheques')
    .select(['entry_id', 'cheque_number', 'bank', 'bounced_at'])
    .where('member_id', '=', memberId)
    .where('status', '=', 'bounced')
    .where('bounced_at', '>', since)
    .orderBy('bounced_at')
    .execute()
}

export function pendingChequesOf(db: Executor, memberId: string) {
  return ledgerRows(db)
    .where('member_cheques.member_id', '=', memberId)
    .where('member_cheques.status', 'in', ['received', 'deposited'])
    .orderBy('member_ledger.entry_id')
    .execute()
}

export async function chequeBounceCharge(db: Executor): Promise<number> {
  const settings = await db.selectFrom('club_settings').select('cheque_bounce_charge_paise').executeTakeFirst()
  return settings?.cheque_bounce_charge_paise ?? 0
}
