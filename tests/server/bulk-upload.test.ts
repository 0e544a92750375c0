import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staffWithRole } from '../helpers/kitchen-fixtures.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { accountSnapshot, accountState } from './member-account-fixtures.js'

/** Bulk uploads (issue 18; ADR 030): the four kinds, their row reports, re-uploads, refusals and access. */

let t: TestApp
let admin: string
/** Club Secretary (role 2): members view, create, edit; accounts view only. */
let secretary: string
/** Accounts (role 3): accounts view, create, edit; members view only. */
let accounts: string
let steward: string
let member: string

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  admin = await t.tokens.staff()
  secretary = await staffWithRole(t, 2, 'secretary-bulk@club.test')
  accounts = await staffWithRole(t, 3, 'accounts-bulk@club.test')
  steward = await t.tokens.staff('steward@club.test')
  member = await t.tokens.member('M1001')
})
afterAll(async () => {
  await t.close()
})

const upload = (path: string, token: string | undefined, body: unknown) =>
  t.call('POST', `/api/${path}`, { ...(token ? { token } : {}), body })

/** A fingerprint of everything an upload may write: equal before and after, nothing changed. */
const everything = async () => {
  const { rows } = await sql<{ members: string; dependents: string; uploads: string }>`
    select (select md5(coalesce(string_agg(m::text, ',' order by m.member_id), '')) from members m) as members,
           (select md5(coalesce(string_agg(d::text, ',' order by d.dependent_id), '')) from dependents d) as dependents,
           (select count(*)::text from bulk_uploads) as uploads`.execute(t.db)
  return JSON.stringify([rows[0], await accountSnapshot(t)])
}

const memberRows = (prefix: string, count: number) =>
  Array.from({ length: count }, (_, index) => ({
    memberId: `${prefix}${100 + index}`,
    title: 'Mr',
    name: `Bulk Member ${prefix}${index}`,
    mobileNumber: `98${String(10_000_000 + index).padStart(8, '0')}`,
    category: 'Life Member',
    dateOfBirth: '17/05/1980',
  }))

