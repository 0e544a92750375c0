import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { staffWithRole } from '../helpers/kitchen-fixtures.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let admin: string
let secretary: string
let accounts: string
let storeKeeper: string
let kitchen: string
let member: string
let permanent: number

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  admin = await t.tokens.staff()
  secretary = await staffWithRole(t, 2, 'secretary2@club.test') // members and member-categories: view, create, edit
  accounts = await staffWithRole(t, 3, 'accounts2@club.test') // members: view only
  storeKeeper = await staffWithRole(t, 6, 'stores2@club.test') // no members grant
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member()
  permanent = (
    await t.db.selectFrom('member_categories').select('category_id').where('name', '=', 'Permanent Member').executeTakeFirstOrThrow()
  ).category_id
})
afterAll(async () => {
  await t.close()
})

const newMember = (overrides: Record<string, unknown> = {}) => ({
  memberId: 'M5001',
  title: 'Mrs.',
  name: 'Kavya Raghavan',
  mobileNumber: '9871234567',
  email: 'kavya.raghavan@example.in',
  dateOfBirth: '1979-03-14',
  spouseName: 'Raghav Raghavan',
  dateOfAnniversary: '2004-12-02',
  category_id: permanent,
  address: 'C-12, Anand Lok, New Delhi 110049',
  joinedOn: '2011-04-01',
  ...overrides,
})

const snapshot = async () =>
  JSON.stringify([
    await t.db.selectFrom('members').selectAll().orderBy('member_id').execute(),
    await t.db.selectFrom('member_categories').selectAll().orderBy('category_id').execute(),
  ])

async function enrol(overrides: Record<string, unknown> = {}) {
  const response = await t.call('POST', '/api/member', { token: admin, body: newMember(overrides) })
  if (response.status !== 201) throw new Error(`member not enrolled: ${response.text}`)
  return response.body.result
}

/** Each call is refused with its status, and nothing in the register changes. */
async function expectRefused(method: string, path: string, callers: [string, string | undefined, number][], body?: unknown) {
  const before = await snapshot()
  for (const [who, token, status] of callers) {
    const response = await t.call(method, path, { ...(token ? { token } : {}), ...(body !== undefined ? { body } : {}) })
    expect({ who, status: response.status }).toEqual({ who, status })
  }
  expect(await snapshot()).toBe(before)
}

