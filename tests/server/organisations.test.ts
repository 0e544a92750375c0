import { inflateSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { defaultClubProfile } from '../../domain/club-profile.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { api, memberBooking, publishedEvent } from './event-bookings-fixtures.js'

let t: TestApp
let admin: string
let steward: string
let kitchen: string
let member: string
let organisationId: number

beforeAll(async () => {
  t = await createTestApp()
  admin = await t.tokens.staff()
  steward = await t.tokens.staff('steward@club.test')
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member()
  organisationId = (await t.call('GET', '/api/organisations', { token: admin })).body.result[0].organisation_id
})
afterAll(async () => {
  await t.close()
})

const profile = {
  name: 'New Friends Club',
  address_line: '14 Ring Road, C Block',
  locality: 'New Friends Colony',
  city: 'New Delhi',
  state: 'Delhi',
  pin_code: '110065',
  phones: ['011-26831994', '9810012345'],
  email: 'secretary@newfriendsclub.in',
  website: 'https://www.newfriendsclub.in/',
  president_name: 'Mrs. Meera Sethi',
  president_title: 'President',
  chat_number: '919810099999',
  gstin: '07aaacn1234f1z5',
  logo_url: null,
  social_links: [{ label: 'Instagram', url: 'https://www.instagram.com/newfriendsclub' }],
}
/** The text a PDF of ours draws: pdf-lib writes each line as a hex string in a deflated content stream. */
function pdfText(bytes: Uint8Array): string {
  const raw = Buffer.from(bytes).toString('latin1')
  const lines: string[] = []
  for (const match of raw.matchAll(/stream\r?\n([\s\S]*?)endstream/g)) {
    let content: string
    try {
      content = inflateSync(Buffer.from(match[1]!, 'latin1')).toString('latin1')
    } catch {
      continue
    }
    for (const shown of content.matchAll(/<([0-9A-Fa-f]*)> Tj/g)) lines.push(Buffer.from(shown[1]!, 'hex').toString('latin1'))
  }
  return lines.join('\n')
}

const snapshot = async () => JSON.stringify(await t.db.selectFrom('organisations').selectAll().execute())

describe('the club’s profile', () => {
  test('a new database starts with the values the site held as constants', async () => {
    const response = await t.call('GET', '/api/organisations', { token: admin })
    expect(response.status).toBe(200)
    expect(response.body.result).toHaveLength(1)
    const { name, address_line, pin_code, phones, email, president_name, chat_number } = response.body.result[0]
    expect({ name, address_line, pin_code, phones, email, president_name, chat_number }).toEqual({
      name: defaultClubProfile.name,
      address_line: defaultClubProfile.address_line,
      pin_code: '110025',
      phones: defaultClubProfile.phones,
      email: defaultClubProfile.email,
      president_name: defaultClubProfile.president_name,
      chat_number: defaultClubProfile.chat_number,
    })
  })

  test('an administrator changes it; the public profile, the chat number and the PDFs follow at once', async () => {
    const response = await t.call('POST', `/api/organisations/${organisationId}`, { token: admin, body: profile })
    expect(response.status, response.text).toBe(200)
    expect(response.body.message).toBe('Club profile saved')
    expect(response.body.result).toMatchObject({ address_line: '14 Ring Road, C Block', pin_code: '110065', gstin: '07AAACN1234F1Z5' })

    const publicProfile = await t.call('GET', '/api/public/club-profile')
    expect(publicProfile.status).toBe(200)
    expect(publicProfile.body.data.address_line).toBe('14 Ring Road, C Block')
    expect((await t.call('GET', '/api/public/config')).body.chatNumber).toBe('919810099999')

    const eventId = await publishedEvent(t, admin, { title: 'Club Day Dinner', capacity: 40 })
    const booked = await t.call('POST', `${api}/bookings`, { token: admin, body: memberBooking(eventId, 'M1001', ['Vikram Malhotra']) })
    const receipt = await t.app.request(`${api}/bookings/${booked.body.booking.booking_id}/receipt`, { headers: { 'x-auth-token': admin } })
    expect(receipt.status).toBe(200)
    const printed = pdfText(new Uint8Array(await receipt.arrayBuffer()))
    expect(printed).toContain('14 Ring Road, C Block, New Friends Colony, New Delhi, Delhi 110065')
    expect(printed).toContain('GSTIN 07AAACN1234F1Z5')
  })

  test('bad input is refused with 400 naming the field, and nothing changes', async () => {
    const before = await snapshot()
    const bad: [string, Record<string, unknown>][] = [
      ['pin_code', { pin_code: '1100' }],
      ['name', { name: '  ' }],
      ['email', { email: 'not-an-address' }],
      ['website', { website: 'javascript:alert(1)' }],
      ['phones.0', { phones: ['12'] }],
      ['chat_number', { chat_number: '+91 98100' }],
      ['gstin', { gstin: 'GST123' }],
      ['logo_url', { logo_url: 'https://evil.example/logo.png' }],
      ['logo_url', { logo_url: '/uploads/../../etc/passwd' }],
      ['social_links.0.url', { social_links: [{ label: 'X', url: 'ftp://x' }] }],
      ['address_line', { address_line: 'a\u0000b' }],
    ]
    for (const [field, change] of bad) {
      const response = await t.call('POST', `/api/organisations/${organisationId}`, { token: admin, body: { ...profile, ...change } })
      expect(response.status, field).toBe(400)
      expect(
        response.body.errors.map((error: { path: string }) => error.path),
        field,
      ).toContain(field)
    }
    expect((await t.call('POST', '/api/organisations/99999', { token: admin, body: profile })).status).toBe(404)
    expect((await t.call('POST', '/api/organisations/abc', { token: admin, body: profile })).status).toBe(400)
    expect(await snapshot()).toBe(before)
  })

  test('only the office with the Organisations grants reads or changes it', async () => {
    const before = await snapshot()
    expect((await t.call('GET', '/api/organisations')).status).toBe(401)
    expect((await t.call('POST', `/api/organisations/${organisationId}`, { body: profile })).status).toBe(401)
    for (const token of [steward, kitchen]) {
      expect((await t.call('GET', '/api/organisations', { token })).status).toBe(403)
      expect((await t.call('POST', `/api/organisations/${organisationId}`, { token, body: profile })).status).toBe(403)
    }
    expect((await t.app.request('/api/organisations', { headers: { 'xm-auth-token': member } })).status).toBe(403)
    expect(await snapshot()).toBe(before)
  })

  test('the super-administrator may change it', async () => {
    const response = await t.call('POST', `/api/organisations/${organisationId}`, {
      token: await t.tokens.superAdmin(),
      body: { ...profile, president_name: 'Mr. Arun Bhalla' },
    })
    expect(response.status, response.text).toBe(200)
    expect(response.body.result.president_name).toBe('Mr. Arun Bhalla')
  })
})