describe('members', () => {
  test('new members are created; the same file sent again changes nothing', async () => {
    const rows = [
      ...memberRows('BA', 3),
      {
        memberId: 'BA900',
        title: 'Mrs.',
        name: 'Asha Rao',
        mobileNumber: '+91 98100 55555',
        category: 'permanent member',
        creditLimit: '25,000',
      },
    ]
    const first = await upload('bulk-uploadMember', secretary, { rows })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ rows: 4, created: 4, updated: 0, skipped: 0, errors: [] })
    const asha = await t.call('GET', '/api/member/ba900', { token: admin })
    expect(asha.body.result).toMatchObject({
      memberId: 'BA900',
      title: 'Mrs.',
      mobileNumber: '9810055555',
      categoryName: 'Permanent Member',
      creditLimitPaise: 2_500_000,
      status: 'active',
    })
    const dob = await t.call('GET', '/api/member/BA100', { token: admin })
    expect(dob.body.result.dateOfBirth).toBe('1980-05-17')
    const audit = await t.db
      .selectFrom('audit_log')
      .select(['area', 'action', 'record_id', 'summary'])
      .where('record_type', '=', 'bulk_upload')
      .where('record_id', '=', String(first.body.uploadId))
      .execute()
    expect(audit).toEqual([
      { area: 'members', action: 'create', record_id: String(first.body.uploadId), summary: 'Members: 4 created, 0 updated, 0 unchanged.' },
    ])

    const before = await t.db.selectFrom('members').selectAll().orderBy('member_id').execute()
    const again = await upload('bulk-uploadMember', secretary, { rows })
    expect(again.body).toMatchObject({ created: 0, updated: 0, skipped: 4, errors: [] })
    expect(await t.db.selectFrom('members').selectAll().orderBy('member_id').execute()).toEqual(before)
  })

  test('a known member id is updated with the fields the row gives; a blank field is left as it is', async () => {
    await upload('bulk-uploadMember', secretary, { rows: memberRows('BB', 1) })
    const response = await upload('bulk-uploadMember', secretary, [
      { memberId: 'bb100', title: 'Dr', name: 'Bulk Member Renamed', mobileNumber: '9810010000', category: 'Life Member', dateOfBirth: '' },
    ])
    expect(response.body).toMatchObject({ created: 0, updated: 1, skipped: 0, errors: [] })
    const stored = await t.db.selectFrom('members').selectAll().where('member_id', '=', 'BB100').executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ title: 'Dr.', name: 'Bulk Member Renamed', date_of_birth: '1980-05-17' })
  })

  test('each row’s problems are named by row and field, and a row with a problem stores nothing', async () => {
    const rows = [
      memberRows('BC', 1)[0],
      { memberId: 'BC200', title: 'Sir', name: '', mobileNumber: '12345', category: 'Life Member', email: 'not-an-email' },
      { memberId: 'BC201', title: 'Mr', name: 'No Category', mobileNumber: '9810012345', category: 'Gold Member' },
      {
        memberId: 'BC202',
        title: 'Mr',
        name: 'Born Tomorrow',
        mobileNumber: '9810012345',
        category: 'Life Member',
        dateOfBirth: '2027-01-01',
      },
      { ...memberRows('BC', 1)[0], name: 'The same id again' },
    ]
    const response = await upload('bulk-uploadMember', secretary, { rows })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ rows: 5, created: 1, updated: 0, skipped: 0 })
    expect(response.body.errors).toEqual([
      { row: 2, field: 'title', msg: expect.stringContaining('* Title must be one of') },
      { row: 2, field: 'name', msg: "* Name can't be empty" },
      { row: 2, field: 'mobileNumber', msg: '* Phone number must be exactly 10 digits' },
      { row: 2, field: 'email', msg: '* Invalid email format' },
      { row: 3, field: 'category', msg: expect.stringContaining('No member category is called Gold Member') },
      { row: 4, field: 'dateOfBirth', msg: '* Date of birth cannot be in the future' },
      { row: 5, field: 'memberId', msg: 'Member ID BC100 is already on row 1 of this file' },
    ])
    expect(response.body.message).toBe('Members: 1 created, 0 updated, 0 unchanged; 4 rows have problems and changed nothing.')
    const stored = await t.db.selectFrom('members').select(['member_id', 'name']).where('member_id', 'like', 'BC%').execute()
    expect(stored).toEqual([{ member_id: 'BC100', name: 'Bulk Member BC0' }])
  })
})

describe('dependents', () => {
  test('new dependents get the next ids under their member’s; the same file again changes nothing', async () => {
    const rows = [
      { memberId: 'm1002', name: 'Tara Kapoor', relation: 'Daughter', date_of_birth: '2010-03-04' },
      { memberId: 'M1002', name: 'Vir Kapoor', relation: 'son', mobile: '9810011111' },
    ]
    const first = await upload('bulk-upload-dependents', secretary, { rows })
    expect(first.body).toMatchObject({ created: 2, updated: 0, skipped: 0, errors: [] })
    const stored = await t.db
      .selectFrom('dependents')
      .select(['dependent_code', 'name', 'relation', 'date_of_birth', 'mobile'])
      .where('member_id', '=', 'M1002')
      .where('name', 'in', ['Tara Kapoor', 'Vir Kapoor'])
      .orderBy('dependent_id')
      .execute()
    expect(stored.map((dependent) => dependent.relation)).toEqual(['daughter', 'son'])
    const codes = stored.map((dependent) => Number(dependent.dependent_code.split('-')[1]))
    expect(codes[1]).toBe(codes[0]! + 1)

    const snapshot = await t.db.selectFrom('dependents').selectAll().orderBy('dependent_id').execute()
    const again = await upload('bulk-upload-dependents', secretary, rows)
    expect(again.body).toMatchObject({ created: 0, updated: 0, skipped: 2, errors: [] })
    expect(await t.db.selectFrom('dependents').selectAll().orderBy('dependent_id').execute()).toEqual(snapshot)

    const changed = await upload('bulk-upload-dependents', secretary, [
      { memberId: 'M1002', name: 'tara kapoor', relation: 'daughter', mobile: '9810022222' },
    ])
    expect(changed.body).toMatchObject({ created: 0, updated: 1, skipped: 0 })
  })

  test('row problems are named by row and field and store nothing', async () => {
    const before = await everything()
    const response = await upload('bulk-upload-dependents', secretary, {
      rows: [
        { memberId: 'M9999', name: 'Nobody', relation: 'son' },
        { memberId: 'M1003', name: 'Kid', relation: 'cousin' },
        { memberId: 'M1003', name: '', relation: 'son', date_of_birth: '2030-01-01' },
      ],
    })
    expect(response.body).toMatchObject({ created: 0, updated: 0, skipped: 0 })
    expect(response.body.errors).toEqual([
      { row: 1, field: 'memberId', msg: 'Member not found: no member has the number M9999' },
      { row: 2, field: 'relation', msg: expect.stringContaining('* Relation must be one of spouse, son') },
      { row: 3, field: 'name', msg: "* Name can't be empty" },
    ])
    const [after] = JSON.parse(await everything())
    expect({ ...after, uploads: '' }).toEqual({ ...JSON.parse(before)[0], uploads: '' })
  })
})

