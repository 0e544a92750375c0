import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { checkInCode, checkInTicket, lastCheckinAction, undoLastCheckin } from '../../../pwa/door/door-checkin'
import { doorRejections } from '../../../pwa/door/door-rejections'
import { doorScopeHandler } from '../../../pwa/door/door-scope'
import { searchTickets } from '../../../pwa/door/door-store'
import { db } from '../../../pwa/offline/db'
import { pendingOutboxCount } from '../../../pwa/offline/outbox'
import { pullCursor, SyncClient } from '../../../pwa/offline/sync-client'
import { jsonResponse, resetDeviceDatabase } from '../offline/fixtures'
import { doorTicket, EVENT_ID, pullAnswer, ticketKeys } from './door-fixtures'

const scope = `event:${EVENT_ID}`
const doorClient = (fetchStub: typeof fetch) =>
  new SyncClient({ getToken: () => 'staff-token', scopes: [scope], handlers: [doorScopeHandler], fetch: fetchStub })

async function download(
  tickets = [
    doorTicket(),
    doorTicket({ ticketId: 2, holderName: 'Anjali Malhotra', phone: null }),
    doorTicket({ ticketId: 3, bookingId: 501, holderName: 'Kabir Bedi', phone: '9811112222' }),
  ],
) {
  const fetchStub = vi.fn<typeof fetch>(async () => jsonResponse(200, pullAnswer(tickets)))
  await doorClient(fetchStub).pull(scope)
  return fetchStub
}

beforeEach(resetDeviceDatabase)

describe('the door’s copy of the check-in list', () => {
  it('downloads the whole list on the first pull and merges only newer tickets afterwards', async () => {
    const first = await download()
    expect(String(first.mock.calls[0]![0])).toContain('scope=event%3A42&since=0')
    expect(await db.doorTickets.where('eventId').equals(EVENT_ID).count()).toBe(3)
    expect(await pullCursor(scope)).toBe(20)
    expect((await db.doorEvents.get(EVENT_ID))?.ticketCount).toBe(3)

    const later = vi.fn<typeof fetch>(async () =>
      jsonResponse(
        200,
        pullAnswer(
          [
            doorTicket({ version: 25, status: 'cancelled' }),
            doorTicket({ ticketId: 2, version: 5, holderName: 'stale' }),
            doorTicket({ ticketId: 4, version: 26, holderName: 'New Guest' }),
          ],
          26,
        ),
      ),
    )
    await doorClient(later).pull(scope)
    expect(String(later.mock.calls[0]![0])).toContain('since=20')
    expect((await db.doorTickets.get(1))?.status).toBe('cancelled')
    expect((await db.doorTickets.get(2))?.holderName).toBe('Anjali Malhotra')
    expect((await db.doorEvents.get(EVENT_ID))?.ticketCount).toBe(4)
    expect(await pullCursor(scope)).toBe(26)
  })

  it('stores a 20,000-ticket list with one pull', async () => {
    const tickets = Array.from({ length: 20_000 }, (_, index) =>
      doorTicket({ ticketId: index + 1, bookingId: 1000 + Math.floor(index / 4), holderName: `Guest ${index + 1}` }),
    )
    await download(tickets)
    expect(await db.doorTickets.count()).toBe(20_000)
    expect((await searchTickets(EVENT_ID, 'guest 19999')).map((ticket) => ticket.ticketId)).toContain(19_999)
  })

  it('drops tickets a full list no longer has, unless a check-in of this device waits for them', async () => {
    await download()
    await checkInTicket(EVENT_ID, 3, 'entry')
    // A device whose cursor was lost (or a restored server) pulls everything again.
    await db.meta.delete(`cursor:${scope}`)
    await doorClient(vi.fn<typeof fetch>(async () => jsonResponse(200, pullAnswer([doorTicket()])))).pull(scope)
    expect((await db.doorTickets.toArray()).map((ticket) => ticket.ticketId)).toEqual([1, 3])
  })
})

