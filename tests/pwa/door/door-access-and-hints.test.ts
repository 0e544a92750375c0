import 'fake-indexeddb/auto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { decideRouteAccess } from '../../../pwa/auth/route-access'
import { mergeDoorTickets } from '../../../pwa/door/door-store'
import { db } from '../../../pwa/offline/db'
import { connectRealtime, type RealtimeSocket } from '../../../pwa/offline/realtime-client'
import { kitchenRecord, memberRecord, staffRecord } from '../helpers/sessions'
import { resetDeviceDatabase } from '../offline/fixtures'
import { doorTicket, EVENT_ID } from './door-fixtures'

beforeEach(resetDeviceDatabase)

describe('who may open /door', () => {
  it('lets a staff session in and sends kitchen and member sessions to their own areas', () => {
    expect(decideRouteAccess('/door', { user: staffRecord({ role_id: 7 }) })).toEqual({ kind: 'allow' })
    expect(decideRouteAccess('/door', { kitchen: kitchenRecord() })).toEqual({ kind: 'redirect', to: '/kitchen' })
    expect(decideRouteAccess('/door', { member: memberRecord() })).toEqual({ kind: 'redirect', to: '/member' })
    expect(decideRouteAccess('/door', {})).toEqual({ kind: 'sign-in-required' })
  })
})

describe('door:changed hints', () => {
  it('merge another device’s check-in at once, and only when newer', async () => {
    await mergeDoorTickets([doorTicket({ version: 10 })])
    const handlers = new Map<string, (...args: unknown[]) => void>()
    const socket = {
      on: (event: string, listener: (...args: unknown[]) => void) => handlers.set(event, listener),
      emit: vi.fn(),
      disconnect: vi.fn(),
    }
    const syncNow = vi.fn()
    connectRealtime({
      token: 'staff-token',
      scopes: [`event:${EVENT_ID}`],
      syncNow,
      connect: () => socket as unknown as RealtimeSocket,
      hints: {
        'door:changed': (hint: { tickets: ReturnType<typeof doorTicket>[] }) => mergeDoorTickets(hint.tickets).then(() => undefined),
      },
    })
    const entered = doorTicket({
      version: 12,
      checkins: [{ checkinId: 'x1', type: 'entry', at: new Date().toISOString(), deviceId: 'door-2' }],
    })
    handlers.get('door:changed')?.({ event_id: EVENT_ID, version: 12, tickets: [entered] })
    await vi.waitFor(async () => expect((await db.doorTickets.get(1))?.checkins).toHaveLength(1))
    handlers.get('door:changed')?.({ event_id: EVENT_ID, version: 11, tickets: [doorTicket({ version: 11 })] })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect((await db.doorTickets.get(1))?.checkins).toHaveLength(1)
    expect(syncNow).not.toHaveBeenCalled()
  })
})
