import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest'
import { createClubBody } from '../../domain/contract/affiliated-clubs.js'
import { hashPassword } from '../../server/auth/passwords.js'
import type { AffiliatedClubsTable } from '../../server/db/schema.js'
import type { Selectable } from 'kysely'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let admin: string
let reception: string
let kitchen: string
let member: string
let secretary: string
let seeded: Selectable<AffiliatedClubsTable>[]

const ADMIN = '/api/affiliated-clubs/admin'
const PUBLIC = '/api/affiliated-clubs/public'

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.tokens.staff()
  reception = await t.tokens.staff('reception@club.test')
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member()
  // The demo's Club Secretary role may view, create and edit affiliated clubs, but not delete them.
  await t.db
    .insertInto('users')
    .values({ name: 'Test Secretary', email: 'secretary2@club.test', role_id: 2, password_hash: await hashPassword(DEMO_PASSWORD) })
    .execute()
  secretary = await t.tokens.staff('secretary2@club.test')
  seeded = await t.db.selectFrom('affiliated_clubs').selectAll().orderBy('club_id').execute()
})
// Each test starts from the seeded directory.
afterEach(async () => {
  await t.db.deleteFrom('affiliated_clubs').execute()
  await t.db.insertInto('affiliated_clubs').values(seeded).execute()
})
afterAll(async () => {
  await t.close()
})

const stored = (clubId: number) => t.db.selectFrom('affiliated_clubs').selectAll().where('club_id', '=', clubId).executeTakeFirst()
const clubId = async (name: string) =>
  (await t.db.selectFrom('affiliated_clubs').select('club_id').where('name', '=', name).executeTakeFirstOrThrow()).club_id
const snapshot = async () => JSON.stringify(await t.db.selectFrom('affiliated_clubs').selectAll().orderBy('club_id').execute())
const publicNames = async () => (await t.call('GET', PUBLIC)).body.data.map((club: { name: string }) => club.name) as string[]

const newClub = {
  name: 'Rajpath Riverside Club',
  contact: 'Alok Mehra',
  contact_position: 'General Manager',
  address: 'Ring Road, Civil Lines, Delhi - 110054',
  phone: '011-23890000',
  email: 'gm@rajpathriverside.example.in',
  website: 'https://www.rajpathriverside.example.in',
  facility: 'Rooms, Dining, Bar, Swimming',
  description: 'A riverside club in north Delhi.',
}

/** Members (either header), kitchen, a receptionist (no grant on the area) → 403; no token → 401; nothing changes. */
async function expectOutsidersRefused(method: string, path: string, body?: unknown) {
  const before = await snapshot()
  const refusals: [string, { token?: string; headers?: Record<string, string> }, number][] = [
    ['member', { token: member }, 403],
    ['member via xm-auth-token', { headers: { 'xm-auth-token': member } }, 403],
    ['kitchen', { token: kitchen }, 403],
    ['receptionist', { token: reception }, 403],
    ['no token', {}, 401],
  ]
  for (const [who, auth, status] of refusals) {
    const response = await t.call(method, path, { ...auth, ...(body !== undefined ? { body } : {}) })
    expect({ who, status: response.status }).toEqual({ who, status })
    expect(response.body.message).toBeTruthy()
  }
  expect(await snapshot()).toBe(before)
}

/** 400 naming `field`, and the directory untouched. */
async function expectRefusedInput(method: string, path: string, body: unknown, field: string) {
  const before = await snapshot()
  const response = await t.call(method, path, { token: admin, body })
  expect({ body, status: response.status }).toEqual({ body, status: 400 })
  expect(response.body.message).toMatch(new RegExp(`^${field}: `))
  expect(await snapshot()).toBe(before)
}

