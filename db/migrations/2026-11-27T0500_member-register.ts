import { sql, type Kysely } from 'kysely'

// The member register (issue 18):
// - `members.search_text`: the member id, name, mobile and e-mail in lower case, kept by PostgreSQL
//   itself, so a search for any part of any of them is one LIKE on one column;
// - a trigram index on it (pg_trgm), so a search over 100,000 members reads only the rows that hold
//   the typed letters. PGlite ships pg_trgm too (server/db/database.ts loads it). On a PostgreSQL
//   without the extension the search still answers, by reading the table (ADR 023);
// - the category filter's index;
// - a dependent's relation is one of a fixed list, in lower case (the demo wrote 'Spouse').
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    alter table members add column search_text text not null
      generated always as (lower(member_id || ' ' || name || ' ' || coalesce(mobile, '') || ' ' || coalesce(email, ''))) stored
  `.execute(db)
  const { rows } = await sql<{ available: boolean }>`
    select exists (select 1 from pg_available_extensions where name = 'pg_trgm') as available
  `.execute(db)
  if (rows[0]?.available) {
    await sql`create extension if not exists pg_trgm`.execute(db)
    await sql`create index members_search_trgm_idx on members using gin (search_text gin_trgm_ops)`.execute(db)
  }
  await db.schema.createIndex('members_category_idx').on('members').column('category_id').execute()

  await sql`
    update dependents
       set relation = case when lower(relation) in ('spouse', 'son', 'daughter', 'father', 'mother') then lower(relation) else 'other' end
     where relation is distinct from lower(relation) or lower(relation) not in ('spouse', 'son', 'daughter', 'father', 'mother', 'other')
  `.execute(db)
  await sql`
    alter table dependents add constraint dependents_relation_check
      check (relation in ('spouse', 'son', 'daughter', 'father', 'mother', 'other'))
  `.execute(db)
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table dependents drop constraint if exists dependents_relation_check`.execute(db)
  await db.schema.dropIndex('members_category_idx').ifExists().execute()
  await db.schema.dropIndex('members_search_trgm_idx').ifExists().execute()
  await db.schema.alterTable('members').dropColumn('search_text').execute()
}
