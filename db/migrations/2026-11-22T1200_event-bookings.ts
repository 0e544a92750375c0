import { sql, type Kysely } from 'kysely'

// Bookings of events, their tickets and door check-ins, coupons and what a member owes for a
// booking (docs/decisions/012-event-bookings.md). Door devices sync tickets and check-ins (and read
// bookings for search), so those three carry a `version` from sync_version_seq (ADR 006, ADR 011).
// Nothing here is hard-deleted: bookings and tickets are cancelled, check-ins undone, charges voided.
// Frozen as of 2026-11-22: never import application code here.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('event_coupons')
    .addColumn('coupon_id', 'serial', (col) => col.primaryKey())
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.event_id'))
    // Kept upper case, so 'winter10' typed on a phone finds 'WINTER10'.
    .addColumn('code', 'text', (col) => col.notNull().check(sql`code ~ '^[A-Z0-9_-]{3,30}$'`))
    .addColumn('discount_type', 'text', (col) => col.notNull().check(sql`discount_type in ('percent', 'flat')`))
    // Percent: 1-100. Flat: paise off the booking's subtotal.
    .addColumn('value', 'bigint', (col) => col.notNull().check(sql`value > 0`))
    .addColumn('max_uses', 'integer', (col) => col.notNull().check(sql`max_uses > 0`))
    // The last line of defence for "never more than max_uses": a use past it fails the booking.
    .addColumn('uses_count', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('valid_from', 'timestamptz', (col) => col.notNull())
    .addColumn('valid_to', 'timestamptz', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('event_coupons_uses_within_max', sql`uses_count >= 0 and uses_count <= max_uses`)
    .addCheckConstraint('event_coupons_percent_at_most_100', sql`discount_type <> 'percent' or value <= 100`)
    .addCheckConstraint('event_coupons_valid_window', sql`valid_to > valid_from`)
    .execute()
  await db.schema.createIndex('event_coupons_event_code_key').on('event_coupons').columns(['event_id', 'code']).unique().execute()

  await db.schema
    .createTable('event_bookings')
    .addColumn('booking_id', 'serial', (col) => col.primaryKey())
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.event_id'))
    .addColumn('booking_type', 'text', (col) => col.notNull().check(sql`booking_type in ('member', 'guest')`))
    .addColumn('member_id', 'text', (col) => col.references('members.member_id'))
    // Who to call about the booking: the member, or the guest who booked. The door searches by phone.
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('contact_phone', 'text')
    .addColumn('contact_email', 'text')
    // Where it was made: the office, the reception desk, the member app, or the public site.
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('office', 'reception', 'member', 'public')`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('confirmed')
        .check(sql`status in ('confirmed', 'attended', 'no_show', 'cancelled')`),
    )
    .addColumn('ticket_count', 'integer', (col) => col.notNull().check(sql`ticket_count > 0`))
    // Prices are copied at booking time: a later price change does not rewrite a booking.
    .addColumn('unit_price_paise', 'bigint', (col) => col.notNull().check(sql`unit_price_paise >= 0`))
    .addColumn('subtotal_paise', 'bigint', (col) => col.notNull().check(sql`subtotal_paise >= 0`))
    .addColumn('discount_paise', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('total_paise', 'bigint', (col) => col.notNull())
    .addColumn('coupon_id', 'integer', (col) => col.references('event_coupons.coupon_id'))
    .addColumn('coupon_code', 'text')
    // Members are charged to their account; guests pay at the desk (cash, card or UPI).
    .addColumn('payment_method', 'text', (col) => col.check(sql`payment_method in ('member_account', 'cash', 'card', 'upi')`))
    .addColumn('payment_status', 'text', (col) =>
      col.notNull().check(sql`payment_status in ('free', 'charged', 'paid', 'due', 'voided', 'refund_due')`),
    )
    .addColumn('amount_paid_paise', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`amount_paid_paise >= 0`),
    )
    .addColumn('paid_at', 'timestamptz')
    .addColumn('created_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(sql`nextval('sync_version_seq')`))
    .addCheckConstraint('event_bookings_member_has_member_id', sql`booking_type <> 'member' or member_id is not null`)
    .addCheckConstraint(
      'event_bookings_total_adds_up',
      sql`discount_paise >= 0 and discount_paise <= subtotal_paise and total_paise = subtotal_paise - discount_paise`,
    )
    .execute()
  await db.schema.createIndex('event_bookings_event_idx').on('event_bookings').columns(['event_id', 'status']).execute()
  await db.schema.createIndex('event_bookings_member_idx').on('event_bookings').column('member_id').execute()
  await db.schema.createIndex('event_bookings_event_version_idx').on('event_bookings').columns(['event_id', 'version']).execute()

  const ticketStatus = sql`status in ('valid', 'checked_in', 'cancelled')`
  await db.schema
    .createTable('event_tickets')
    .addColumn('ticket_id', 'serial', (col) => col.primaryKey())
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('event_bookings.booking_id'))
    // Repeated from the booking: the door's list and the capacity count read tickets by event.
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.event_id'))
    .addColumn('holder_name', 'text', (col) => col.notNull())
    // The QR content: the ticket id signed by the server's key, so a door device can verify it offline.
    .addColumn('code', 'text', (col) => col.notNull().unique())
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('valid').check(ticketStatus))
    .addColumn('is_inside', 'boolean', (col) => col.notNull().defaultTo(false))
    // The first check-in, which a second entry attempt is answered with.
    .addColumn('first_checked_in_at', 'timestamptz')
    .addColumn('first_checked_in_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('first_checked_in_device', 'text')
    .addColumn('last_entry_at', 'timestamptz')
    .addColumn('last_exit_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(sql`nextval('sync_version_seq')`))
    .execute()
  await db.schema.createIndex('event_tickets_booking_idx').on('event_tickets').column('booking_id').execute()
  await db.schema.createIndex('event_tickets_event_status_idx').on('event_tickets').columns(['event_id', 'status']).execute()
  await db.schema.createIndex('event_tickets_event_version_idx').on('event_tickets').columns(['event_id', 'version']).execute()

  await db.schema
    .createTable('ticket_checkins')
    .addColumn('checkin_id', 'bigserial', (col) => col.primaryKey())
    .addColumn('ticket_id', 'integer', (col) => col.notNull().references('event_tickets.ticket_id'))
    .addColumn('event_id', 'integer', (col) => col.notNull().references('events.event_id'))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('entry', 'exit')`))
    // When it happened at the door (the device's scan time); created_at is when the server heard of it.
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('device_client_id', 'text')
    .addColumn('user_id', 'integer', (col) => col.references('users.user_id'))
    .addColumn('undone_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(sql`nextval('sync_version_seq')`))
    .execute()
  await db.schema.createIndex('ticket_checkins_ticket_idx').on('ticket_checkins').column('ticket_id').execute()
  await db.schema.createIndex('ticket_checkins_event_at_idx').on('ticket_checkins').columns(['event_id', 'at']).execute()
  await db.schema.createIndex('ticket_checkins_event_version_idx').on('ticket_checkins').columns(['event_id', 'version']).execute()

  await db.schema
    .createTable('event_coupon_redemptions')
    .addColumn('redemption_id', 'serial', (col) => col.primaryKey())
    .addColumn('coupon_id', 'integer', (col) => col.notNull().references('event_coupons.coupon_id'))
    .addColumn('booking_id', 'integer', (col) => col.notNull().unique().references('event_bookings.booking_id'))
    .addColumn('discount_paise', 'bigint', (col) => col.notNull().check(sql`discount_paise >= 0`))
    .addColumn('redeemed_at', 'timestamptz', (col) => col.notNull())
    // Set when the booking is cancelled: the use goes back to the coupon.
    .addColumn('released_at', 'timestamptz')
    .execute()
  await db.schema.createIndex('event_coupon_redemptions_coupon_idx').on('event_coupon_redemptions').column('coupon_id').execute()

  // What members owe the club, settled later by the wallet. A refund is a row of its own (negative),
  // so a settled charge is never rewritten.
  await db.schema
    .createTable('member_charges')
    .addColumn('charge_id', 'serial', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.member_id'))
    .addColumn('source', 'text', (col) => col.notNull().check(sql`source in ('event_booking', 'event_booking_refund')`))
    .addColumn('booking_id', 'integer', (col) => col.references('event_bookings.booking_id'))
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise <> 0`))
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('owed')
        .check(sql`status in ('owed', 'settled', 'cancelled')`),
    )
    .addColumn('settled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('member_charges_member_idx').on('member_charges').columns(['member_id', 'status']).execute()
  await db.schema.createIndex('member_charges_booking_idx').on('member_charges').column('booking_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'member_charges',
    'event_coupon_redemptions',
    'ticket_checkins',
    'event_tickets',
    'event_bookings',
    'event_coupons',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
