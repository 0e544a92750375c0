import { beforeAll, describe, expect, test } from 'vitest'
import {
  activeCheckins,
  canUndo,
  checkinCounters,
  decideCheckin,
  insideNow,
  isEventDay,
  UNDO_WINDOW_MS,
  type Checkin,
  type CheckinRequest,
  type DoorEvent,
  type TicketRecord,
} from '../../domain/check-in.js'
import {
  importTicketPublicKey,
  signTicketPayload,
  ticketKeyAlgorithm,
  verifyTicketCode,
  type TicketVerification,
} from '../../domain/tickets.js'

// 7 pm club time on the evening of the event.
const at = new Date('2026-11-22T13:30:00.000Z')
const later = (ms: number) => new Date(at.getTime() + ms)
const event: DoorEvent = { eventId: 42, startsAt: '2026-11-22T12:30:00.000Z', endsAt: '2026-11-22T17:30:00.000Z' } // 6 pm – 11 pm

const ticket = (checkins: Checkin[] = [], overrides: Partial<TicketRecord> = {}): TicketRecord => ({
  ticketId: 4711,
  eventId: 42,
  bookingId: 900,
  holderName: 'Asha Rao',
  status: 'confirmed',
  checkins,
  ...overrides,
})
const entry = (when: Date, deviceId = 'door-1'): Checkin => ({ type: 'entry', at: when.toISOString(), deviceId })
const exit = (when: Date, deviceId = 'door-1'): Checkin => ({ type: 'exit', at: when.toISOString(), deviceId })

const decide = (request: Partial<CheckinRequest>) =>
  decideCheckin({ ticket: ticket(), event, type: 'entry', at, deviceId: 'door-2', ...request })

describe('entry', () => {
  test('a confirmed ticket never checked in is valid, shows the holder and is recorded', () => {
    expect(decide({})).toEqual({
      result: 'valid',
      tone: 'green',
      title: 'Valid',
      isAllowed: true,
      isListed: true,
      ticketId: 4711,
      holderName: 'Asha Rao',
      checkin: { type: 'entry', at, deviceId: 'door-2' },
    })
  })

  test('a second entry while inside is refused with the first check-in', () => {
    const first = entry(later(-3_600_000), 'door-1')
    const outcome = decide({ ticket: ticket([first]) })
    expect(outcome).toEqual({
      result: 'already_checked_in',
      tone: 'amber',
      title: 'Already checked in',
      isAllowed: false,
      ticketId: 4711,
      holderName: 'Asha Rao',
      firstCheckin: first,
      lastEntry: first,
    })
  })

  test('entry after an exit is a re-entry; entering again after that shows the very first check-in', () => {
    const first = entry(later(-3_600_000), 'door-1')
    const left = exit(later(-1_800_000), 'door-3')
    expect(decide({ ticket: ticket([first, left]) })).toMatchObject({
      result: 're_entry',
      tone: 'green',
      title: 'Re-entry',
      isAllowed: true,
      holderName: 'Asha Rao',
    })
    const back = entry(later(-600_000), 'door-2')
    expect(decide({ ticket: ticket([back, left, first]) })).toMatchObject({
      result: 'already_checked_in',
      firstCheckin: first,
      lastEntry: back,
    })
  })

  test('a cancelled ticket is refused', () => {
    expect(decide({ ticket: ticket([], { status: 'cancelled' }) })).toEqual({
      result: 'cancelled',
      tone: 'red',
      title: 'Cancelled',
      isAllowed: false,
      ticketId: 4711,
      holderName: 'Asha Rao',
    })
  })

  test('a ticket for another event is refused, saying so', () => {
    expect(decide({ ticket: ticket([], { eventId: 41 }) })).toEqual({
      result: 'wrong_event',
      tone: 'red',
      title: 'Ticket for another event',
      isAllowed: false,
      ticketId: 4711,
      ticketEventId: 41,
      holderName: 'Asha Rao',
    })
  })

  test('entry is refused on a day the event is not on', () => {
    expect(decide({ at: new Date('2026-11-21T13:30:00.000Z') })).toMatchObject({ result: 'not_today', tone: 'red', isAllowed: false })
    expect(decide({ at: new Date('2026-11-23T13:30:00.000Z') })).toMatchObject({ result: 'not_today' })
  })

  test('an event that runs past midnight admits until its end day is over', () => {
    const lateNight: DoorEvent = { eventId: 42, startsAt: '2026-12-31T14:30:00.000Z', endsAt: '2026-12-31T20:30:00.000Z' } // 8 pm – 2 am
    expect(isEventDay(lateNight, new Date('2026-12-31T19:00:00.000Z'))).toBe(true) // 00:30 on 1 January
    expect(isEventDay(lateNight, new Date('2026-12-31T06:00:00.000Z'))).toBe(true) // the morning of the 31st
    expect(isEventDay(lateNight, new Date('2027-01-01T19:00:00.000Z'))).toBe(false) // 00:30 on 2 January
    expect(isEventDay({ eventId: 42 }, at)).toBe(true)
  })

  test('a cancelled ticket of another event is reported as the wrong event', () => {
    expect(decide({ ticket: ticket([], { eventId: 41, status: 'cancelled' }) }).result).toBe('wrong_event')
  })
})