describe('deposits (wallet)', () => {
  test('deposits go through the ledger; a cheque waits as pending; the same file again changes nothing', async () => {
    const start = await accountState(t, 'M1003')
    const rows = [
      { memberId: 'm1003', amount: '5,000', method: 'Cash', reference: 'RCPT-B1' },
      { memberId: 'M1003', amount_paise: 250_050, method: 'bank transfer', reference: 'NEFT-B2' },
      {
        memberId: 'M1003',
        amount: 10_000,
        method: 'cheque',
        reference: 'CHQ-B3',
        cheque_number: '004512',
        cheque_bank: 'HDFC Bank',
        cheque_date: '20/11/2026',
      },
    ]
    const first = await upload('bulk-upload-wallet', accounts, { rows })
    expect(first.body).toMatchObject({ created: 3, updated: 0, skipped: 0, errors: [] })
    const state = await accountState(t, 'M1003')
    expect(state.balance - start.balance).toBe(500_000 + 250_050 + 1_000_000)
    expect(state.pending - start.pending).toBe(1_000_000)
    expect(state.sum).toBe(state.balance)
    expect(state.lastBalanceAfter).toBe(state.balance)
    const cheque = await t.db.selectFrom('member_cheques').selectAll().where('cheque_number', '=', '004512').executeTakeFirstOrThrow()
    expect(cheque).toMatchObject({ status: 'received', amount_paise: 1_000_000, cheque_date: '2026-11-20' })

    const before = await accountSnapshot(t)
    const again = await upload('bulk-upload-wallet', accounts, rows)
    expect(again.body).toMatchObject({ created: 0, updated: 0, skipped: 3, errors: [] })
    expect(await accountSnapshot(t)).toBe(before)
  })

  test('a row refused by the ledger is rolled back whole; other rows are named by row and field', async () => {
    const before = await accountSnapshot(t)
    const response = await upload('bulk-upload-wallet', accounts, {
      rows: [
        {
          memberId: 'M1003',
          amount: 100,
          method: 'cheque',
          reference: 'CHQ-OLD',
          cheque_number: '004513',
          cheque_bank: 'SBI',
          cheque_date: '2026-01-02',
        },
        { memberId: 'M1003', amount: 100, method: 'cheque', reference: 'CHQ-X' },
        { memberId: 'M1003', amount: 999, method: 'cash', reference: 'rcpt-b1' },
        { memberId: 'M7777', amount: 1, method: 'upi', reference: 'UPI-X' },
        { memberId: 'M1003', amount: '12.345', method: 'cash', reference: 'R-4' },
      ],
    })
    expect(response.body).toMatchObject({ created: 0, skipped: 0 })
    expect(response.body.errors).toEqual([
      { row: 1, field: 'cheque_date', msg: 'is more than 3 months ago: the bank will not accept the cheque' },
      { row: 2, field: 'cheque_number', msg: '* is required for a cheque' },
      { row: 2, field: 'cheque_bank', msg: '* is required for a cheque' },
      { row: 2, field: 'cheque_date', msg: '* is required for a cheque' },
      { row: 3, field: 'reference', msg: expect.stringContaining('Reference rcpt-b1 is already transaction') },
      { row: 4, field: 'memberId', msg: 'Member not found: no member has the number M7777' },
      { row: 5, field: 'amount', msg: 'must be an amount in rupees such as 5000 or 5,000.50' },
    ])
    expect(await accountSnapshot(t)).toBe(before)
  })
})