describe('GET /api/affiliated-clubs/public', () => {
  test('lists the 102 active clubs by Sr. No with the directory fields, for anybody', async () => {
    const response = await t.call('GET', PUBLIC)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('public, no-cache')
    expect(response.body.data).toHaveLength(102)
    expect(response.body.data.map((club: { sr_no: number }) => club.sr_no)).toEqual(Array.from({ length: 102 }, (_, i) => i + 1))
    expect(response.body.data[0]).toEqual({
      _id: await clubId('Marine Lines Gymkhana'),
      sr_no: 1,
      name: 'Marine Lines Gymkhana',
      contact: 'Rakesh Malhotra',
      contact_position: 'Secretary',
      address: 'Mahatma Gandhi Road, Azad Maidan, Mumbai - 400020, Maharashtra',
      phone: expect.stringMatching(/^022-2\d{7}$/),
      email: 'secretary@marinelinesgymkhana.example.in',
      website: 'https://www.marinelinesgymkhana.example.in',
      facility: 'Rooms, Dining, Bar, Swimming, Squash, Tennis, Billiards',
      description: expect.stringContaining('Mumbai'),
    })
  })

  test('lapsed clubs are hidden, and clubs without a website say null (the page shows -)', async () => {
    const { data } = (await t.call('GET', PUBLIC)).body
    const names = data.map((club: { name: string }) => club.name)
    expect(names).not.toContain('Kolar Gold Fields Club')
    expect(names).not.toContain('Ambala Cantonment Club')
    expect(data.filter((club: { website: string | null }) => club.website === null).length).toBeGreaterThan(0)
  })

  test('every seeded club passes the rules the office form is held to', () => {
    for (const club of seeded) expect(createClubBody.safeParse(club).success, club.name).toBe(true)
  })
})

describe('GET /api/affiliated-clubs/admin', () => {
  test('an admin sees every club, lapsed ones too, with its status', async () => {
    const response = await t.call('GET', ADMIN, { token: admin })
    expect(response.status).toBe(200)
    expect(response.body.data).toHaveLength(104)
    const kolar = response.body.data.find((club: { name: string }) => club.name === 'Kolar Gold Fields Club')
    expect(kolar).toMatchObject({ sr_no: 103, is_active: false, status: 'inactive' })
    expect(response.body.data[0]).toMatchObject({ sr_no: 1, is_active: true, status: 'active' })
  })

  test('members, kitchen accounts, a receptionist and anonymous callers are refused', async () => {
    await expectOutsidersRefused('GET', ADMIN)
  })
})

describe('POST /api/affiliated-clubs/admin', () => {
  test('an admin adds a club: it takes the next Sr. No and shows on the public page', async () => {
    const response = await t.call('POST', ADMIN, { token: admin, body: newClub })
    expect(response.status).toBe(201)
    expect(response.body.message).toBe('Affiliated club created successfully')
    expect(response.body.data).toMatchObject({ ...newClub, sr_no: 105, is_active: true, status: 'active' })
    expect(await stored(response.body.data._id)).toMatchObject({ ...newClub, sr_no: 105, is_active: true, updated_at: t.clock() })
    expect(await publicNames()).toContain('Rajpath Riverside Club')
  })

  test('only the name is required; empty e-mail and website are stored as none', async () => {
    const response = await t.call('POST', ADMIN, {
      token: admin,
      body: { name: '  Seaside Club, Puri ', email: '', website: '', sr_no: 7 },
    })
    expect(response.status).toBe(201)
    expect(await stored(response.body.data._id)).toMatchObject({
      name: 'Seaside Club, Puri',
      email: null,
      website: null,
      phone: null,
      sr_no: 7,
    })
  })

  test.each(['9810012345', '011-26830000', '0172 2740000', '05942-235678', '+44 20 7930 1234', '+65 6737 4412'])(
    'the phone %s is accepted',
    async (phone) => {
      const response = await t.call('POST', ADMIN, { token: admin, body: { name: `Phone Test ${phone}`, phone } })
      expect(response.status).toBe(201)
      expect((await stored(response.body.data._id))?.phone).toBe(phone)
    },
  )

  test.each([
    [{ ...newClub, name: undefined }, 'name'],
    [{ ...newClub, name: '   ' }, 'name'],
    [{ ...newClub, email: 'secretary-at-club.in' }, 'email'],
    [{ ...newClub, phone: '12345' }, 'phone'],
    [{ ...newClub, phone: '98100123456' }, 'phone'],
    [{ ...newClub, phone: '011-2683' }, 'phone'],
    [{ ...newClub, website: 'www.rajpathriverside.in' }, 'website'],
    [{ ...newClub, website: 'ftp://rajpathriverside.in' }, 'website'],
    [{ ...newClub, sr_no: 0 }, 'sr_no'],
    [{ ...newClub, sr_no: 'one' }, 'sr_no'],
    [{ ...newClub, is_active: 'yes' }, 'is_active'],
  ])('bad input %j is refused with 400 naming %s, and nothing is stored', async (body, field) => {
    await expectRefusedInput('POST', ADMIN, body, field)
  })

  test('a body that is not JSON is refused with 400', async () => {
    const response = await t.call('POST', ADMIN, { token: admin, body: '{name:', headers: { 'Content-Type': 'application/json' } })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe('The request body is not valid JSON.')
  })

  test('a name already in the directory, in any case and even if lapsed, is refused with 409', async () => {
    const before = await snapshot()
    for (const name of ['marine lines GYMKHANA', 'Kolar Gold Fields Club']) {
      const response = await t.call('POST', ADMIN, { token: admin, body: { ...newClub, name } })
      expect(response.status).toBe(409)
      expect(response.body.message).toContain('already exists')
    }
    expect(await snapshot()).toBe(before)
  })

  test('members, kitchen accounts, a receptionist and anonymous callers are refused', async () => {
    await expectOutsidersRefused('POST', ADMIN, newClub)
  })
})

