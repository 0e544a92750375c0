import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.js'
import { staffWithRole } from '../helpers/kitchen-fixtures.js'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let admin: string
let secretary: string
let accounts: string
let member: string
/** M1002, whose password nothing here changes. */
let otherMember: string

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  admin = await t.tokens.staff()
  secretary = await staffWithRole(t, 2, 'secretary2@club.test')
  accounts = await staffWithRole(t, 3, 'accounts2@club.test')
  member = await t.tokens.member()
  await t.db
    .updateTable('members')
    .set({ password_hash: await hashPassword(DEMO_PASSWORD) })
    .where('member_id', '=', 'M1002')
    .execute()
  otherMember = await t.tokens.member('M1002')
})
afterAll(async () => {
  await t.close()
})

const dependentsOf = (memberId: string) =>
  t.db.selectFrom('dependents').selectAll().where('member_id', '=', memberId).orderBy('dependent_id').execute()
const snapshot = async () =>
  JSON.stringify([
    await t.db.selectFrom('dependents').selectAll().orderBy('dependent_id').execute(),
    await t.db.selectFrom('members').select(['member_id', 'password_hash', 'updated_at']).orderBy('member_id').execute(),
    await t.db.selectFrom('auth_sessions').select(['session_id', 'ended_at']).orderBy('session_id').execute(),
    await t.db.selectFrom('messages').select('message_id').orderBy('message_id').execute(),
  ])

