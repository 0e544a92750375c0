import { sql, type Kysely } from 'kysely'

// The club's events (upcoming ones and past functions with their photo galleries) and the directory
// of affiliated clubs. The events table is the one the events/bookings work extends later, so it
// carries the sync `version` now: every synced table draws from the single sync_version_seq, and a
// device asks for "everything changed since version N" across all of them (DESIGN.md, Data).
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create sequence sync_version_seq`.execute(db)

  await db.schema
    .createTable('events')
    .addColumn('event_id', 'serial', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    // Lowercase words joined by single hyphens: the public pages use it as a URL part and section id.
    .addColumn('slug', 'text', (col) =>
      col
        .notNull()
        .unique()
        .check(sql`slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    )
    .addColumn('description', 'text', (col) => col.notNull().defaultTo(''))
    .addColumn('event_type', 'text', (col) =>
      col.notNull().check(sql`event_type in ('social', 'sports', 'business', 'family', 'culinary', 'wellness')`),
    )
    .addColumn('start_at', 'timestamptz', (col) => col.notNull())
    .addColumn('end_at', 'timestamptz', (col) => col.notNull())
    .addColumn('venue', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.notNull().check(sql`capacity > 0`))
    .addColumn('price_paise', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`price_paise >= 0`),
    )
    // The member's (discounted) price; null when members pay the full price.
    .addColumn('member_price_paise', 'bigint')
    .addColumn('image_url', 'text')
    .addColumn('highlights', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('visibility', 'text', (col) =>
      col
        .notNull()
        .defaultTo('public')
        .check(sql`visibility in ('public', 'members')`),
    )
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('draft')
        .check(sql`status in ('draft', 'published', 'cancelled', 'completed')`),
    )
    .addColumn('featured', 'boolean', (col) => col.notNull().defaultTo(false))
    // Ordered photo URLs of a function that took place; the Events page shows them as its gallery.
    .addColumn('gallery_images', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_by', 'integer', (col) => col.references('users.user_id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('version', 'bigint', (col) => col.notNull().defaultTo(sql`nextval('sync_version_seq')`))
    .addCheckConstraint('events_ends_after_start', sql`end_at > start_at`)
    .addCheckConstraint(
      'events_member_price_within_price',
      sql`member_price_paise is null or (member_price_paise >= 0 and member_price_paise <= price_paise)`,
    )
    .execute()
  // Serves both public reads: upcoming published events by start, and past functions newest first.
  await db.schema.createIndex('events_public_listing_idx').on('events').columns(['status', 'visibility', 'start_at']).execute()

  await db.schema
    .createTable('affiliated_clubs')
    .addColumn('club_id', 'serial', (col) => col.primaryKey())
    .addColumn('sr_no', 'integer', (col) => col.notNull().check(sql`sr_no > 0`))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('contact', 'text')
    .addColumn('contact_position', 'text')
    .addColumn('address', 'text')
    .addColumn('phone', 'text')
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('facility', 'text')
    .addColumn('description', 'text')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  // One entry per club: a second 'Bombay Gymkhana' is a typo, not a new affiliation.
  await sql`create unique index affiliated_clubs_name_key on affiliated_clubs (lower(name))`.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('affiliated_clubs').ifExists().execute()
  await db.schema.dropTable('events').ifExists().execute()
  await sql`drop sequence if exists sync_version_seq`.execute(db)
}
