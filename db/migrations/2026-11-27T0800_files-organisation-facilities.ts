import { sql, type Kysely } from 'kysely'

// Issue 19: uploaded files kept in the database (so every server reaches every file: ADR 026), the
// club's own profile (one row, starting with the values the site held as constants), and the
// club's facilities, with the Facilities area of the office menu.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_files')
    // 'events/k3v9x2m4q8r7t1w6.png': the folder and a generated name, never what the uploader called it.
    .addColumn('path', 'text', (col) => col.primaryKey())
    .addColumn('folder', 'text', (col) => col.notNull())
    .addColumn('original_name', 'text', (col) => col.notNull())
    .addColumn('media_type', 'text', (col) => col.notNull())
    .addColumn('size_bytes', 'integer', (col) => col.notNull().check(sql`size_bytes >= 0`))
    .addColumn('content', 'bytea', (col) => col.notNull())
    // A resized copy of an image names the upload it was made from, and its width.
    .addColumn('variant_of', 'text', (col) => col.references('stored_files.path').onDelete('cascade'))
    .addColumn('width', 'integer')
    .addColumn('uploaded_by_kind', 'text', (col) => col.notNull())
    .addColumn('uploaded_by_id', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('stored_files_variant_of_idx').on('stored_files').column('variant_of').execute()

  await db.schema
    .createTable('organisations')
    .addColumn('organisation_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('address_line', 'text', (col) => col.notNull())
    .addColumn('locality', 'text', (col) => col.notNull())
    .addColumn('city', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull())
    .addColumn('pin_code', 'text', (col) => col.notNull())
    .addColumn('phones', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('email', 'text')
    .addColumn('website', 'text')
    .addColumn('president_name', 'text')
    .addColumn('president_title', 'text')
    .addColumn('chat_number', 'text')
    .addColumn('gstin', 'text')
    .addColumn('logo_url', 'text')
    .addColumn('social_links', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  // The values domain/club-profile.ts names as the default, frozen here as they were on 2026-11-27.
  await db
    .insertInto('organisations')
    .values({
      name: 'New Friends Club',
      address_line: 'Club Road, D Block',
      locality: 'New Friends Colony',
      city: 'New Delhi',
      state: 'Delhi',
      pin_code: '110025',
      phones: sql`array['+91 11 2683 1994']::text[]`,
      email: 'office@newfriendsclub.in',
      website: 'https://www.newfriendsclub.in/',
      president_name: 'Mr. Rajiv Khanna',
      president_title: 'President',
      chat_number: '919810012345',
      social_links: JSON.stringify([
        { label: 'Facebook', url: 'https://www.facebook.com/newfriendsclub' },
        { label: 'Instagram', url: 'https://www.instagram.com/newfriendsclub' },
      ]),
    })
    .execute()

  await db.schema
    .createTable('facilities')
    .addColumn('facility_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('kind', 'text', (col) => col.notNull())
    .addColumn('capacity', 'integer', (col) => col.check(sql`capacity > 0`))
    .addColumn('description', 'text')
    .addColumn('images', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('is_visible', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index facilities_name_key on facilities (lower(name))`.execute(db)

  await db
    .insertInto('menus')
    .values({ key: 'facilities', title: 'Facilities', path: '/dashboard/facilities', icon: 'bed', sort_order: 95 })
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('menus').where('key', '=', 'facilities').execute()
  await db.schema.dropTable('facilities').ifExists().execute()
  await db.schema.dropTable('organisations').ifExists().execute()
  await db.schema.dropTable('stored_files').ifExists().execute()
}
