import { sql, type Kysely } from 'kysely'

// Short ticket codes (issue 17): eight characters a person can type at the door, printed beside the
// QR. The rule is domain/tickets.ts (`SHORT_CODE_ALPHABET`, `shortCodePattern`); a migration never
// imports application code, so the alphabet is written here too, and a test checks the two agree.
//
// The database draws the code when a ticket row is written (the column's default), so every way of
// writing tickets gets one: the booking service, the demo seed, the benchmarks' bulk inserts.
// Randomness comes from gen_random_uuid() (a strong generator, built into PostgreSQL 13+ and PGlite):
// eight of its fully random bytes, each taken modulo 32 (256 is a multiple of 32: no bias). A code
// already held is drawn again; the unique index settles the (vanishing) race of two new tickets.
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function ticket_short_code() returns text language plpgsql volatile as $$
    declare
      drawn text;
      bytes bytea;
    begin
      loop
        bytes := uuid_send(gen_random_uuid());
        drawn := '';
        -- Bytes 6 and 8 carry the UUID's version and variant bits: bytes 0-5, 9 and 10 are all random.
        for position in 0..7 loop
          drawn := drawn || substr(${sql.lit(ALPHABET)}, 1 + get_byte(bytes, case when position < 6 then position else position + 3 end) % 32, 1);
        end loop;
        exit when not exists (select 1 from event_tickets where short_code = drawn);
      end loop;
      return drawn;
    end
    $$
  `.execute(db)
  await db.schema.alterTable('event_tickets').addColumn('short_code', 'text').execute()
  // One ticket at a time, so that each draw sees the codes given before it. The version moves on, so
  // every door device pulls its tickets again and learns their codes.
  await sql`
    do $$
    declare
      ticket record;
    begin
      for ticket in select ticket_id from event_tickets order by ticket_id loop
        update event_tickets set short_code = ticket_short_code(), version = nextval('sync_version_seq') where ticket_id = ticket.ticket_id;
      end loop;
    end
    $$
  `.execute(db)
  await db.schema
    .alterTable('event_tickets')
    .alterColumn('short_code', (col) => col.setNotNull())
    .alterColumn('short_code', (col) => col.setDefault(sql`ticket_short_code()`))
    .execute()
  await sql`alter table event_tickets add constraint event_tickets_short_code_format check (short_code ~ '^[0-9A-HJKMNP-TV-Z]{8}$')`.execute(
    db,
  )
  await db.schema.createIndex('event_tickets_short_code_key').unique().on('event_tickets').column('short_code').execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('event_tickets').dropColumn('short_code').execute()
  await sql`drop function ticket_short_code()`.execute(db)
}
