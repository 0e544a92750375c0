import { formatRupees } from '../../domain/money.js'
import type { Executor } from '../db/database.js'
import { chargeMember as chargeAccount, refundCharges } from '../member-accounts/ledger.service.js'

/** A member's sports booking is a charge on their account (ADR 015, ADR 024), within their credit limit. */

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

const sourceOf = (booking: ChargedBooking) => ({ type: 'sports_booking', id: booking.booking_id })

export async function chargeMember(trx: Executor, booking: ChargedBooking, now: Date, createdBy: number | null = null) {
  await chargeAccount(trx, {
    memberId: booking.member_id,
    kind: 'sports_booking',
    amountPaise: booking.total_paise,
    description: described(booking),
    source: sourceOf(booking),
    createdBy,
    now,
  })
}

/** A cancelled booking's charge is reversed by a refund row naming it. */
export async function refundMember(trx: Executor, booking: ChargedBooking, now: Date, createdBy: number | null = null) {
  await refundCharges(trx, sourceOf(booking), {
    chargeKind: 'sports_booking',
    kind: 'sports_booking_refund',
    description: `Refund: ${described(booking)} cancelled`,
    createdBy,
    now,
  })
}
