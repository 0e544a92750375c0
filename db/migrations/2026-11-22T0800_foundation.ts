import { sql, type Kysely } from 'kysely'

// Foundation: people who sign in (staff, kitchen, super-admin, members), roles and their access to
// back-office areas, one-time passwords, sign-in throttling and outgoing messages.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('roles')
    .addColumn('role_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('is_system', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index roles_name_key on roles (lower(name))`.execute(db)

  await db.schema
    .createTable('menus')
    .addColumn('menu_id', 'serial', (col) => col.primaryKey())
    .addColumn('key', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('path', 'text', (col) => col.notNull())
    .addColumn('icon', 'text')
    .addColumn('parent_key', 'text')
    .addColumn('sort_order', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()

  await db.schema
    .createTable('role_access')
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.role_id').onDelete('cascade'))
    .addColumn('menu_id', 'integer', (col) => col.notNull().references('menus.menu_id').onDelete('cascade'))
    .addColumn('can_view', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('can_create', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('can_edit', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('can_delete', 'boolean', (col) => col.notNull().defaultTo(false))
    .addPrimaryKeyConstraint('role_access_pkey', ['role_id', 'menu_id'])
    .execute()

  await db.schema
    .createTable('kitchens')
    .addColumn('kitchen_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('location', 'text')
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index kitchens_name_key on kitchens (lower(name))`.execute(db)

  await db.schema
    .createTable('users')
    .addColumn('user_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('username', 'text')
    .addColumn('mobile', 'text')
    .addColumn('password_hash', 'text')
    .addColumn('role_id', 'integer', (col) => col.notNull().references('roles.role_id'))
    .addColumn('kitchen_id', 'integer', (col) => col.references('kitchens.kitchen_id'))
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('is_super_admin', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('password_changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`'epoch'`)) // tokens issued before a password change are refused
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('users_has_sign_in_name', sql`email is not null or username is not null`)
    .execute()
  await sql`create unique index users_email_key on users (lower(email))`.execute(db)
  await sql`create unique index users_username_key on users (lower(username))`.execute(db)

  await db.schema
    .createTable('member_categories')
    .addColumn('category_id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('annual_fee_paise', 'bigint', (col) =>
      col
        .notNull()
        .defaultTo(0)
        .check(sql`annual_fee_paise >= 0`),
    )
    .addColumn('is_active', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index member_categories_name_key on member_categories (lower(name))`.execute(db)

  await db.schema
    .createTable('members')
    .addColumn('member_id', 'text', (col) => col.primaryKey())
    .addColumn('title', 'text')
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('mobile', 'text')
    .addColumn('date_of_birth', 'date')
    .addColumn('anniversary', 'date')
    .addColumn('spouse_name', 'text')
    .addColumn('category_id', 'integer', (col) => col.references('member_categories.category_id'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('active')
        .check(sql`status in ('active', 'suspended', 'resigned', 'deceased')`),
    )
    .addColumn('address', 'text')
    .addColumn('joined_on', 'date')
    .addColumn('password_hash', 'text')
    .addColumn('password_changed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`'epoch'`)) // tokens issued before a password change are refused
    .addColumn('last_login_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await sql`create unique index members_member_id_ci_key on members (upper(member_id))`.execute(db)
  await db.schema.createIndex('members_mobile_idx').on('members').column('mobile').execute()

  await db.schema
    .createTable('dependents')
    .addColumn('dependent_id', 'serial', (col) => col.primaryKey())
    .addColumn('member_id', 'text', (col) => col.notNull().references('members.member_id'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('relation', 'text', (col) => col.notNull())
    .addColumn('date_of_birth', 'date')
    .addColumn('mobile', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('dependents_member_idx').on('dependents').column('member_id').execute()

  await db.schema
    .createTable('otp_codes')
    .addColumn('otp_id', 'serial', (col) => col.primaryKey())
    .addColumn('account_type', 'text', (col) => col.notNull().check(sql`account_type in ('member', 'user')`))
    .addColumn('account_id', 'text', (col) => col.notNull())
    .addColumn('code_hash', 'text', (col) => col.notNull())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('failed_attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('verified_at', 'timestamptz')
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('otp_codes_account_idx').on('otp_codes').columns(['account_type', 'account_id', 'created_at']).execute()

  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('hit_id', 'bigserial', (col) => col.primaryKey())
    .addColumn('bucket', 'text', (col) => col.notNull())
    .addColumn('hit_at', 'timestamptz', (col) => col.notNull())
    .execute()
  await db.schema.createIndex('rate_limit_hits_bucket_idx').on('rate_limit_hits').columns(['bucket', 'hit_at']).execute()

  await db.schema
    .createTable('messages')
    .addColumn('message_id', 'serial', (col) => col.primaryKey())
    .addColumn('channel', 'text', (col) => col.notNull().defaultTo('whatsapp'))
    .addColumn('recipient', 'text', (col) => col.notNull())
    .addColumn('body', 'text', (col) => col.notNull())
    .addColumn('purpose', 'text', (col) => col.notNull())
    .addColumn('provider', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull().check(sql`status in ('stored', 'sent', 'failed')`))
    .addColumn('provider_message_id', 'text')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute()
  await db.schema.createIndex('messages_recipient_idx').on('messages').columns(['recipient', 'created_at']).execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'messages',
    'rate_limit_hits',
    'otp_codes',
    'dependents',
    'members',
    'member_categories',
    'users',
    'kitchens',
    'role_access',
    'menus',
    'roles',
  ]) {
    await db.schema.dropTable(table).ifExists().execute()
  }
}
