import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let admin: string
let steward: string
let kitchen: string
let member: string

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.tokens.staff()
  steward = await t.tokens.staff('steward@club.test')
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member()
})
afterAll(async () => {
  await t.close()
})

const hall = {
  name: 'Jasmine Hall',
  kind: 'banquet_hall',
  capacity: 120,
  description: 'A pillar-free hall on the first floor for receptions and conferences.',
  images: ['/uploads/facilities/abcdefghij012345-960.webp'],
}
const snapshot = async () => JSON.stringify(await t.db.selectFrom('facilities').selectAll().orderBy('facility_id').execute())

describe('facilities', () => {
  test('the list is public, answers {success, data} without a token, and holds the demo’s facilities', async () => {
    const response = await t.call('GET', '/api/getallfacility')
    expect(response.status).toBe(200)
    expect(response.body.success).toBe(true)
    expect(response.body.data.map((facility: { name: string }) => facility.name)).toContain('Six Guest Rooms')
    expect(response.headers.get('cache-control')).toContain('public')
  })

  test('an administrator adds one and changes it; a hidden one leaves the public list but not the office’s', async () => {
    const added = await t.call('POST', '/api/addfacility', { token: admin, body: hall })
    expect(added.status, added.text).toBe(201)
    expect(added.body).toMatchObject({ success: true, message: 'Facility added successfully', data: { ...hall, is_visible: true } })
    const id = added.body.data.facility_id
    expect((await t.call('GET', `/api/facility/${id}`)).body.data.name).toBe('Jasmine Hall')

    const hidden = await t.call('PUT', `/api/facility/${id}`, { token: admin, body: { is_visible: false, capacity: 150 } })
    expect(hidden.status).toBe(200)
    expect(hidden.body.data).toMatchObject({ is_visible: false, capacity: 150, name: 'Jasmine Hall' })
    const publicNames = (await t.call('GET', '/api/getallfacility')).body.data.map((facility: { name: string }) => facility.name)
    expect(publicNames).not.toContain('Jasmine Hall')
    expect((await t.call('GET', `/api/facility/${id}`)).status).toBe(404)
    const officeNames = (await t.call('GET', '/api/getallfacility', { token: admin })).body.data.map(
      (facility: { name: string }) => facility.name,
    )
    expect(officeNames).toContain('Jasmine Hall')
    expect((await t.call('GET', `/api/facility/${id}`, { token: admin })).status).toBe(200)
    // The steward may not view Facilities, so is shown what the public sees.
    expect((await t.call('GET', `/api/facility/${id}`, { token: steward })).status).toBe(404)
  })

  test('bad input is refused with 400 naming the field, and nothing changes', async () => {
    const before = await snapshot()
    const bad: [string, Record<string, unknown>][] = [
      ['name', { name: '' }],
      ['kind', { kind: 'swimming_pool_deluxe' }],
      ['capacity', { capacity: 0 }],
      ['capacity', { capacity: 99999999999 }],
      ['images.0', { images: ['https://elsewhere.example/hall.jpg'] }],
      ['images.0', { images: ['/uploads/../../etc/passwd'] }],
      ['description', { description: 'a\u0000b' }],
      ['is_visible', { is_visible: 'yes' }],
    ]
    for (const [field, change] of bad) {
      const response = await t.call('POST', '/api/addfacility', { token: admin, body: { ...hall, name: 'Lotus Room', ...change } })
      expect(response.status, field).toBe(400)
      expect(
        response.body.errors.map((error: { path: string }) => error.path),
        field,
      ).toContain(field)
    }
    expect((await t.call('PUT', '/api/facility/1', { token: admin, body: {} })).status).toBe(400)
    expect((await t.call('PUT', '/api/facility/99999', { token: admin, body: { capacity: 4 } })).status).toBe(404)
    expect((await t.call('GET', '/api/facility/abc')).status).toBe(400)
    const duplicate = await t.call('POST', '/api/addfacility', { token: admin, body: { ...hall, name: 'card room' } })
    expect(duplicate.status).toBe(409)
    expect(duplicate.body.errors[0].path).toBe('name')
    expect(await snapshot()).toBe(before)
  })

  test('writing needs an office session with the Facilities grants: the spec’s client’s tokenless addfacility is refused', async () => {
    const before = await snapshot()
    expect((await t.call('POST', '/api/addfacility', { body: { ...hall, name: 'Tokenless Hall' } })).status).toBe(401)
    expect((await t.call('PUT', '/api/facility/1', { body: { capacity: 9 } })).status).toBe(401)
    for (const token of [steward, kitchen]) {
      expect((await t.call('POST', '/api/addfacility', { token, body: { ...hall, name: 'Steward Hall' } })).status).toBe(403)
      expect((await t.call('PUT', '/api/facility/1', { token, body: { capacity: 9 } })).status).toBe(403)
    }
    const asMember = await t.app.request('/api/addfacility', {
      method: 'POST',
      headers: { 'xm-auth-token': member, 'content-type': 'application/json' },
      body: JSON.stringify({ ...hall, name: 'Member Hall' }),
    })
    expect(asMember.status).toBe(403)
    expect(await snapshot()).toBe(before)
  })
})
