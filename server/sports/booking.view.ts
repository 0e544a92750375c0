import type { Selectable } from 'kysely'
import type { SportsPaymentsTable } from '../db/sports-schema.js'
import type { BookingRow, listHistory } from './bookings.repository.js'

type Balanced = Pick<BookingRow, 'payment_status' | 'total_paise' | 'amount_paid_paise'>

/** What is still to be paid at the desk: only a booking whose payment is due has a balance. */
export function balanceOf(booking: Balanced): number {
  return booking.payment_status === 'due' ? booking.total_paise - booking.amount_paid_paise : 0
}

function checkInInfo(row: BookingRow) {
  if (!row.checked_in_at && !row.checked_out_at) return null
  return {
    checked_in_at: row.checked_in_at,
    checked_in_device: row.checked_in_device,
    checked_out_at: row.checked_out_at,
    checked_out_device: row.checked_out_device,
  }
}

/** A sports booking as the clients read it (ADR 015, "Shapes"). */
/** A booking as the audit trail keeps it (ADR 029): flat, so a change shows as the fields that moved. */
export function auditedSportsBooking(row: BookingRow) {
  return {
    activity_name: row.activity_name,
    item_name: row.item_name,
    member_id: row.member_id,
    contact_name: row.contact_name,
    booking_date: row.booking_date,
    start_time: row.start_time,
    end_time: row.end_time,
    player_count: row.player_count,
    status: row.status,
    total_paise: row.total_paise,
    payment_status: row.payment_status,
    payment_method: row.payment_method,
    amount_paid_paise: row.amount_paid_paise,
    invoice_number: row.invoice_number,
  }
}

export function toSportsBooking(row: BookingRow) {
  return {
    booking_id: row.booking_id,
    activity_id: row.activity_id,
    activity_name: row.activity_name,
    item_id: row.item_id,
    item_name: row.item_name,
    subcategory_id: row.subcategory_id,
    member_id: row.member_id,
    member_name: row.member_name,
    dependent_id: row.dependent_id,
    user_type: row.user_type,
    contact_name: row.contact_name,
    contact_phone: row.contact_phone,
    booking_date: row.booking_date,
    start_time: row.start_time,
    end_time: row.end_time,
    player_count: row.player_count,
    special_requests: row.special_requests,
    channel: row.channel,
    status: row.status,
    pricing_details: {
      unit_price_paise: row.unit_price_paise,
      slot_count: row.slot_count,
      player_count: row.player_count,
      user_type: row.user_type,
      total_paise: row.total_paise,
    },
    payment: {
      status: row.payment_status,
      method: row.payment_method,
      amount_paid_paise: row.amount_paid_paise,
      balance_paise: balanceOf(row),
    },
    invoice_number: row.invoice_number,
    check_in_info: checkInInfo(row),
    cancelled_at: row.cancelled_at,
    cancel_reason: row.cancel_reason,
    created_at: row.created_at,
    updated_at: row.updated_at,
    version: row.version,
  }
}

type HistoryRow = Awaited<ReturnType<typeof listHistory>>[number]

export function toHistoryEntry(row: HistoryRow) {
  return {
    from: row.from_status,
    to: row.to_status,
    at: row.at,
    by:
      row.changed_by_user !== null
        ? { kind: 'staff', user_id: row.changed_by_user, name: row.user_name }
        : row.changed_by_member !== null
          ? { kind: 'member', member_id: row.changed_by_member, name: row.member_name }
          : null,
    device: row.device_client_id,
    note: row.note,
  }
}

export function toPayment(row: Selectable<SportsPaymentsTable>) {
  return {
    payment_id: row.payment_id,
    amount_paise: row.amount_paise,
    method: row.method,
    reference: row.reference,
    received_by: row.received_by,
    received_at: row.received_at,
  }
}