describe('PUT /api/affiliated-clubs/admin/:id', () => {
  test('an admin edits a club; fields left out stay as they were, empty ones are cleared', async () => {
    const id = await clubId('Cubbon Park Club')
    const before = await stored(id)
    t.clock.advance(60_000)
    const response = await t.call('PUT', `${ADMIN}/${id}`, {
      token: admin,
      body: { phone: '080-22869000', website: '', _id: id, status: 'active' },
    })
    expect(response.status).toBe(200)
    expect(response.body.message).toBe('Affiliated club updated successfully')
    expect(await stored(id)).toEqual({ ...before, phone: '080-22869000', website: null, updated_at: t.clock() })
    expect((await t.call('GET', PUBLIC)).body.data.find((club: { _id: number }) => club._id === id).phone).toBe('080-22869000')
  })

  test("renaming to another club's name is 409; changing the case of its own name is fine", async () => {
    const id = await clubId('Cubbon Park Club')
    expect((await t.call('PUT', `${ADMIN}/${id}`, { token: admin, body: { name: 'Malabar Hill Club' } })).status).toBe(409)
    expect((await stored(id))?.name).toBe('Cubbon Park Club')
    expect((await t.call('PUT', `${ADMIN}/${id}`, { token: admin, body: { name: 'Cubbon Park CLUB' } })).status).toBe(200)
    expect((await stored(id))?.name).toBe('Cubbon Park CLUB')
  })

  test('bad input is refused with 400 naming the field, and nothing changes', async () => {
    const id = await clubId('Cubbon Park Club')
    await expectRefusedInput('PUT', `${ADMIN}/${id}`, { email: 'not an email' }, 'email')
    await expectRefusedInput('PUT', `${ADMIN}/${id}`, { name: '' }, 'name')
    await expectRefusedInput('PUT', `${ADMIN}/abc`, { phone: '9810012345' }, 'id')
    const empty = await t.call('PUT', `${ADMIN}/${id}`, { token: admin, body: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.message).toMatch(/^Nothing to update/)
  })

  test('an unknown club is 404', async () => {
    const response = await t.call('PUT', `${ADMIN}/999999`, { token: admin, body: { phone: '9810012345' } })
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('Affiliated club not found')
  })

  test('members, kitchen accounts, a receptionist and anonymous callers are refused', async () => {
    await expectOutsidersRefused('PUT', `${ADMIN}/${await clubId('Cubbon Park Club')}`, { phone: '9810012345' })
  })
})

describe('DELETE /api/affiliated-clubs/admin/:id', () => {
  test('an admin removes a club; it leaves both lists', async () => {
    const id = await clubId('Colaba Sailing Club')
    const response = await t.call('DELETE', `${ADMIN}/${id}`, { token: admin })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ message: 'Affiliated club deleted successfully', data: { _id: id, name: 'Colaba Sailing Club' } })
    expect(await stored(id)).toBeUndefined()
    expect(await publicNames()).not.toContain('Colaba Sailing Club')
  })

  test('an unknown club is 404 and a non-numeric id is 400', async () => {
    expect((await t.call('DELETE', `${ADMIN}/999999`, { token: admin })).status).toBe(404)
    expect((await t.call('DELETE', `${ADMIN}/colaba`, { token: admin })).status).toBe(400)
  })

  test('a role that may edit but not delete (Club Secretary) is refused with 403', async () => {
    const id = await clubId('Colaba Sailing Club')
    expect((await t.call('DELETE', `${ADMIN}/${id}`, { token: secretary })).status).toBe(403)
    expect(await stored(id)).toBeDefined()
  })

  test('members, kitchen accounts, a receptionist and anonymous callers are refused', async () => {
    await expectOutsidersRefused('DELETE', `${ADMIN}/${await clubId('Colaba Sailing Club')}`)
  })
})