describe('deposits refused by the account’s rules', () => {
  test('an account that takes no more cheques refuses the cheque row alone; the other rows are posted in order', async () => {
    const refused = { cheques_refused_at: new Date('2026-11-01T05:00:00Z'), cheques_refused_reason: '2 cheques bounced within 12 months.' }
    await t.db
      .insertInto('member_accounts')
      .values({ member_id: 'M1001', ...refused })
      .onConflict((conflict) => conflict.column('member_id').doUpdateSet(refused))
      .execute()
    const start = await accountState(t, 'M1001')
    const response = await upload('bulk-upload-wallet', accounts, [
      { memberId: 'M1001', amount: 1_000, method: 'upi', reference: 'UPI-R1' },
      {
        memberId: 'M1001',
        amount: 500,
        method: 'cheque',
        reference: 'CHQ-R2',
        cheque_number: '100200',
        cheque_bank: 'SBI',
        cheque_date: '2026-11-21',
      },
      { memberId: 'M1001', amount: 250, method: 'card', reference: 'POS-R3' },
    ])
    expect(response.body).toMatchObject({ created: 2, skipped: 0 })
    expect(response.body.errors).toEqual([{ row: 2, field: '', msg: expect.stringContaining('account takes no more cheques') }])
    const state = await accountState(t, 'M1001')
    expect(state.balance - start.balance).toBe(125_000)
    expect(state.rows - start.rows).toBe(2)
    expect(state.lastBalanceAfter).toBe(state.balance)
    expect(await t.db.selectFrom('member_cheques').select('entry_id').where('cheque_number', '=', '100200').execute()).toEqual([])
  })
})

describe('charges and credits (transactions)', () => {
  test('annual fees and adjustments are posted; the same file again changes nothing', async () => {
    const start = await accountState(t, 'M1002')
    const rows = [
      {
        memberId: 'M1002',
        kind: 'annual fee',
        direction: 'debit',
        amount: '24,000',
        description: 'Annual subscription 2026-27',
        reference: 'FEE-2026-M1002',
      },
      { memberId: 'M1002', direction: 'Credit', amount_paise: 50_000, description: 'Banquet deposit carried over', reference: 'ADJ-B1' },
    ]
    const first = await upload('bulk-upload-transactions', accounts, rows)
    expect(first.body).toMatchObject({ created: 2, updated: 0, skipped: 0, errors: [] })
    const state = await accountState(t, 'M1002')
    expect(state.balance - start.balance).toBe(-2_400_000 + 50_000)
    expect(state.sum).toBe(state.balance)
    const kinds = await t.db
      .selectFrom('member_ledger')
      .select(['kind', 'source_type'])
      .where('reference', 'in', ['FEE-2026-M1002', 'ADJ-B1'])
      .orderBy('entry_id')
      .execute()
    expect(kinds).toEqual([
      { kind: 'annual_fee', source_type: 'bulk_upload' },
      { kind: 'adjustment', source_type: 'bulk_upload' },
    ])

    const before = await accountSnapshot(t)
    const again = await upload('bulk-upload-transactions', accounts, { rows })
    expect(again.body).toMatchObject({ created: 0, skipped: 2, errors: [] })
    expect(await accountSnapshot(t)).toBe(before)
  })

  test('row problems are named by row and field and post nothing', async () => {
    const before = await accountSnapshot(t)
    const response = await upload('bulk-upload-transactions', accounts, {
      rows: [
        { memberId: 'M1002', kind: 'annual_fee', direction: 'credit', amount: 100, description: 'Fee', reference: 'T-1' },
        { memberId: 'M1002', direction: 'sideways', amount: 100, description: 'x', reference: 'T-2' },
        { memberId: 'M1002', direction: 'debit', description: 'No amount', reference: 'T-3' },
        { memberId: 'M1002', direction: 'debit', amount: 5, description: '', reference: '' },
      ],
    })
    expect(response.body).toMatchObject({ created: 0, skipped: 0 })
    expect(response.body.errors).toEqual([
      { row: 1, field: 'direction', msg: '* must be debit: an annual fee is a charge' },
      { row: 2, field: 'direction', msg: '* Direction must be one of debit, credit' },
      { row: 3, field: 'amount', msg: "* Amount can't be empty" },
      { row: 4, field: 'description', msg: "* Description can't be empty" },
      { row: 4, field: 'reference', msg: "* Reference can't be empty: it is how a row already recorded is known again" },
    ])
    expect(await accountSnapshot(t)).toBe(before)
  })
})

