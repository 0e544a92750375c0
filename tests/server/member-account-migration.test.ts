import { readdir } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { Migrator, sql, type Kysely, type Migration } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { OpenDatabase } from '../../server/db/database.js'
import { openTestDatabase } from '../helpers/test-database.js'

// Migration 2026-11-27T0600_member-ledger (ADR 024): what bookings recorded as amounts owed
// (member_charges) becomes ledger rows in the order it happened, each member's balance carried
// along; the office's 'wallet' area becomes 'accounts' with its grants; and it goes back down.

const folder = fileURLToPath(new URL('../../db/migrations/', import.meta.url))
const BEFORE = '2026-11-27T0000_member-accounts-groundwork'
const LEDGER = '2026-11-27T0600_member-ledger'

let database: OpenDatabase
let db: Kysely<any>
let migrator: Migrator

beforeAll(async () => {
  database = await openTestDatabase('empty')
  db = database.db as Kysely<any>
  migrator = new Migrator({
    db,
    provider: {
      async getMigrations() {
        const files = (await readdir(folder)).filter((file) => file.endsWith('.ts')).sort()
        const migrations: Record<string, Migration> = {}
        for (const file of files)
          migrations[file.replace(/\.ts$/, '')] = (await import(pathToFileURL(path.join(folder, file)).href)) as Migration
        return migrations
      },
    },
  })
  const result = await migrator.migrateTo(BEFORE)
  if (result.error) throw result.error
})
afterAll(async () => {
  await database.close()
})

const at = (text: string) => new Date(text)

describe('moving member_charges into the ledger', () => {
  test('charges, voided charges and refunds become rows in time order, with running balances and reversals named', async () => {
    await db
      .insertInto('members')
      .values([
        { member_id: 'M1001', name: 'Vikram Malhotra' },
        { member_id: 'M1002', name: 'Rahul Kapoor' },
        { member_id: 'M1003', name: 'Sanjay Chopra' },
      ])
      .execute()
    const charge = (values: Record<string, unknown>) => ({ description: 'Winter Social Evening: 2 ticket(s)', status: 'owed', ...values })
    await db
      .insertInto('member_charges')
      .values([
        // M1001: an event charge settled, then refunded; a sports charge still owed.
        charge({
          member_id: 'M1001',
          source: 'event_booking',
          amount_paise: 300_000,
          status: 'settled',
          created_at: at('2026-11-01T10:00:00Z'),
          updated_at: at('2026-11-01T10:00:00Z'),
        }),
        charge({
          member_id: 'M1001',
          source: 'event_booking_refund',
          amount_paise: -300_000,
          created_at: at('2026-11-03T10:00:00Z'),
          updated_at: at('2026-11-03T10:00:00Z'),
        }),
        charge({
          member_id: 'M1001',
          source: 'sports_booking',
          amount_paise: 50_000,
          created_at: at('2026-11-02T10:00:00Z'),
          updated_at: at('2026-11-02T10:00:00Z'),
        }),
        // M1002: an event charge voided (cancelled) a day later.
        charge({
          member_id: 'M1002',
          source: 'event_booking',
          amount_paise: 180_000,
          status: 'cancelled',
          created_at: at('2026-11-04T10:00:00Z'),
          updated_at: at('2026-11-05T10:00:00Z'),
        }),
      ])
      .execute()
    await sql`insert into role_access (role_id, menu_id, can_view, can_create, can_edit, can_delete)
      select 1, menu_id, true, true, true, false from menus where key = 'wallet'`.execute(db)

    const result = await migrator.migrateTo(LEDGER)
    if (result.error) throw result.error

    const rows = await db
      .selectFrom('member_ledger')
      .select(['entry_id', 'member_id', 'kind', 'amount_paise', 'balance_after_paise', 'reverses_entry_id', 'created_at', 'description'])
      .orderBy('entry_id')
      .execute()
    expect(
      rows.map(({ member_id, kind, amount_paise, balance_after_paise }) => [member_id, kind, amount_paise, balance_after_paise]),
    ).toEqual([
      ['M1001', 'event_booking', -300_000, -300_000],
      ['M1001', 'sports_booking', -50_000, -350_000],
      ['M1001', 'event_booking_refund', 300_000, -50_000],
      ['M1002', 'event_booking', -180_000, -180_000],
      ['M1002', 'event_booking_refund', 180_000, 0],
    ])
    expect(rows[2]!.reverses_entry_id).toBe(rows[0]!.entry_id)
    expect(rows[4]).toMatchObject({ reverses_entry_id: rows[3]!.entry_id, description: 'Refund: Winter Social Evening: 2 ticket(s)' })
    expect(rows[4]!.created_at).toEqual(at('2026-11-05T10:00:00Z'))
    const accounts = await db
      .selectFrom('member_accounts')
      .select(['member_id', 'balance_paise', 'pending_paise'])
      .orderBy('member_id')
      .execute()
    expect(accounts).toEqual([
      { member_id: 'M1001', balance_paise: -50_000, pending_paise: 0 },
      { member_id: 'M1002', balance_paise: 0, pending_paise: 0 },
      { member_id: 'M1003', balance_paise: 0, pending_paise: 0 },
    ])
    expect(await sql`select to_regclass('member_charges') as t`.execute(db)).toMatchObject({ rows: [{ t: null }] })

    const area = await db
      .selectFrom('menus')
      .innerJoin('role_access', 'role_access.menu_id', 'menus.menu_id')
      .select(['key', 'title', 'path', 'can_view', 'can_create', 'can_edit'])
      .where('key', 'in', ['wallet', 'accounts'])
      .execute()
    expect(area).toEqual([
      { key: 'accounts', title: 'Accounts', path: '/dashboard/accounts', can_view: true, can_create: true, can_edit: true },
    ])
  })

  test('down brings member_charges back with what bookings charged and refunded, and the wallet area', async () => {
    const result = await migrator.migrateTo(BEFORE)
    if (result.error) throw result.error
    const charges = await db.selectFrom('member_charges').select(['member_id', 'source', 'amount_paise']).orderBy('charge_id').execute()
    expect(charges).toEqual([
      { member_id: 'M1001', source: 'event_booking', amount_paise: 300_000 },
      { member_id: 'M1001', source: 'sports_booking', amount_paise: 50_000 },
      { member_id: 'M1001', source: 'event_booking_refund', amount_paise: -300_000 },
      { member_id: 'M1002', source: 'event_booking', amount_paise: 180_000 },
      { member_id: 'M1002', source: 'event_booking_refund', amount_paise: -180_000 },
    ])
    expect(await db.selectFrom('menus').select('key').where('key', '=', 'wallet').execute()).toEqual([{ key: 'wallet' }])
    const again = await migrator.migrateToLatest()
    if (again.error) throw again.error
  })
})