describe('enrolling a member', () => {
  test('the office enrols a member and reads them back with their category, credit limit and no dependents', async () => {
    const response = await t.call('POST', '/api/member', {
      token: secretary,
      body: newMember({ title: 'mrs', mobileNumber: '+91 98712 34567' }),
    })
    expect(response.status).toBe(201)
    expect(response.body.message).toBe('Member created successfully')
    expect(response.body.result).toMatchObject({
      memberId: 'M5001',
      title: 'Mrs.',
      name: 'Kavya Raghavan',
      mobileNumber: '9871234567',
      email: 'kavya.raghavan@example.in',
      dateOfBirth: '1979-03-14',
      dateOfAnniversary: '2004-12-02',
      spouseName: 'Raghav Raghavan',
      category_id: permanent,
      categoryName: 'Permanent Member',
      joinedOn: '2011-04-01',
      status: 'active',
      creditLimitPaise: null,
      effectiveCreditLimitPaise: 5_000_000, // the category's default (Permanent Member)
      hasPassword: false,
      dependents: [],
      openBookings: { events: [], sports: [] },
    })
    const stored = await t.db.selectFrom('members').selectAll().where('member_id', '=', 'M5001').executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ title: 'Mrs.', mobile: '9871234567', anniversary: '2004-12-02', status: 'active', password_hash: null })
  })

  test('the member id is kept as typed and is unique whatever its case: the second is a 409 naming memberId', async () => {
    const first = await enrol({ memberId: 'Lm-23', name: 'Cyrus Mistry', mobileNumber: '9811111111' })
    expect(first.memberId).toBe('Lm-23')
    const before = await snapshot()
    const again = await t.call('POST', '/api/member', { token: admin, body: newMember({ memberId: 'LM-23' }) })
    expect(again.status).toBe(409)
    expect(again.body.errors).toEqual([{ path: 'memberId', msg: expect.stringMatching(/Member ID Lm-23 is already Cyrus Mistry's/) }])
    expect(await snapshot()).toBe(before)
    expect((await t.call('GET', '/api/member/lm-23', { token: admin })).body.result.name).toBe('Cyrus Mistry')
  })

  test.each([
    [{ memberId: '' }, 'memberId', "* Member ID can't be empty"],
    [{ memberId: undefined }, 'memberId', "* Member ID can't be empty"],
    [{ memberId: 'M 5' }, 'memberId', '* Member ID must be 2 to 20 letters, digits or -, such as M1001'],
    [{ title: ' ' }, 'title', "* Title can't be empty"],
    [{ title: 'Sir' }, 'title', expect.stringMatching(/^\* Title must be one of Mr\., Mrs\., Ms\., Dr\./)],
    [{ name: '   ' }, 'name', "* Name can't be empty"],
    [{ mobileNumber: '' }, 'mobileNumber', "* Mobile number can't be empty"],
    [{ mobileNumber: '98123' }, 'mobileNumber', '* Phone number must be exactly 10 digits'],
    [{ mobileNumber: '98123456789' }, 'mobileNumber', '* Phone number must be exactly 10 digits'],
    [{ email: 'kavya@' }, 'email', '* Invalid email format'],
    [{ category_id: undefined }, 'category_id', "* Category can't be empty"],
    [{ dateOfBirth: '1979-02-30' }, 'dateOfBirth', 'is not a real date'],
    [{ status: 'lapsed' }, 'status', 'must be one of active, suspended, resigned, deceased'],
    [{ creditLimitPaise: -1 }, 'creditLimitPaise', 'must be 0 or more'],
    [{ creditLimitPaise: 12.5 }, 'creditLimitPaise', 'must be a whole number'],
  ])('%j is refused with 400 naming %s, and nothing is stored', async (change, path, message) => {
    const before = await snapshot()
    const response = await t.call('POST', '/api/member', { token: admin, body: newMember({ memberId: 'M5100', ...change }) })
    expect(response.status).toBe(400)
    expect(response.body.errors).toContainEqual({ path, msg: expect.anything() })
    const error = response.body.errors.find((entry: { path: string }) => entry.path === path)
    expect(error.msg.slice(path.length + 2)).toEqual(message)
    expect(await snapshot()).toBe(before)
  })

  test('a category that does not exist, or is switched off, or a birthday in the future is refused on its field', async () => {
    const closed = await t.call('POST', '/api/membercategory', { token: admin, body: { name: 'Honorary Member', is_active: false } })
    const before = await snapshot()
    for (const [change, path, message] of [
      [{ category_id: 99_999 }, 'category_id', 'no member category has the id 99999'],
      [{ category_id: closed.body.result.category_id }, 'category_id', 'Honorary Member is switched off: choose another category'],
      [{ dateOfBirth: '2026-11-23' }, 'dateOfBirth', '* Date of birth cannot be in the future'],
    ] as const) {
      const response = await t.call('POST', '/api/member', { token: admin, body: newMember({ memberId: 'M5101', ...change }) })
      expect(response.status).toBe(400)
      expect(response.body.errors).toEqual([{ path, msg: `${path}: ${message}` }])
    }
    expect(await snapshot()).toBe(before)
  })
})

describe('finding members', () => {
  beforeAll(async () => {
    await enrol({ memberId: 'M5002', name: 'Harpreet Sandhu', mobileNumber: '9999012345', email: 'h_sandhu@example.in' })
    await enrol({ memberId: 'M5003', name: 'Zoya Rizvi', mobileNumber: '9811122233', email: 'zoya%rizvi@example.in', status: 'suspended' })
  })

  test('the list is by member id, twenty to a page unless asked, with the pager’s figures', async () => {
    const response = await t.call('GET', '/api/members?limit=2&page=2', { token: accounts })
    expect(response.status).toBe(200)
    const total = (
      await t.db
        .selectFrom('members')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n
    expect(response.body.pagination).toEqual({
      page: 2,
      limit: 2,
      total: Number(total),
      pages: Math.ceil(Number(total) / 2),
      totalIsLowerBound: false,
    })
    const everyone = await t.call('GET', '/api/members?limit=100', { token: accounts })
    const ids = everyone.body.result.map((row: { memberId: string }) => row.memberId)
    expect(ids).toEqual([...ids].sort((a: string, b: string) => a.toUpperCase().localeCompare(b.toUpperCase())))
    expect(response.body.result.map((row: { memberId: string }) => row.memberId)).toEqual(ids.slice(2, 4))
    expect((await t.call('GET', '/api/members', { token: accounts })).body.pagination.limit).toBe(20)
  })

  test.each([
    ['any part of the name, in any case', 'PREET sa', ['M5002']],
    ['a part of the mobile', '90123', ['M5002']],
    ['the mobile typed with spaces and +91', '+91 99990 12345', ['M5002']],
    ['a part of the e-mail', 'h_sandhu@', ['M5002']],
    ['a part of the member id', 'm500', ['M5001', 'M5002', 'M5003']],
    ['a % typed is a %, not "anything"', 'a%r', ['M5003']],
    ['an _ typed is an _, not "any letter"', 'h_s', ['M5002']],
    ['an _ typed is an _: "l_k" is not Rahul Khurana’s "l k"', 'l_k', []],
  ])('a search finds %s', async (_, search, memberIds) => {
    const response = await t.call('GET', `/api/members?search=${encodeURIComponent(search)}`, { token: accounts })
    expect(response.status).toBe(200)
    expect(response.body.result.map((row: { memberId: string }) => row.memberId)).toEqual(memberIds)
    expect(response.body.pagination).toMatchObject({ total: memberIds.length, totalIsLowerBound: false })
  })

  test('a whole member id typed finds that member first', async () => {
    await enrol({ memberId: 'M50', name: 'Short Number', mobileNumber: '9811100000' })
    const response = await t.call('GET', '/api/members?search=m50', { token: accounts })
    expect(response.body.result[0].memberId).toBe('M50')
  })

  test('a search that finds more than 1,000 members counts to 1,000 and says the total is "at least"', async () => {
    await sql`
      insert into members (member_id, title, name, mobile, category_id)
      select 'Q' || n, 'Mr.', 'Quentin Quereshi ' || n, '97' || lpad(n::text, 8, '0'), ${permanent} from generate_series(1, 1001) n
    `.execute(t.db)
    const many = await t.call('GET', '/api/members?search=quereshi&limit=50', { token: accounts })
    expect(many.body.pagination).toEqual({ page: 1, limit: 50, total: 1000, pages: 20, totalIsLowerBound: true })
    expect(many.body.result).toHaveLength(50)
    const exact = await t.call('GET', '/api/members?search=quentin quereshi 10', { token: accounts })
    expect(exact.body.pagination).toMatchObject({ total: 13, totalIsLowerBound: false }) // 10, 100-109, 1000 and 1001
    const all = await t.call('GET', '/api/members?limit=1', { token: accounts })
    expect(all.body.pagination.total).toBeGreaterThan(1001)
    expect(all.body.pagination.totalIsLowerBound).toBe(false)
    await t.db.deleteFrom('members').where('member_id', 'like', 'Q%').execute()
  })

  test('category and status filters narrow the list; an empty filter is none', async () => {
    const suspended = await t.call('GET', '/api/members?status=suspended&category_id=', { token: accounts })
    expect(suspended.body.result.map((row: { memberId: string }) => row.memberId)).toEqual(['M5003'])
    const life = await t.db
      .selectFrom('member_categories')
      .select('category_id')
      .where('name', '=', 'Life Member')
      .executeTakeFirstOrThrow()
    const inLife = await t.call('GET', `/api/members?category_id=${life.category_id}&search=`, { token: accounts })
    expect(inLife.body.result.map((row: { categoryName: string }) => row.categoryName)).toEqual(inLife.body.result.map(() => 'Life Member'))
    expect(inLife.body.pagination.total).toBeGreaterThan(0)
  })

  test.each([
    ['status=lapsed', 'status'],
    ['limit=500', 'limit'],
    ['page=0', 'page'],
    ['category_id=abc', 'category_id'],
    [`search=${'x'.repeat(101)}`, 'search'],
  ])('?%s is a 400 naming %s', async (query, path) => {
    const response = await t.call('GET', `/api/members?${query}`, { token: admin })
    expect(response.status).toBe(400)
    expect(response.body.errors[0].path).toBe(path)
  })

  test('one member is read by id in any case; an unknown id is 404 "Member not found"', async () => {
    const response = await t.call('GET', '/api/member/m1001', { token: accounts })
    expect(response.body.result).toMatchObject({ memberId: 'M1001', name: 'Vikram Malhotra', hasPassword: true, dependentCount: 1 })
    expect(response.body.result.dependents).toMatchObject([{ dependent_code: 'M1001-1', relation: 'spouse' }])
    const missing = await t.call('GET', '/api/member/M9999', { token: accounts })
    expect(missing.status).toBe(404)
    expect(missing.body.message).toBe('Member not found')
  })
})

describe('changing a member', () => {
  test('a change touches only the fields sent; null and blank clear an optional one', async () => {
    await enrol({ memberId: 'M5200' })
    const response = await t.call('PUT', '/api/member/m5200', {
      token: secretary,
      body: { name: 'Kavya R. Iyer', email: '', spouseName: null, creditLimitPaise: 5_000_000 },
    })
    expect(response.status).toBe(200)
    expect(response.body.result).toMatchObject({
      memberId: 'M5200',
      name: 'Kavya R. Iyer',
      email: null,
      spouseName: null,
      mobileNumber: '9871234567',
      creditLimitPaise: 5_000_000,
      effectiveCreditLimitPaise: 5_000_000,
    })
  })

  test('a category’s default credit limit holds for its members without a limit of their own', async () => {
    await enrol({ memberId: 'M5201' })
    await t.call('PUT', `/api/membercategory/${permanent}`, { token: admin, body: { default_credit_limit_paise: 2_500_000 } })
    const response = await t.call('GET', '/api/member/M5201', { token: admin })
    expect(response.body.result).toMatchObject({ creditLimitPaise: null, effectiveCreditLimitPaise: 2_500_000 })
  })

  test('nothing to change, a bad field or an unknown member changes nothing', async () => {
    await enrol({ memberId: 'M5202' })
    const before = await snapshot()
    const empty = await t.call('PUT', '/api/member/M5202', { token: admin, body: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toMatch(/^Nothing to update/)
    const phone = await t.call('PUT', '/api/member/M5202', { token: admin, body: { mobileNumber: '12345' } })
    expect(phone.body.errors).toEqual([{ path: 'mobileNumber', msg: 'mobileNumber: * Phone number must be exactly 10 digits' }])
    const missing = await t.call('PUT', '/api/member/M9999', { token: admin, body: { name: 'Nobody' } })
    expect(missing.status).toBe(404)
    expect(await snapshot()).toBe(before)
  })
})

describe('who may use the register', () => {
  const body = () => newMember({ memberId: 'M5300' })
  test('reading takes the members view grant; a member, a kitchen account and nobody are refused', async () => {
    for (const path of ['/api/members', '/api/member/M1001']) {
      await expectRefused('GET', path, [
        ['store keeper (no members grant)', storeKeeper, 403],
        ['kitchen account', kitchen, 403],
        ['member', member, 403],
        ['no token', undefined, 401],
      ])
    }
  })

  test('enrolling takes the create grant and changing the edit grant: view alone is refused', async () => {
    const callers = (): [string, string | undefined, number][] => [
      ['accounts (members view only)', accounts, 403],
      ['store keeper', storeKeeper, 403],
      ['member', member, 403],
      ['no token', undefined, 401],
    ]
    await expectRefused('POST', '/api/member', callers(), body())
    await expectRefused('PUT', '/api/member/M1002', callers(), { name: 'Changed' })
  })
})

describe('member categories', () => {
  test('the list carries every category with its fee, default credit limit, state and member count', async () => {
    const response = await t.call('GET', '/api/membercategory', { token: admin })
    expect(response.status).toBe(200)
    expect(response.body.result.find((row: { name: string }) => row.name === 'Life Member')).toEqual({
      category_id: expect.any(Number),
      name: 'Life Member',
      description: 'One-time life membership',
      annual_fee_paise: 0,
      default_credit_limit_paise: 10_000_000,
      is_active: true,
      member_count: expect.any(Number),
      created_at: expect.any(String),
      updated_at: expect.any(String),
    })
  })

  test('a category is added, renamed and switched off; its members keep it', async () => {
    const created = await t.call('POST', '/api/membercategory', {
      token: secretary,
      body: { name: 'Service Member', description: 'Serving officers', annual_fee_paise: 1_000_000, default_credit_limit_paise: 1_500_000 },
    })
    expect(created.status).toBe(201)
    expect(created.body.result).toMatchObject({ name: 'Service Member', is_active: true, member_count: 0 })
    const categoryId = created.body.result.category_id
    await enrol({ memberId: 'M5400', category_id: categoryId })
    const off = await t.call('PUT', `/api/membercategory/${categoryId}`, {
      token: secretary,
      body: { is_active: false, name: 'Service Members' },
    })
    expect(off.body.result).toMatchObject({ name: 'Service Members', is_active: false, member_count: 1 })
    const kept = await t.call('PUT', '/api/member/M5400', { token: admin, body: { category_id: categoryId, name: 'Still here' } })
    expect(kept.status).toBe(200)
    expect(kept.body.result.categoryName).toBe('Service Members')
  })

  test('a name already taken in any case is a 409 naming name; bad input is a 400; nothing changes', async () => {
    const before = await snapshot()
    const taken = await t.call('POST', '/api/membercategory', { token: admin, body: { name: 'life member' } })
    expect(taken.status).toBe(409)
    expect(taken.body.errors[0].path).toBe('name')
    for (const [change, path] of [
      [{ name: '' }, 'name'],
      [{ name: 'Fee', annual_fee_paise: -5 }, 'annual_fee_paise'],
      [{ name: 'Fee', default_credit_limit_paise: 'lots' }, 'default_credit_limit_paise'],
      [{ name: 'Fee', is_active: 'yes' }, 'is_active'],
    ] as const) {
      const response = await t.call('POST', '/api/membercategory', { token: admin, body: change })
      expect(response.status).toBe(400)
      expect(response.body.errors[0].path).toBe(path)
    }
    expect((await t.call('PUT', '/api/membercategory/99999', { token: admin, body: { name: 'X' } })).status).toBe(404)
    expect((await t.call('PUT', `/api/membercategory/${permanent}`, { token: admin, body: {} })).status).toBe(400)
    expect(await snapshot()).toBe(before)
  })

  test('the list is read by whoever may view members (the member form picks from it); changes take the categories grants', async () => {
    expect((await t.call('GET', '/api/membercategory', { token: accounts })).status).toBe(200)
    await expectRefused('GET', '/api/membercategory', [
      ['store keeper', storeKeeper, 403],
      ['member', member, 403],
      ['kitchen account', kitchen, 403],
      ['no token', undefined, 401],
    ])
    const callers = (): [string, string | undefined, number][] => [
      ['accounts (no categories grant)', accounts, 403],
      ['member', member, 403],
      ['no token', undefined, 401],
    ]
    await expectRefused('POST', '/api/membercategory', callers(), { name: 'Junior Member' })
    await expectRefused('PUT', `/api/membercategory/${permanent}`, callers(), { is_active: false })
  })
})