describe('exit', () => {
  test('an exit while inside is recorded, on any device', () => {
    expect(decide({ type: 'exit', ticket: ticket([entry(later(-60_000), 'door-1')]) })).toEqual({
      result: 'exit',
      tone: 'green',
      title: 'Exit',
      isAllowed: true,
      ticketId: 4711,
      holderName: 'Asha Rao',
      checkin: { type: 'exit', at, deviceId: 'door-2' },
    })
  })

  test('an exit without an entry, or a second exit, is refused as not inside', () => {
    const notInside = { result: 'not_inside', tone: 'amber', title: 'Not checked in', isAllowed: false, ticketId: 4711 }
    expect(decide({ type: 'exit' })).toMatchObject(notInside)
    expect(decide({ type: 'exit', ticket: ticket([entry(later(-60_000)), exit(later(-30_000))]) })).toMatchObject(notInside)
  })

  test('a holder inside whose ticket was cancelled meanwhile can still be let out; not let in', () => {
    const inside = ticket([entry(later(-60_000))], { status: 'cancelled' })
    expect(decide({ type: 'exit', ticket: inside }).result).toBe('exit')
    expect(decide({ type: 'exit', ticket: ticket([], { status: 'cancelled' }) }).result).toBe('cancelled')
  })

  test('an exit after midnight of a day-long event is still recorded', () => {
    const inside = ticket([entry(later(-60_000))])
    const afterMidnight = new Date('2026-11-22T19:00:00.000Z')
    expect(decide({ type: 'exit', ticket: inside, at: afterMidnight }).result).toBe('exit')
    expect(decide({ at: afterMidnight }).result).toBe('not_today')
  })
})

describe('scanned codes', () => {
  let privateKey: CryptoKey
  let publicKey: CryptoKey
  beforeAll(async () => {
    const pair = await crypto.subtle.generateKey(ticketKeyAlgorithm, true, ['sign', 'verify'])
    privateKey = pair.privateKey
    publicKey = await importTicketPublicKey(await crypto.subtle.exportKey('jwk', pair.publicKey))
  })
  const scan = async (text: string): Promise<TicketVerification> => verifyTicketCode(text, publicKey)

  test('a genuine code of a listed ticket is decided on the record', async () => {
    const verified = await scan(await signTicketPayload(privateKey, { ticketId: 4711, eventId: 42 }))
    expect(decide({ scan: verified })).toMatchObject({ result: 'valid', isListed: true, holderName: 'Asha Rao' })
    expect(decide({ scan: verified, ticket: ticket([entry(later(-60_000))]) }).result).toBe('already_checked_in')
  })

  test('a genuine code for this event missing from the list was sold after the download: valid', async () => {
    const verified = await scan(await signTicketPayload(privateKey, { ticketId: 5000, eventId: 42 }))
    expect(decide({ scan: verified, ticket: undefined })).toEqual({
      result: 'valid',
      tone: 'green',
      title: 'Valid',
      isAllowed: true,
      isListed: false,
      ticketId: 5000,
      holderName: undefined,
      checkin: { type: 'entry', at, deviceId: 'door-2' },
    })
    expect(decide({ scan: verified, ticket: undefined, type: 'exit' }).result).toBe('not_inside')
  })

  test('on the server, whose list is complete, a genuine code without a ticket is unknown', async () => {
    const verified = await scan(await signTicketPayload(privateKey, { ticketId: 5000, eventId: 42 }))
    expect(decide({ scan: verified, ticket: undefined, isAuthoritative: true })).toMatchObject({ result: 'unknown', tone: 'red' })
  })

  test('a genuine code for another event missing from the list is the wrong event', async () => {
    const verified = await scan(await signTicketPayload(privateKey, { ticketId: 5001, eventId: 41 }))
    expect(decide({ scan: verified, ticket: undefined })).toMatchObject({
      result: 'wrong_event',
      ticketEventId: 41,
      ticketId: 5001,
      holderName: undefined,
    })
  })

  test('a forged signature is refused as forged, even for a listed ticket', async () => {
    const genuine = await signTicketPayload(privateKey, { ticketId: 4711, eventId: 42 })
    const forgedCode = genuine.replace('T1.4711.', 'T1.4712.')
    expect(decide({ scan: await scan(forgedCode), ticket: ticket([], { ticketId: 4712 }) })).toEqual({
      result: 'forged',
      tone: 'red',
      title: 'Forged ticket',
      isAllowed: false,
    })
  })

  test('something that is not a ticket code is unknown', async () => {
    expect(decide({ scan: await scan('https://example.com'), ticket: undefined })).toEqual({
      result: 'unknown',
      tone: 'red',
      title: 'Unknown code',
      isAllowed: false,
    })
  })

  test('no scan and no ticket is unknown', () => {
    expect(decide({ ticket: undefined }).result).toBe('unknown')
  })

  test('a record of another ticket than the one scanned is a caller error', () => {
    expect(() => decide({ scan: { ok: true, ticketId: 1, eventId: 42 } })).toThrow(/Ticket 4711 was given for a scan of ticket 1/)
  })
})