describe('who may upload, and bodies refused', () => {
  const paths = ['bulk-uploadMember', 'bulk-upload-dependents', 'bulk-upload-wallet', 'bulk-upload-transactions']
  const aRow = { memberId: 'M1001', name: 'x' }

  test.each(paths)('%s without a session is 401 and stores nothing', async (path) => {
    const before = await everything()
    const response = await upload(path, undefined, { rows: [aRow] })
    expect(response.status).toBe(401)
    expect(await everything()).toBe(before)
  })

  test.each([
    ['bulk-uploadMember', 'accounts'],
    ['bulk-upload-dependents', 'steward'],
    ['bulk-upload-wallet', 'secretary'],
    ['bulk-upload-transactions', 'secretary'],
    ['bulk-uploadMember', 'member'],
    ['bulk-upload-wallet', 'member'],
  ])('%s by %s is 403 and stores nothing', async (path, who) => {
    const token = { accounts, steward, secretary, member }[who]!
    const before = await everything()
    const response = await upload(path, token, { rows: [aRow] })
    expect(response.status).toBe(403)
    expect(await everything()).toBe(before)
  })

  test.each([
    ['not JSON', '{"rows": [', 'The request body is not valid JSON.'],
    ['no rows', {}, 'rows: must be a list of rows: {"rows": [...]} or the list itself'],
    ['an empty list', { rows: [] }, 'rows: must hold at least one row'],
    ['a row that is not an object', { rows: [{ memberId: 'M1001' }, 7] }, 'rows.1: each row must be an object of its fields'],
    ['text', '"rows"', 'must be {"rows": [...]} or a list of rows'],
  ])('a body with %s is 400 and stores nothing', async (_what, body, message) => {
    for (const path of paths) {
      const before = await everything()
      const response = await upload(path, admin, body)
      expect(response.status).toBe(400)
      expect(response.body.message).toBe(message)
      expect(await everything()).toBe(before)
    }
  })

  test('more than 20,000 rows is 400 and stores nothing', { timeout: 60_000 }, async () => {
    const before = await everything()
    const response = await upload('bulk-uploadMember', admin, { rows: memberRows('BY', 20_001) })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('rows: must hold at most 20,000 rows: split the file')
    expect(await everything()).toBe(before)
  })
})

// Last: the other tests compare every member row before and after, which 20,000 more would slow.
describe('a file as big as allowed', () => {
  test('20,000 rows in one body are accepted', { timeout: 120_000 }, async () => {
    const rows = memberRows('BZ', 20_000)
    const response = await upload('bulk-uploadMember', secretary, { rows })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ rows: 20_000, created: 20_000, errors: [] })
  })
})