describe('a check-in on the device', () => {
  it('is decided on the local copy, written into it and queued at once', async () => {
    await download()
    const answer = await checkInTicket(EVENT_ID, 1, 'entry', new Date())
    expect(answer.outcome.result).toBe('valid')
    const local = await db.doorTickets.get(1)
    expect(local?.checkins).toHaveLength(1)
    const [entry] = await db.outbox.toArray()
    expect(entry).toMatchObject({
      name: 'checkin.redeem',
      args: { event_id: EVENT_ID, ticket_id: 1, type: 'entry', checkin_id: local!.checkins[0]!.checkinId },
    })
    expect(entry!.args.checkin_id).toMatch(/^[A-Za-z0-9_-]{8,64}$/)
    expect((await checkInTicket(EVENT_ID, 1, 'entry')).outcome.result).toBe('already_checked_in')
    expect(await pendingOutboxCount()).toBe(1)
  })

  it('keeps an unsent check-in on the ticket when a pull brings a newer copy', async () => {
    await download()
    await checkInTicket(EVENT_ID, 1, 'entry')
    await doorClient(vi.fn<typeof fetch>(async () => jsonResponse(200, pullAnswer([doorTicket({ version: 30, phone: '999' })], 30)))).pull(
      scope,
    )
    const local = await db.doorTickets.get(1)
    expect(local?.phone).toBe('999')
    expect(local?.checkins.map((checkin) => checkin.type)).toEqual(['entry'])
  })

  it('lets in a genuine ticket sold after the download, and the server’s copy replaces the stand-in', async () => {
    const keys = await ticketKeys()
    const publicKey = await crypto.subtle.importKey('jwk', keys.publicJwk, { name: 'ECDSA', namedCurve: 'P-256' }, true, ['verify'])
    await download()
    const code = await keys.codeFor(77)
    const answer = await checkInCode({ eventId: EVENT_ID, code, type: 'entry', publicKey })
    expect(answer.outcome).toMatchObject({ result: 'valid', isListed: false })
    expect((await db.outbox.toArray())[0]?.args).toMatchObject({ code, type: 'entry' })
    expect((await checkInCode({ eventId: EVENT_ID, code, type: 'entry', publicKey })).outcome.result).toBe('already_checked_in')
  })

  it('takes the server’s state for an applied check-in', async () => {
    await download()
    await checkInTicket(EVENT_ID, 1, 'entry')
    const local = (await db.doorTickets.get(1))!
    const serverState = doorTicket({ version: 40, checkins: [{ ...local.checkins[0]!, deviceId: local.checkins[0]!.deviceId }] })
    await doorClient(
      vi.fn<typeof fetch>(async () =>
        jsonResponse(200, { results: [{ id: 1, status: 'applied', state: serverState }], last_mutation_id: 1 }),
      ),
    ).push()
    expect((await db.doorTickets.get(1))?.version).toBe(40)
    expect(await pendingOutboxCount()).toBe(0)
  })

  it('remembers an already_redeemed refusal as a conflict and shows the ticket as the server has it', async () => {
    await download()
    await checkInTicket(EVENT_ID, 1, 'entry')
    const first = { checkinId: 'other-device-1', at: '2026-11-22T13:30:00.000Z', deviceId: 'door-tablet-2' }
    const serverTicket = doorTicket({ version: 41, checkins: [{ ...first, type: 'entry' }] })
    await doorClient(
      vi.fn<typeof fetch>(async () =>
        jsonResponse(200, {
          results: [
            {
              id: 1,
              status: 'rejected',
              reason: 'already_redeemed',
              message: 'Already checked in.',
              state: { ticket: serverTicket, first_checkin: first },
            },
          ],
          last_mutation_id: 1,
        }),
      ),
    ).push()
    expect((await db.doorTickets.get(1))?.checkins).toEqual([{ ...first, type: 'entry' }])
    expect(await doorRejections()).toEqual([
      expect.objectContaining({ reason: 'already_redeemed', ticketId: 1, holderName: 'Vikram Malhotra', firstCheckin: first }),
    ])
  })
})

describe('undo', () => {
  it('takes back this device’s last check-in within 2 minutes, and queues the undo', async () => {
    await download()
    const at = new Date()
    await checkInTicket(EVENT_ID, 1, 'entry', at)
    expect(await undoLastCheckin(EVENT_ID, new Date(at.getTime() + 119_000))).toBe(1)
    expect((await db.doorTickets.get(1))?.checkins[0]?.undoneAt).toBeTruthy()
    expect((await db.outbox.toArray()).map((entry) => entry.name)).toEqual(['checkin.redeem', 'checkin.undo'])
    expect(await lastCheckinAction()).toBeUndefined()
    expect((await checkInTicket(EVENT_ID, 1, 'entry')).outcome.result).toBe('valid')
  })

  it('refuses after 2 minutes', async () => {
    await download()
    const at = new Date()
    await checkInTicket(EVENT_ID, 1, 'entry', at)
    expect(await undoLastCheckin(EVENT_ID, new Date(at.getTime() + 121_000))).toBe(0)
    expect((await db.doorTickets.get(1))?.checkins[0]?.undoneAt).toBeUndefined()
    expect(await pendingOutboxCount()).toBe(1)
  })
})

describe('search', () => {
  it('needs 3 characters and finds by name words, booking id or phone', async () => {
    await download()
    expect(await searchTickets(EVENT_ID, 'ma')).toEqual([])
    expect((await searchTickets(EVENT_ID, 'mal')).map((ticket) => ticket.holderName)).toEqual(['Anjali Malhotra', 'Vikram Malhotra'])
    expect((await searchTickets(EVENT_ID, 'vik malh')).map((ticket) => ticket.ticketId)).toEqual([1])
    expect((await searchTickets(EVENT_ID, '501')).map((ticket) => ticket.ticketId)).toEqual([3])
    expect((await searchTickets(EVENT_ID, '98111')).map((ticket) => ticket.ticketId)).toEqual([3])
    expect((await searchTickets(EVENT_ID, '9810043')).map((ticket) => ticket.ticketId)).toEqual([1])
  })
})

describe('without the ticket key', () => {
  it('lets in only tickets on the list: a code it cannot verify and does not list is unknown', async () => {
    const keys = await ticketKeys()
    await download()
    expect(
      (await checkInCode({ eventId: EVENT_ID, code: await keys.codeFor(1), type: 'entry', publicKey: undefined })).outcome.result,
    ).toBe('valid')
    expect(
      (await checkInCode({ eventId: EVENT_ID, code: await keys.codeFor(77), type: 'entry', publicKey: undefined })).outcome.result,
    ).toBe('unknown')
    expect(await pendingOutboxCount()).toBe(1)
  })
})
