import { formatRupees } from '../../domain/money.js'
import type { Executor } from '../db/database.js'
import { insertMemberCharge } from '../event-bookings/member-charges.repository.js'

/** A member's sports booking is an amount owed on their account (ADR 012's member_charges, ADR 015). */

export interface ChargedBooking {
  booking_id: number
  member_id: string
  total_paise: number
  activity_name: string
  booking_date: string
  start_time: string
  end_time: string
}

const described = (booking: ChargedBooking) =>
  `${booking.activity_name} on ${booking.booking_date}, ${booking.start_time}–${booking.end_time}, booking ${booking.booking_id} (${formatRupees(booking.total_paise)})`

export async function chargeMember(trx: Executor, booking: ChargedBooking, now: Date) {
  await insertMemberCharge(trx, {
    member_id: booking.member_id,
    source: 'sports_booking',
    sports_booking_id: booking.booking_id,
    amount_paise: booking.total_paise,
    description: described(booking),
    status: 'owed',
    created_at: now,
    updated_at: now,
  })
}

/** A cancelled booking's charge is reversed by a negative refund row (the wallet nets them). */
export async function refundMember(trx: Executor, booking: ChargedBooking, now: Date) {
  await insertMemberCharge(trx, {
    member_id: booking.member_id,
    source: 'sports_booking_refund',
    sports_booking_id: booking.booking_id,
    amount_paise: -booking.total_paise,
    description: `Refund: ${described(booking)} cancelled`,
    status: 'owed',
    created_at: now,
    updated_at: now,
  })
}
