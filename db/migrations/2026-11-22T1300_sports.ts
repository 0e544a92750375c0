import { sql, type Kysely } from 'kysely'

// Sports: activities, their courts/lanes/tables/lockers/equipment ("items"), subcategories, slot
// bookings with their status history and payments (docs/decisions/015-sports-bookings.md). Desk
// devices sync a day's bookings, so bookings carry a `version` from sync_version_seq (ADR 011).
// Nothing is hard-deleted that a booking points at: activities and items are retired, bookings
// cancelled. Times of day are 'HH:MM' in club time (Asia/Kolkata); a slot never crosses midnight.
// Frozen as of 2026-11-22: never import application code here.
const timeOfDay = (column: string) => sql.raw(`${column} ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$|^24:00$'`)

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sports_activities')
    .addColumn('activity_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(btrim(name)) between 2 and 80`))
    // Golf, Shooting, Cue sports, Racquet sports, Aquatics, Fitness...: free text, listed by GET categories.
    .addColumn('category', 'text', (col) => col.notNull().check(sql`length(btrim(category)) between 2 and 40`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('is_public', 'boolean', (col) => col.notNull().defaultTo(false))
    // active: bookable; inactive: hidden from members, kept for history; maintenance: shown, not bookable.
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'inactive', 'maintenance')`),
    )
    .addColumn('slot_minutes', 'integer', (col) => col.notNull().check(sql`slot_minutes between 15 and 240`))
    .addColumn('open_time', 'text', (col) => col.notNull().check(timeOfDay('open_time')))
    .addColumn('close_time', 'text', (col) => col.notNull().check(timeOfDay('close_time')))
    // Per item per slot (a court for an hour, a lane for a session).
    .addColumn('price_paise', 'bigint', (col) => col.notNull().check(sql`price_paise >= 0`))
    // For a booking with user_type 'guest'; the member price when absent.
    .addColumn('guest_price_paise', 'bigint', (col) => col.check(sql`guest_price_paise >= 0`))
    .addColumn('max_players', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(4)
        .check(sql`max_players between 1 and 50`),
    )
    .addColumn('max_slots_per_booking', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(2)
        .check(sql`max_slots_per_booking between 1 and 8`),
    )
    // How far ahead a member may book, and how late a member may still cancel.
    .addColumn('booking_window_days', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(14)
        .check(sql`booking_window_days between 0 and 365`),
    )
    .addColumn('cancel_cutoff_minutes', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(120)
        .check(sql`cancel_cutoff_minutes between 0 and 10080`),
    )
    .addColumn('image_url', 'text')
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('sports_activities_opening_hours', sql`open_time < close_time`)
    .execute()
  await db.schema
    .createIndex('sports_activities_name_key')
    .on('sports_activities')
    .expression(sql`lower(name)`)
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()

  await db.schema
    .createTable('sports_items')
    .addColumn('item_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(btrim(name)) between 1 and 80`))
    .addColumn('kind', 'text', (col) =>
      col
        .notNull()
        .defaultTo('court')
        .check(sql`kind in ('court', 'lane', 'table', 'bay', 'locker', 'equipment', 'other')`),
    )
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // available: bookable; maintenance: not bookable for now; retired: kept for history only.
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('available')
        .check(sql`status in ('available', 'maintenance', 'retired')`),
    )
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  // An item may serve more than one activity (a hall with badminton and table tennis); its
  // bookings exclude each other whichever activity they were made for.
  await db.schema
    .createTable('sports_activity_items')
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('sports_activities.activity_id'))
    .addColumn('item_id', 'integer', (col) => col.notNull().references('sports_items.item_id'))
    .addColumn('position', 'integer', (col) => col.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('sports_activity_items_pkey', ['activity_id', 'item_id'])
    .execute()
  await db.schema.createIndex('sports_activity_items_item_idx').on('sports_activity_items').column('item_id').execute()

  await db.schema
    .createTable('sports_subcategories')
    .addColumn('subcategory_id', 'serial', (col) => col.primaryKey())
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('sports_activities.activity_id'))
    .addColumn('name', 'text', (col) => col.notNull().check(sql`length(btrim(name)) between 2 and 80`))
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    // Overrides the activity's price per slot for bookings of this subcategory (coaching, practice...).
    .addColumn('price_paise', 'bigint', (col) => col.check(sql`price_paise >= 0`))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('sports_subcategories_name_key')
    .on('sports_subcategories')
    .expression(sql`activity_id, lower(name)`)
    .unique()
    .where(sql.ref('deleted_at'), 'is', null)
    .execute()

  await db.schema
    .createTable('sports_bookings')
    .addColumn('booking_id', 'serial', (col) => col.primaryKey())
    .addColumn('activity_id', 'integer', (col) => col.notNull().references('sports_activities.activity_id'))
    .addColumn('item_id', 'integer', (col) => col.notNull().references('sports_items.item_id'))
    .addColumn('subcategory_id', 'integer', (col) => col.references('sports_subcategories.subcategory_id'))
    .addColumn('user_type', 'text', (col) =>
      col
        .notNull()
        .defaultTo('member')
        .check(sql`user_type in ('member', 'guest')`),
    )
    // The member who booked, or whose guest plays; a walk-in guest with no member has none.
    .addColumn('member_id', 'text', (col) => col.references('members.member_id'))
    .addColumn('contact_name', 'text', (col) => col.notNull())
    .addColumn('contact_phone', 'text')
    .addColumn('booking_date', 'date', (col) => col.notNull())
    .addColumn('start_time', 'text', (col) => col.notNull().check(timeOfDay('start_time')))
    .addColumn('end_time', 'text', (col) => col.notNull().check(timeOfDay('end_time')))
    .addColumn('player_count', 'integer', (col) =>
      col
        .notNull()
        .defaultTo(1)
        .check(sql`player_count between 1 and 50`),
    )
    .addColumn('special_requests', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('channel', 'text', (col) => col.notNull().check(sql`channel in ('office', 'reception', 'member')`))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('confirmed')
        .check(sql`status in ('confirmed', 'checked_in', 'completed', 'cancelled', 'no_show')`),
    )
    // Prices copied at booking time: a later price change does not rewrite a booking.
    .addColumn('slot_count', 'integer', (col) => col.notNull().check(sql`slot_count > 0`))
    .addColumn('unit_price_paise', 'bigint', (col) => col.notNull().check(sql`unit_price_paise >= 0`))
    .addColumn('total_paise', 'bigint', (col) => col.notNull().check(sql`total_paise >= 0`))
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
    .addColumn('invoice_number', 'text', (col) => col.unique())
    .addColumn('invoiced_at', 'timestamptz')
    // check_in_info: when and where the desk let the players in and out (device times).
    .addColumn('checked_in_at', 'timestamptz')
    .addColumn('checked_in_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('checked_in_device', 'text')
    .addColumn('checked_out_at', 'timestamptz')
    .addColumn('checked_out_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('checked_out_device', 'text')
    .addColumn('created_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(sql`nextval('sync_version_seq')`))
    .addCheckConstraint('sports_bookings_time_order', sql`start_time < end_time`)
    .addCheckConstraint('sports_bookings_member_has_member_id', sql`user_type <> 'member' or member_id is not null`)
    .addCheckConstraint('sports_bookings_paid_within_total', sql`amount_paid_paise <= total_paise`)
    .execute()
  // Overlap checks and availability read an item's bookings of a day; the desk pulls a day by version.
  await db.schema.createIndex('sports_bookings_item_date_idx').on('sports_bookings').columns(['item_id', 'booking_date']).execute()
  await db.schema.createIndex('sports_bookings_activity_date_idx').on('sports_bookings').columns(['activity_id', 'booking_date']).execute()
  await db.schema.createIndex('sports_bookings_date_version_idx').on('sports_bookings').columns(['booking_date', 'version']).execute()
  await db.schema.createIndex('sports_bookings_member_idx').on('sports_bookings').columns(['member_id', 'booking_date']).execute()

  // Every status change: who (a staff user or the member), when, from and to, and from which device.
  await db.schema
    .createTable('sports_booking_history')
    .addColumn('history_id', 'bigserial', (col) => col.primaryKey())
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('sports_bookings.booking_id'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (col) => col.notNull())
    .addColumn('changed_by_user', 'integer', (col) => col.references('users.user_id'))
    .addColumn('changed_by_member', 'text', (col) => col.references('members.member_id'))
    .addColumn('device_client_id', 'text')
    // The desk device's own id for a tap: a tap re-pushed under a renumbered client id is known by it.
    .addColumn('client_tap_id', 'text', (col) => col.unique().check(sql`client_tap_id ~ '^[A-Za-z0-9_-]{8,64}$'`))
    // When it happened (the device's time for a desk tap); created_at is when the server heard of it.
    .addColumn('at', 'timestamptz', (col) => col.notNull())
    .addColumn('note', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema
    .createIndex('sports_booking_history_booking_idx')
    .on('sports_booking_history')
    .columns(['booking_id', 'history_id'])
    .execute()

  await db.schema
    .createTable('sports_payments')
    .addColumn('payment_id', 'serial', (col) => col.primaryKey())
    .addColumn('booking_id', 'integer', (col) => col.notNull().references('sports_bookings.booking_id'))
    .addColumn('amount_paise', 'bigint', (col) => col.notNull().check(sql`amount_paise > 0`))
    .addColumn('method', 'text', (col) => col.notNull().check(sql`method in ('cash', 'card', 'upi', 'member_account')`))
    .addColumn('reference', 'text')
    .addColumn('received_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('sports_payments_booking_idx').on('sports_payments').column('booking_id').execute()

  // Members are charged for sports bookings like event bookings (ADR 012): amounts owed.
  await db.schema
    .alterTable('member_charges')
    .addColumn('sports_booking_id', 'integer', (col) => col.references('sports_bookings.booking_id'))
    .execute()
  await db.schema.alterTable('member_charges').dropConstraint('member_charges_source_check').execute()
  await db.schema
    .alterTable('member_charges')
    .addCheckConstraint(
      'member_charges_source_check',
      sql`source in ('event_booking', 'event_booking_refund', 'sports_booking', 'sports_booking_refund')`,
    )
    .execute()
  await db.schema.createIndex('member_charges_sports_booking_idx').on('member_charges').column('sports_booking_id').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('member_charges').where('source', 'in', ['sports_booking', 'sports_booking_refund']).execute()
  await db.schema.alterTable('member_charges').dropConstraint('member_charges_source_check').execute()
  await db.schema
    .alterTable('member_charges')
    .addCheckConstraint('member_charges_source_check', sql`source in ('event_booking', 'event_booking_refund')`)
    .execute()
  await db.schema.alterTable('member_charges').dropColumn('sports_booking_id').execute()
  for (const table of [
    'sports_payments',
    'sports_booking_history',
    'sports_bookings',
    'sports_subcategories',
    'sports_activity_items',
    'sports_items',
    'sports_activities',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
