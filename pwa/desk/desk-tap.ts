import { randomDeviceId } from '../../domain/random-id'
import { decideDeskAction, type DeskAction, type DeskDecision } from '../../domain/sports'
import { db, withOpenDb } from '../offline/db'
import { currentClient, queueMutationInTransaction } from '../offline/outbox'
import { applyTap, SPORTS_CHECK_IN, SPORTS_CHECK_OUT } from './desk-store'
import type { StoredDeskBooking } from './desk-types'

/** What the desk shows after a tap: the shared rule's decision on the device's copy, and the booking. */
export interface DeskTapAnswer {
  decision: DeskDecision
  booking: StoredDeskBooking
  /** This device's client id: tells "this device" from another in a refusal. */
  deviceId: string
}

/**
 * One tap at the desk: decides at once with the rule the server runs (domain/sports.ts) on the
 * device's copy and, when allowed, writes the change into the copy and queues the mutation in the
 * same transaction, so the local change and its outbox entry are stored together or not at all.
 * Each tap carries its own id, so a re-send under a renumbered client id is not taken for a second tap.
 */
export function tapBooking(bookingId: number, action: DeskAction, at = new Date()): Promise<DeskTapAnswer> {
  return withOpenDb(() =>
    db.transaction('rw', [db.deskBookings, db.outbox, db.meta], async () => {
      const { client_id: deviceId } = await currentClient()
      const booking = await db.deskBookings.get(bookingId)
      if (!booking) throw new Error(`Booking #${bookingId} is not on this device.`)
      const decision = decideDeskAction(
        { status: booking.status, bookingDate: booking.date, checkedInAt: booking.checkedInAt, checkedInDevice: booking.checkedInDevice },
        action,
        at,
      )
      if (!decision.ok) return { decision, booking, deviceId }
      const updated = applyTap(booking, action, at.toISOString(), deviceId)
      await db.deskBookings.put(updated)
      await queueMutationInTransaction(
        action === 'check_in' ? SPORTS_CHECK_IN : SPORTS_CHECK_OUT,
        { booking_id: bookingId, tap_id: randomDeviceId() },
        at,
      )
      return { decision, booking: updated, deviceId }
    }),
  )
}