describe('two offline devices and the server', () => {
  test('the first entry wins; the second, pushed later, is refused with the first check-in', () => {
    const onDoor1 = decide({ deviceId: 'door-1', at: later(-5_000) })
    const onDoor2 = decide({ deviceId: 'door-2', at })
    expect([onDoor1.result, onDoor2.result]).toEqual(['valid', 'valid'])
    if (!onDoor1.isAllowed) throw new Error('door 1 let the ticket in')
    // The server applies door 1's push first, then decides door 2's on the locked row.
    const onServer = decide({ ticket: ticket([onDoor1.checkin]), deviceId: 'door-2', at, isAuthoritative: true })
    expect(onServer).toMatchObject({ result: 'already_checked_in', firstCheckin: { deviceId: 'door-1', at: later(-5_000) } })
  })
})

describe('undone check-ins, counters and undo', () => {
  test('an undone check-in counts for nothing', () => {
    const undone: Checkin = { ...entry(later(-60_000)), undoneAt: later(-30_000).toISOString() }
    expect(insideNow([undone])).toBe(false)
    expect(decide({ ticket: ticket([undone]) }).result).toBe('valid')
    expect(activeCheckins([undone, entry(later(-10_000))])).toHaveLength(1)
  })

  test('inside now follows the last check-in by time, whatever the order of the list', () => {
    expect(insideNow([])).toBe(false)
    expect(insideNow([entry(later(-60_000))])).toBe(true)
    expect(insideNow([exit(later(-30_000)), entry(later(-60_000))])).toBe(false)
    expect(insideNow([entry(later(-10_000)), exit(later(-30_000)), entry(later(-60_000))])).toBe(true)
    expect(insideNow([{ type: 'entry', at: later(-1_000), deviceId: 'door-1' }])).toBe(true)
  })

  test('counters: checked in of total and inside now, not counting cancelled tickets', () => {
    const tickets = [
      ticket([entry(later(-60_000))]),
      ticket([entry(later(-60_000)), exit(later(-30_000))]),
      ticket([]),
      ticket([entry(later(-60_000))], { status: 'cancelled' }),
      ticket([{ ...entry(later(-60_000)), undoneAt: later(-50_000) }]),
    ]
    expect(checkinCounters(tickets)).toEqual({ checkedIn: 2, total: 4, insideNow: 1, cancelled: 1 })
    expect(checkinCounters([])).toEqual({ checkedIn: 0, total: 0, insideNow: 0, cancelled: 0 })
  })

  test('the last check-in can be undone on the same device within 2 minutes', () => {
    const last = entry(at, 'door-1')
    expect(canUndo(last, 'door-1', later(UNDO_WINDOW_MS))).toBe(true)
    expect(canUndo(last, 'door-1', later(UNDO_WINDOW_MS + 1))).toBe(false)
    expect(canUndo(last, 'door-2', later(1_000))).toBe(false)
    expect(canUndo({ ...last, undoneAt: later(500) }, 'door-1', later(1_000))).toBe(false)
    expect(canUndo(undefined, 'door-1', at)).toBe(false)
  })
})
