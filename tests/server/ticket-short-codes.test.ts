import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import * as shortCodesMigration from '../../db/migrations/2026-11-27T0200_ticket-short-codes.js'
import { formatShortCode, parseShortCode, shortCodePattern } from '../../domain/tickets.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { bookAtDesk, eventRunningNow } from './door-fixtures.js'
import { api, eventBody, signInPeople, type People } from './event-bookings-fixtures.js'

// Short ticket codes (issue 17): drawn by the database for every ticket, printed beside the QR,
// and carried to the door devices with the list, so a code typed at the door is found offline.
let t: TestApp
let people: People
let eventId: number

beforeAll(async () => {
  t = await createTestApp()
  people = await signInPeople(t)
  eventId = await eventRunningNow(t, people.admin, { title: 'Code Night' })
})
afterAll(async () => {
  await t.close()
})

const DAY = 86_400_000
const allShortCodes = async () =>
  (await t.db.selectFrom('event_tickets').select(['ticket_id', 'short_code', 'version']).orderBy('ticket_id').execute()).map((row) => ({
    ...row,
    version: Number(row.version),
  }))

describe('short ticket codes', () => {
  test('every ticket booked gets its own code in the domain’s format, answered with the booking', async () => {
    const booking = await bookAtDesk(t, people, eventId, ['Asha Rao', 'Ravi Rao', 'Mira Rao'])
    const codes = booking.tickets.map((ticket) => ticket.short_code)
    for (const code of codes) expect(code).toMatch(shortCodePattern)
    expect(new Set(codes).size).toBe(3)
    const stored = await allShortCodes()
    expect(new Set(stored.map((row) => row.short_code)).size).toBe(stored.length)
    const read = await t.call('GET', `${api}/bookings/${booking.booking_id}`, { token: people.reception })
    expect(read.body.booking.tickets.map((ticket: { short_code: string }) => ticket.short_code)).toEqual(codes)
    // The office's and the desk's booking search finds it by a code typed as printed, in any case.
    const typed = formatShortCode(codes[1]!).toLowerCase()
    const found = await t.call('GET', `${api}/search/bookings?q=${typed}&event_id=${eventId}`, { token: people.reception })
    expect(found.body.data.map((row: { booking_id: number }) => row.booking_id)).toEqual([booking.booking_id])
  })

  test('the database refuses a code outside the alphabet and a code another ticket has', async () => {
    const [first, second] = (await bookAtDesk(t, people, eventId, ['One', 'Two'])).tickets
    const setCode = (ticketId: number, code: string) =>
      t.db.updateTable('event_tickets').set({ short_code: code }).where('ticket_id', '=', ticketId).execute()
    await expect(setCode(first!.ticketId, 'ABCDEFGI')).rejects.toThrow(/event_tickets_short_code_format/)
    await expect(setCode(first!.ticketId, second!.short_code)).rejects.toThrow(/event_tickets_short_code_key/)
  })

  test('the migration gives the tickets it finds codes, and moves their versions on so door devices pull them again', async () => {
    await bookAtDesk(t, people, eventId, ['Before Codes'])
    await shortCodesMigration.down(t.db)
    const before = Math.max(...(await t.db.selectFrom('event_tickets').select('version').execute()).map((row) => Number(row.version)))
    await shortCodesMigration.up(t.db)
    const after = await allShortCodes()
    expect(after.length).toBeGreaterThan(3)
    for (const row of after) {
      expect(row.short_code).toMatch(shortCodePattern)
      expect(row.version).toBeGreaterThan(before)
    }
    expect(new Set(after.map((row) => row.short_code)).size).toBe(after.length)
  })

  test('typed codes are read in any case, with or without the hyphen, I and L as 1 and O as 0', () => {
    expect(parseShortCode(' k7m3-9qxd ')).toBe('K7M39QXD')
    expect(parseShortCode('K7M3 9QXD')).toBe('K7M39QXD')
    expect(parseShortCode('ILO23456')).toBe('11023456')
    expect(parseShortCode('K7M39QX')).toBeUndefined()
    expect(parseShortCode('K7M39QXU')).toBeUndefined()
    expect(parseShortCode('T1.12.34.ABC')).toBeUndefined()
    expect(formatShortCode('K7M39QXD')).toBe('K7M3-9QXD')
  })

  test('the ticket PDF prints each ticket’s code beside its QR', async () => {
    const booking = await bookAtDesk(t, people, eventId, ['Printed Guest', 'Second Guest'])
    const response = await t.app.request(`${api}/bookings/${booking.booking_id}/tickets`, { headers: { 'x-auth-token': people.reception } })
    expect(response.status).toBe(200)
    const document = await PDFDocument.load(Buffer.from(await response.arrayBuffer()))
    const pages = document.getPages().map((page) => {
      const contents = page.node.Contents()
      const parts = contents instanceof PDFArray ? contents.asArray().map((part) => document.context.lookup(part)) : [contents]
      return parts
        .filter((part) => part instanceof PDFRawStream)
        .map((stream) => Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1'))
        .join('\n')
    })
    // The standard fonts write text as hex strings of its characters.
    const hexOf = (text: string) => Buffer.from(text, 'latin1').toString('hex').toUpperCase()
    booking.tickets.forEach((ticket, index) => {
      expect(pages[index]).toContain(`<${hexOf(formatShortCode(ticket.short_code))}>`)
      expect(pages[index]).toContain(`<${hexOf('Code at the door')}>`)
    })
  })
})

describe('the door’s list carries the codes and names the other events', () => {
  const pull = (since: number) => t.call('GET', `/api/sync/pull?scope=event:${eventId}&since=${since}`, { token: people.reception })
  const namesOf = (events: { title: string }[]) => events.map((event) => event.title)

  test('each ticket of the pull has its short code', async () => {
    const booking = await bookAtDesk(t, people, eventId, ['Pulled Guest'])
    const all = await pull(0)
    const pulled = all.body.tickets.find((ticket: { ticketId: number }) => ticket.ticketId === booking.tickets[0]!.ticketId)
    expect(pulled.shortCode).toBe(booking.tickets[0]!.short_code)
  })

  test('the pull names the events a ticket may be for: not drafts, not those that ended over a week ago; later only changed ones', async () => {
    const create = async (title: string, daysAhead: number, publish: boolean) => {
      const created = await t.call('POST', `${api}/events`, { token: people.admin, body: eventBody(t, { title }, daysAhead) })
      const id = created.body.event.event_id as number
      if (publish) await t.call('PATCH', `${api}/events/${id}/publish`, { token: people.admin })
      return id
    }
    await create('Next Week Gala', 7, true)
    await create('Unpublished Plan', 9, false)
    const longPast = await create('Long Past Fair', 3, true)
    await t.db
      .updateTable('events')
      .set({ start_at: new Date(t.clock().getTime() - 10 * DAY), end_at: new Date(t.clock().getTime() - 10 * DAY + 3_600_000) })
      .where('event_id', '=', longPast)
      .execute()
    const all = await pull(0)
    const names = namesOf(all.body.other_events)
    expect(names).toContain('Next Week Gala')
    expect(names).toContain('Code Night')
    expect(names).not.toContain('Unpublished Plan')
    expect(names).not.toContain('Long Past Fair')
    expect(Object.keys(all.body.other_events[0]).sort()).toEqual(['end_at', 'event_id', 'start_at', 'title', 'venue'])

    const later = await create('Added Later Ball', 12, true)
    const changed = await pull(all.body.version)
    expect(changed.body.other_events.map((event: { event_id: number }) => event.event_id)).toEqual([later])
  })
})