describe('PATCH /api/affiliated-clubs/admin/:id/toggle-status', () => {
  test('toggling hides a club from the public page and toggling again brings it back', async () => {
    const id = await clubId('Pink City Club')
    const off = await t.call('PATCH', `${ADMIN}/${id}/toggle-status`, { token: admin })
    expect(off.status).toBe(200)
    expect(off.body).toMatchObject({
      message: 'Affiliated club deactivated successfully',
      data: { _id: id, is_active: false, status: 'inactive' },
    })
    expect((await stored(id))?.is_active).toBe(false)
    expect(await publicNames()).not.toContain('Pink City Club')
    expect(await publicNames()).toHaveLength(101)

    const on = await t.call('PATCH', `${ADMIN}/${id}/toggle-status`, { token: admin })
    expect(on.body).toMatchObject({ message: 'Affiliated club activated successfully', data: { is_active: true, status: 'active' } })
    expect((await stored(id))?.is_active).toBe(true)
    expect(await publicNames()).toHaveLength(102)
  })

  test('a lapsed club can be reactivated and then shows on the public page', async () => {
    const response = await t.call('PATCH', `${ADMIN}/${await clubId('Ambala Cantonment Club')}/toggle-status`, { token: admin })
    expect(response.body.data.is_active).toBe(true)
    expect(await publicNames()).toContain('Ambala Cantonment Club')
  })

  test('a role granted edit on the area (Club Secretary) may toggle, not only admins', async () => {
    const response = await t.call('PATCH', `${ADMIN}/${await clubId('Pink City Club')}/toggle-status`, { token: secretary })
    expect(response.status).toBe(200)
  })

  test('an unknown club is 404', async () => {
    expect((await t.call('PATCH', `${ADMIN}/999999/toggle-status`, { token: admin })).status).toBe(404)
  })

  test('members, kitchen accounts, a receptionist and anonymous callers are refused', async () => {
    await expectOutsidersRefused('PATCH', `${ADMIN}/${await clubId('Pink City Club')}/toggle-status`)
  })
})

describe('values the database would refuse', () => {
  test('a NUL character in any text field is refused with 400 naming the field, on create and on edit', async () => {
    const id = await clubId('Cubbon Park Club')
    for (const field of ['name', 'contact', 'contact_position', 'address', 'facility', 'description']) {
      await expectRefusedInput('POST', ADMIN, { ...newClub, [field]: 'Club\u0000Text' }, field)
      await expectRefusedInput('PUT', `${ADMIN}/${id}`, { [field]: 'Club\u0000Text' }, field)
    }
  })

  test('an id outside the database integer range is 400 naming it, on every path that takes one', async () => {
    await expectRefusedInput('PUT', `${ADMIN}/99999999999`, { phone: '9810012345' }, 'id')
    await expectRefusedInput('DELETE', `${ADMIN}/99999999999`, undefined, 'id')
    await expectRefusedInput('PATCH', `${ADMIN}/99999999999/toggle-status`, undefined, 'id')
  })

  test('a Sr. No outside the directory range is 400 naming it', async () => {
    await expectRefusedInput('POST', ADMIN, { ...newClub, sr_no: 99999999999 }, 'sr_no')
    await expectRefusedInput('PUT', `${ADMIN}/${await clubId('Cubbon Park Club')}`, { sr_no: 99999999999 }, 'sr_no')
  })
})
