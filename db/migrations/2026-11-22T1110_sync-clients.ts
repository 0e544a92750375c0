import { sql, type Kysely } from 'kysely'

// The sync engine's own bookkeeping (docs/decisions/011-sync-protocol.md):
// - sync_clients: one row per installed device (client id), owned by the principal that first
//   pushed from it, with the last mutation id the server applied for it. The per-mutation
//   transaction locks this row, so two pushes of one device never apply a mutation twice.
// - sync_rejections: the mutations the server refused, so a retried batch (its response lost on
//   the Wi-Fi) gets the same rejection again instead of a bare "applied", and the office can see them.
// - socket_io_attachments: the table @socket.io/postgres-adapter needs for large pushes when
//   several servers share one PostgreSQL; unused (and harmless) on the embedded database.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('sync_clients')
    .addColumn('client_id', 'text', (col) => col.primaryKey().check(sql`length(client_id) between 8 and 100`))
    .addColumn('principal_kind', 'text', (col) => col.notNull().check(sql`principal_kind in ('staff', 'kitchen', 'member')`))
    .addColumn('principal_id', 'text', (col) => col.notNull())
    .addColumn('last_mutation_id', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`last_mutation_id >= 0`),
    )
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_seen_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('sync_rejections')
    .addColumn('client_id', 'text', (col) => col.notNull().references('sync_clients.client_id').onDelete('cascade'))
    .addColumn('mutation_id', 'bigint', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('message', 'text', (col) => col.notNull())
    .addColumn('state', 'jsonb')
    .addColumn('rejected_at', 'timestamptz', (col) => col.notNull())
    .addPrimaryKeyConstraint('sync_rejections_pkey', ['client_id', 'mutation_id'])
    .execute()

  // The shape @socket.io/postgres-adapter documents for its attachments table.
  await db.schema
    .createTable('socket_io_attachments')
    .addColumn('id', 'bigserial', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.defaultTo(sql`now()`))
    .addColumn('payload', 'bytea')
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('socket_io_attachments').ifExists().execute()
  await db.schema.dropTable('sync_rejections').ifExists().execute()
  await db.schema.dropTable('sync_clients').ifExists().execute()
}
