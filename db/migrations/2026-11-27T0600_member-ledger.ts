import { sql, type Kysely } from 'kysely'

// The member account (ADR 024): one append-only ledger per member, an account row per member kept in
// step with it, cheques and their moves, and the club's settings (the bounce charge). What bookings
// recorded as amounts owed (member_charges, ADR 012/015) becomes ledger rows, and the table goes:
// one ledger, nothing beside it. The office's `wallet` area becomes `accounts`, its grants kept.

const kinds = [
  'deposit',
  'event_booking',
  'event_booking_refund',
  'sports_booking',
  'sports_booking_refund',
  'restaurant_bill',
  'annual_fee',
  'adjustment',
  'cheque_bounced',
  'cheque_bounce_charge',
  'reversal',
]
const methods = ['cash', 'cheque', 'upi', 'card', 'bank_transfer']
const chequeStatuses = ['received', 'deposited', 'cleared', 'bounced']
const inList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)))

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('club_settings')
    .addColumn('settings_id', 'boolean', (col) =>
      col
        .primaryKey()
        .defaultTo(true)
        .check(sql`settings_id`),
    )
    .addColumn('cheque_bounce_charge_paise', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(50_000)
        .check(sql`cheque_bounce_charge_paise >= 0`),
    )
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.insertInto('club_settings').values({ settings_id: true }).execute()

  await db.schema
    .createTable('member_ledger')
    .addColumn('entry_id', 'serial', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.member_id'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in (${inList(kinds)})`))
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise <> 0`))
    .addColumn('balance_after_paise', 'bigint', (col) => col.notNull())
    .addColumn('method', 'text', (col) => col.check(sql`method in (${inList(methods)})`))
    .addColumn('reference', 'text')
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('source_type', 'text')
    .addColumn('source_id', 'integer')
    // A row is reversed at most once.
    .addColumn('reverses_entry_id', 'integer', (col) => col.unique().references('member_ledger.entry_id'))
    .addColumn('created_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('member_ledger_source_check', sql`(source_type is null) = (source_id is null)`)
    .addCheckConstraint('member_ledger_deposit_method_check', sql`kind <> 'deposit' or method is not null`)
    .execute()
  await db.schema.createIndex('member_ledger_member_entry_idx').on('member_ledger').columns(['member_id', 'entry_id']).execute()
  await db.schema.createIndex('member_ledger_member_created_idx').on('member_ledger').columns(['member_id', 'created_at']).execute()
  await sql`create index member_ledger_source_idx on member_ledger (source_type, source_id) where source_type is not null`.execute(db)
  await sql`create index member_ledger_deposits_idx on member_ledger (created_at) where kind = 'deposit'`.execute(db)

  // Nothing in the ledger is updated or deleted: a correction is a row of its own. The database says
  // so too, whoever connects.
  await sql`
    create function member_ledger_refuse_change() returns trigger language plpgsql as $$
    begin
      raise exception '% rows are never changed or removed (% refused): add a reversing row instead', tg_table_name, lower(tg_op)
        using errcode = 'P0001';
    end $$`.execute(db)
  for (const table of ['member_ledger']) {
    await sql`create trigger ${sql.id(`${table}_no_update`)} before update or delete on ${sql.table(table)}
      for each row execute function member_ledger_refuse_change()`.execute(db)
    await sql`create trigger ${sql.id(`${table}_no_truncate`)} before truncate on ${sql.table(table)}
      for each statement execute function member_ledger_refuse_change()`.execute(db)
  }
  // Each row continues its member's running balance, and a reversing row undoes exactly the row it names.
  await sql`
    create function member_ledger_check_row() returns trigger language plpgsql as $$
    declare
      previous bigint;
      reversed record;
    begin
      select balance_after_paise into previous from member_ledger
       where member_id = new.member_id order by entry_id desc limit 1;
      if new.balance_after_paise <> coalesce(previous, 0) + new.amount_paise then
        raise exception 'member_ledger: the balance after row % of % must be % (the balance before it and its amount)',
          new.entry_id, new.member_id, coalesce(previous, 0) + new.amount_paise using errcode = '23514';
      end if;
      if new.reverses_entry_id is not null then
        select member_id, amount_paise into reversed from member_ledger where entry_id = new.reverses_entry_id;
        if reversed.member_id <> new.member_id or reversed.amount_paise <> -new.amount_paise then
          raise exception 'member_ledger: a reversing row must be on the same account and of the opposite amount'
            using errcode = '23514';
        end if;
      end if;
      return new;
    end $$`.execute(db)
  await sql`create trigger member_ledger_check_row before insert on member_ledger
    for each row execute function member_ledger_check_row()`.execute(db)

  await db.schema
    .createTable('member_cheques')
    .addColumn('entry_id', 'integer', (col) => col.primaryKey().references('member_ledger.entry_id'))
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.member_id'))
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('cheque_number', 'text', (col) => col.notNull())
    .addColumn('bank', 'text', (col) => col.notNull())
    .addColumn('cheque_date', 'date', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('received')
        .check(sql`status in (${inList(chequeStatuses)})`),
    )
    .addColumn('status_changed_at', 'timestamptz', (col) => col.notNull())
    .addColumn('bounced_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create index member_cheques_pending_idx on member_cheques (entry_id) where status in ('received', 'deposited')`.execute(db)
  await db.schema.createIndex('member_cheques_member_idx').on('member_cheques').columns(['member_id', 'status']).execute()

  await db.schema
    .createTable('member_cheque_history')
    .addColumn('history_id', 'serial', (col) => col.primaryKey())
    .addColumn('entry_id', 'integer', (col) => col.notNull().references('member_cheques.entry_id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('changed_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('member_cheque_history_entry_idx').on('member_cheque_history').column('entry_id').execute()
  await sql`create trigger member_cheque_history_no_update before update or delete on member_cheque_history
    for each row execute function member_ledger_refuse_change()`.execute(db)

  // The balance of each member, kept in step with the ledger in the same transaction; a charge locks
  // this row (for update), so concurrent charges of one member are decided one at a time.
  await db.schema
    .createTable('member_accounts')
    .addColumn('member_id', 'text', (col) => col.primaryKey().references('members.member_id'))
    .addColumn('balance_paise', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('pending_paise', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`pending_paise >= 0`),
    )
    .addColumn('last_entry_id', 'integer', (col) => col.references('member_ledger.entry_id'))
    .addColumn('cheques_refused_at', 'timestamptz')
    .addColumn('cheques_refused_reason', 'text')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  await moveChargesIntoLedger(db)
  await sql`insert into member_accounts (member_id) select member_id from members on conflict do nothing`.execute(db)
  await db.schema.dropTable('member_charges').execute()

  await db
    .updateTable('menus')
    .set({ key: 'accounts', title: 'Accounts', path: '/dashboard/accounts' })
    .where('key', '=', 'wallet')
    .execute()
}

interface Charge {
  charge_id: number
  member_id: string
  source: string
  booking_id: number | null
  sports_booking_id: number | null
  amount_paise: number | string
  description: string
  status: string
  created_at: Date
  updated_at: Date
}

/**
 * Each amount owed becomes a charge row; a voided one (an event booking cancelled before the wallet
 * existed) a charge and its refund; a refund row a credit reversing its booking's charge. Written in
 * the order they happened, each member's running balance carried along.
 */
async function moveChargesIntoLedger(db: Kysely<any>) {
  const charges = (await db.selectFrom('member_charges').selectAll().orderBy('created_at').orderBy('charge_id').execute()) as Charge[]
  type Move = { at: Date; order: number; charge: Charge; isRefundOfVoided: boolean }
  const moves: Move[] = []
  charges.forEach((charge, index) => {
    moves.push({ at: new Date(charge.created_at), order: index * 2, charge, isRefundOfVoided: false })
    if (charge.status === 'cancelled' && Number(charge.amount_paise) > 0)
      moves.push({ at: new Date(charge.updated_at), order: index * 2 + 1, charge, isRefundOfVoided: true })
  })
  moves.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order)

  const balances = new Map<string, { balance: number; last: number }>()
  const openCharges = new Map<string, { entryId: number; amount: number }[]>()
  for (const { at, charge, isRefundOfVoided } of moves) {
    const isSports = charge.source.startsWith('sports_booking')
    const sourceType = isSports ? 'sports_booking' : 'event_booking'
    const sourceId = isSports ? charge.sports_booking_id : charge.booking_id
    const key = `${charge.member_id}:${sourceType}:${sourceId}`
    const owed = Number(charge.amount_paise)
    const isCredit = isRefundOfVoided || owed < 0
    const amount = isCredit ? Math.abs(owed) : -owed
    const open = openCharges.get(key) ?? []
    const reversed = isCredit ? open.find((entry) => entry.amount === -amount) : undefined
    if (reversed) open.splice(open.indexOf(reversed), 1)
    const account = balances.get(charge.member_id) ?? { balance: 0, last: 0 }
    const { entry_id } = await db
      .insertInto('member_ledger')
      .values({
        member_id: charge.member_id,
        kind: isCredit ? `${sourceType}_refund` : sourceType,
        amount_paise: amount,
        balance_after_paise: account.balance + amount,
        description: isRefundOfVoided ? `Refund: ${charge.description}` : charge.description,
        source_type: sourceId === null ? null : sourceType,
        source_id: sourceId,
        reverses_entry_id: reversed?.entryId ?? null,
        created_at: at,
      })
      .returning('entry_id')
      .executeTakeFirstOrThrow()
    if (!isCredit) openCharges.set(key, [...open, { entryId: entry_id as number, amount }])
    balances.set(charge.member_id, { balance: account.balance + amount, last: entry_id as number })
  }
  for (const [memberId, account] of balances) {
    await db
      .insertInto('member_accounts')
      .values({ member_id: memberId, balance_paise: account.balance, last_entry_id: account.last })
      .execute()
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .updateTable('menus')
    .set({ key: 'wallet', title: 'Wallet & Cheques', path: '/dashboard/wallet' })
    .where('key', '=', 'accounts')
    .execute()

  await db.schema
    .createTable('member_charges')
    .addColumn('charge_id', 'serial', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.member_id'))
    .addColumn('source', 'text', (col) =>
      col.notNull().check(sql`source in ('event_booking', 'event_booking_refund', 'sports_booking', 'sports_booking_refund')`),
    )
    .addColumn('booking_id', 'integer', (col) => col.references('event_bookings.booking_id'))
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise <> 0`))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('owed')
        .check(sql`status in ('owed', 'settled', 'cancelled')`),
    )
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('sports_booking_id', 'integer', (col) => col.references('sports_bookings.booking_id'))
    .execute()
  await db.schema.createIndex('member_charges_member_idx').on('member_charges').columns(['member_id', 'status']).execute()
  await db.schema.createIndex('member_charges_booking_idx').on('member_charges').column('booking_id').execute()
  await db.schema.createIndex('member_charges_sports_booking_idx').on('member_charges').column('sports_booking_id').execute()
  // What bookings charged and refunded goes back as amounts owed (a refund negative); deposits and the rest have no place there.
  await sql`
    insert into member_charges (member_id, source, booking_id, sports_booking_id, amount_paise, description, created_at, updated_at)
    select member_id, kind,
           case when source_type = 'event_booking' then source_id end,
           case when source_type = 'sports_booking' then source_id end,
           -amount_paise, description, created_at, created_at
      from member_ledger
     where kind in ('event_booking', 'event_booking_refund', 'sports_booking', 'sports_booking_refund')
     order by entry_id`.execute(db)

  for (const table of ['member_accounts', 'member_cheque_history', 'member_cheques', 'member_ledger', 'club_settings']) {
    await db.schema.dropTable(table).execute()
  }
  await sql`drop function member_ledger_check_row()`.execute(db)
  await sql`drop function member_ledger_refuse_change()`.execute(db)
}