describe('dependents', () => {
  test('a dependent gets the next id under the member’s, and shows on the member’s page and card list', async () => {
    const response = await t.call('POST', '/api/member/m1001/dependent', {
      token: secretary,
      body: { name: 'Kabir Malhotra', relation: 'Son', date_of_birth: '2008-05-17', mobile: '98100 43212' },
    })
    expect(response.status).toBe(201)
    expect(response.body).toEqual({
      message: 'Dependent added as M1001-2',
      result: {
        dependent_id: expect.any(Number),
        dependent_code: 'M1001-2',
        member_id: 'M1001',
        name: 'Kabir Malhotra',
        relation: 'son',
        date_of_birth: '2008-05-17',
        mobile: '9810043212',
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    })
    const detail = await t.call('GET', '/api/member/M1001', { token: accounts })
    expect(detail.body.result.dependents.map((dependent: { dependent_code: string }) => dependent.dependent_code)).toEqual([
      'M1001-1',
      'M1001-2',
    ])
    const signIn = await t.call('POST', '/member/api/login', { body: { memberId: 'M1001', password: DEMO_PASSWORD } })
    expect(signIn.body.data.dependents).toContainEqual({
      dependent_id: response.body.result.dependent_id,
      dependent_code: 'M1001-2',
      name: 'Kabir Malhotra',
      relation: 'son',
      date_of_birth: '2008-05-17',
    })
  })

  test('dependents added at the same moment get consecutive, different ids', async () => {
    const added = await Promise.all(
      ['Riya', 'Aarav', 'Meher', 'Ishaan'].map((first) =>
        t.call('POST', '/api/member/M1002/dependent', { token: admin, body: { name: `${first} Kapoor`, relation: 'other' } }),
      ),
    )
    expect(added.map((response) => response.status)).toEqual([201, 201, 201, 201])
    const codes = (await dependentsOf('M1002')).map((dependent) => dependent.dependent_code).sort()
    expect(codes).toEqual(['M1002-1', 'M1002-2', 'M1002-3', 'M1002-4'])
  })

  test('a change keeps the dependent’s id; a number once given is never given again', async () => {
    const [first] = await dependentsOf('M1002')
    const response = await t.call('PUT', `/api/member/dependent/${first!.dependent_id}`, {
      token: secretary,
      body: { name: 'Riya Kapoor Sethi', relation: 'daughter', mobile: '' },
    })
    expect(response.status).toBe(200)
    expect(response.body.result).toMatchObject({
      dependent_code: first!.dependent_code,
      name: 'Riya Kapoor Sethi',
      relation: 'daughter',
      mobile: null,
    })
    // A code out of the usual run (from an import) does not stop the numbering.
    await t.db.updateTable('dependents').set({ dependent_code: 'M1002-9' }).where('dependent_id', '=', first!.dependent_id).execute()
    const next = await t.call('POST', '/api/member/M1002/dependent', { token: admin, body: { name: 'Noor Kapoor', relation: 'mother' } })
    expect(next.body.result.dependent_code).toBe('M1002-10')
  })

  test.each([
    [{ name: '', relation: 'son' }, 'name', "* Name can't be empty"],
    [{ name: 'Kabir', relation: 'cousin' }, 'relation', '* Relation must be one of spouse, son, daughter, father, mother, other'],
    [{ name: 'Kabir', relation: 'son', mobile: '98100' }, 'mobile', '* Phone number must be exactly 10 digits'],
    [{ name: 'Kabir', relation: 'son', date_of_birth: '2030-01-01' }, 'date_of_birth', '* Date of birth cannot be in the future'],
  ])('%j is a 400 naming %s, and nothing is stored', async (body, path, message) => {
    const before = await snapshot()
    const response = await t.call('POST', '/api/member/M1003/dependent', { token: admin, body })
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual([{ path, msg: `${path}: ${message}` }])
    expect(await snapshot()).toBe(before)
  })

  test('an unknown member or dependent is a 404; a change with nothing in it is a 400', async () => {
    const before = await snapshot()
    expect(
      (await t.call('POST', '/api/member/M9999/dependent', { token: admin, body: { name: 'X Y', relation: 'son' } })).body,
    ).toMatchObject({
      message: 'Member not found',
    })
    expect((await t.call('PUT', '/api/member/dependent/99999', { token: admin, body: { name: 'X Y' } })).status).toBe(404)
    const [first] = await dependentsOf('M1001')
    expect((await t.call('PUT', `/api/member/dependent/${first!.dependent_id}`, { token: admin, body: {} })).status).toBe(400)
    expect(await snapshot()).toBe(before)
  })

  test('adding takes the members create grant and changing the edit grant; members and view-only staff are refused', async () => {
    const [first] = await dependentsOf('M1001')
    const before = await snapshot()
    for (const [token, status] of [
      [accounts, 403],
      [member, 403],
      [undefined, 401],
    ] as const) {
      const add = await t.call('POST', '/api/member/M1001/dependent', {
        ...(token ? { token } : {}),
        body: { name: 'Z Z', relation: 'son' },
      })
      const change = await t.call('PUT', `/api/member/dependent/${first!.dependent_id}`, {
        ...(token ? { token } : {}),
        body: { name: 'Z Z' },
      })
      expect([add.status, change.status]).toEqual([status, status])
    }
    expect(await snapshot()).toBe(before)
  })
})

describe('the office sets a member’s password', () => {
  test('the member’s sessions end, the new password signs in, the old one does not, and WhatsApp tells them without the password', async () => {
    const onPhone = await t.tokens.member('M1001')
    const onTablet = await t.tokens.member('M1001')
    const response = await t.call('POST', '/api/createmember-password', {
      token: secretary,
      body: { memberId: 'm1001', password: 'Garden#2026' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toEqual({
      message: 'Password set for Vikram Malhotra (M1001). Vikram Malhotra has been told on WhatsApp (without the password).',
      notice: 'stored',
      sessionsEnded: expect.any(Number),
    })
    expect(response.body.sessionsEnded).toBeGreaterThanOrEqual(2)
    for (const token of [onPhone, onTablet]) {
      expect((await t.call('GET', '/api/session', { token })).status).toBe(401)
    }
    expect((await t.call('POST', '/member/api/login', { body: { memberId: 'M1001', password: DEMO_PASSWORD } })).status).toBe(401)
    expect((await t.call('POST', '/member/api/login', { body: { memberId: 'M1001', password: 'Garden#2026' } })).status).toBe(200)
    const [notice] = await t.db.selectFrom('messages').selectAll().where('purpose', '=', 'password-set').execute()
    expect(notice).toMatchObject({ recipient: '9810043210', status: 'stored' })
    expect(notice!.body).toMatch(/club office has set a new password for your membership M1001/)
    expect(notice!.body).not.toContain('Garden#2026')
  })

  test('a member without a mobile gets their password, and the office is told to pass it on itself', async () => {
    await t.db.updateTable('members').set({ mobile: null }).where('member_id', '=', 'M1003').execute()
    const response = await t.call('POST', '/api/createmember-password', {
      token: admin,
      body: { memberId: 'M1003', password: 'Lawn@2026' },
    })
    expect(response.body).toMatchObject({
      notice: 'none',
      message: expect.stringMatching(/has no mobile number on record: tell them yourself/),
    })
    expect((await t.call('POST', '/member/api/login', { body: { memberId: 'M1003', password: 'Lawn@2026' } })).status).toBe(200)
  })

  test.each([
    [{ memberId: 'M1002', password: 'short' }, 'password', '* Password must be at least 6 characters long'],
    [{ memberId: 'M1002', password: '' }, 'password', "* Password can't be empty"],
    [{ memberId: 'M1002' }, 'password', "* Password can't be empty"],
    [{ memberId: '', password: 'Secret123' }, 'memberId', 'must be a membership number such as M1001'],
  ])('%j is a 400 naming %s; no password, session or message changes', async (body, path, message) => {
    const before = await snapshot()
    const response = await t.call('POST', '/api/createmember-password', { token: admin, body })
    expect(response.status).toBe(400)
    expect(response.body.errors).toEqual([{ path, msg: `${path}: ${message}` }])
    expect(await snapshot()).toBe(before)
  })

  test('an unknown member is a 404; view-only staff, members and nobody are refused; nothing changes', async () => {
    const before = await snapshot()
    expect(
      (await t.call('POST', '/api/createmember-password', { token: admin, body: { memberId: 'M9999', password: 'Secret123' } })).status,
    ).toBe(404)
    for (const [token, status] of [
      [accounts, 403],
      [otherMember, 403],
      [undefined, 401],
    ] as const) {
      const response = await t.call('POST', '/api/createmember-password', {
        ...(token ? { token } : {}),
        body: { memberId: 'M1002', password: 'Secret123' },
      })
      expect(response.status).toBe(status)
    }
    expect(await snapshot()).toBe(before)
  })
})
