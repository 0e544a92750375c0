import 'fake-indexeddb/auto'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { checkInCode, checkInTicket, CheckinNotSavedError } from '../../../pwa/door/door-checkin'
import { DoorList } from '../../../pwa/door/door-list'
import { doorScopeHandler } from '../../../pwa/door/door-scope'
import { mergeDoorTickets } from '../../../pwa/door/door-store'
import { db } from '../../../pwa/offline/db'
import { currentClient } from '../../../pwa/offline/outbox'
import { SyncClient } from '../../../pwa/offline/sync-client'
import { jsonResponse, resetDeviceDatabase } from '../offline/fixtures'
import { doorTicket, EVENT_ID, pullAnswer, ticketKeys } from './door-fixtures'

const scope = `event:${EVENT_ID}`
const lists: DoorList[] = []

async function download(
  tickets = [
    doorTicket(),
    doorTicket({ ticketId: 2, holderName: 'Anjali Malhotra' }),
    doorTicket({ ticketId: 3, bookingId: 501, holderName: 'Kabir Bedi' }),
  ],
) {
  const fetchStub = vi.fn<typeof fetch>(async () => jsonResponse(200, pullAnswer(tickets)))
  await new SyncClient({ getToken: () => 'staff-token', scopes: [scope], handlers: [doorScopeHandler], fetch: fetchStub }).pull(scope)
}

function openList(): DoorList {
  const list = new DoorList(EVENT_ID)
  lists.push(list)
  return list
}

const readyList = async () => {
  const list = openList()
  await vi.waitFor(() => expect(list.isReady).toBe(true))
  return list
}

const redeemEntries = async () => (await db.outbox.toArray()).filter((entry) => entry.name === 'checkin.redeem')

beforeEach(async () => {
  await resetDeviceDatabase()
  await currentClient()
})

afterEach(() => {
  for (const list of lists.splice(0)) list.stop()
})

describe('the event’s list in memory', () => {
  it('reads the stored list once, with the counters and the bookings’ sizes', async () => {
    await download()
    const list = await readyList()
    expect(list.getCounters()).toEqual({ checkedIn: 0, total: 3, insideNow: 0, cancelled: 0 })
    expect(list.bookingSize(500)).toBe(2)
    expect(list.ticket(3)?.holderName).toBe('Kabir Bedi')
    expect(list.event?.title).toBe("Members' Sundowner")
  })

  it('takes a list this tab downloads as written, without reading it back', async () => {
    const list = await readyList()
    const bulkGet = vi.spyOn(db.doorTickets, 'bulkGet')
    await download(
      Array.from({ length: 2_000 }, (_, index) =>
        doorTicket({ ticketId: index + 1, bookingId: 1000 + Math.floor(index / 4), holderName: `Guest ${index + 1}` }),
      ),
    )
    await vi.waitFor(() => expect(list.getCounters()).toEqual({ checkedIn: 0, total: 2_000, insideNow: 0, cancelled: 0 }))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(bulkGet).not.toHaveBeenCalled()
    expect(list.canDecide(1_999)).toBe(true)
    expect(list.bookingSize(1000)).toBe(4)
  })

  it('answers a scan before its check-in is written, then stores and queues it once', async () => {
    await download()
    const list = await readyList()
    const keys = await ticketKeys()
    const answer = await checkInCode({ eventId: EVENT_ID, code: await keys.codeFor(1), type: 'entry', publicKey: keys.publicKey, list })
    expect(answer.outcome.result).toBe('valid')
    expect(answer.ticket?.holderName).toBe('Vikram Malhotra')
    expect(answer.bookingSize).toBe(2)
    expect(list.getCounters()).toEqual({ checkedIn: 1, total: 3, insideNow: 1, cancelled: 0 })

    await answer.saved
    const [entry, ...others] = await redeemEntries()
    expect(others).toEqual([])
    expect(entry?.args).toMatchObject({ event_id: EVENT_ID, type: 'entry', checkin_id: answer.ticket?.checkins[0]?.checkinId })
    expect((await db.doorTickets.get(1))?.checkins.map((checkin) => checkin.checkinId)).toEqual([entry?.args['checkin_id']])
  })

  it('refuses a second scan of the same ticket at once, before the first is stored', async () => {
    await download()
    const list = await readyList()
    const first = await checkInTicket(EVENT_ID, 2, 'entry', new Date(), list)
    const second = await checkInTicket(EVENT_ID, 2, 'entry', new Date(), list)
    expect([first.outcome.result, second.outcome.result]).toEqual(['valid', 'already_checked_in'])
    await Promise.all([first.saved, second.saved])
    expect(await redeemEntries()).toHaveLength(1)
    // Once the write is read back, the list holds the stored copy: still one check-in.
    await vi.waitFor(async () => expect(list.ticket(2)?.checkins).toEqual((await db.doorTickets.get(2))?.checkins))
    expect(list.ticket(2)?.checkins).toHaveLength(1)
  })

  it('follows changes made elsewhere: a pull’s newer copy of a ticket', async () => {
    await download()
    const list = await readyList()
    await mergeDoorTickets([doorTicket({ ticketId: 3, version: 30, status: 'cancelled' })])
    await vi.waitFor(() => expect(list.ticket(3)?.status).toBe('cancelled'))
    expect(list.getCounters()?.total).toBe(2)
    expect((await checkInTicket(EVENT_ID, 3, 'entry', new Date(), list)).outcome.result).toBe('cancelled')
  })

  it('does not store a check-in the stored copy refuses (a change the list had not seen yet)', async () => {
    await download()
    const list = await readyList()
    // Another tab let the guest in a moment ago; this list has not read it back yet.
    const stored = (await db.doorTickets.get(1))!
    await db.doorTickets.put({
      ...stored,
      checkins: [{ checkinId: 'other-tab-1', type: 'entry', at: new Date().toISOString(), deviceId: 'other' }],
    })
    const answer = await checkInTicket(EVENT_ID, 1, 'entry', new Date(), list)
    await expect(answer.saved).rejects.toBeInstanceOf(CheckinNotSavedError)
    expect(await redeemEntries()).toEqual([])
    await vi.waitFor(() => expect(list.ticket(1)?.checkins.map((checkin) => checkin.checkinId)).toEqual(['other-tab-1']))
  })

  it('decides on the stored copy while the list is not read yet, and for a ticket it does not have', async () => {
    await download()
    const list = openList()
    expect(list.canDecide(1)).toBe(false)
    const keys = await ticketKeys()
    // Sold after the download: genuine, not in the list.
    const answer = await checkInCode({ eventId: EVENT_ID, code: await keys.codeFor(77), type: 'entry', publicKey: keys.publicKey, list })
    expect(answer.outcome.result).toBe('valid')
    expect((await db.doorTickets.get(77))?.isProvisional).toBe(true)
    expect(await redeemEntries()).toHaveLength(1)
  })
})
