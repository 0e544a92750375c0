import { sql, type Kysely } from 'kysely'

// The roles the clients hard-code (1 admin, 13 kitchen, 16 member) and the back-office areas that
// access is granted on. Frozen here as they were on 2026-11-22; later areas come in later migrations.
const systemRoles = [
  { role_id: 1, name: 'Admin', description: 'Full access to every back-office area' },
  { role_id: 13, name: 'Kitchen', description: 'Kitchen display of one kitchen' },
  { role_id: 16, name: 'Member', description: 'Club member using the member app' },
]

/** Exported for tests that need the office menu as the server first granted it. */
export const areas = [
  ['dashboard', 'Dashboard', '/dashboard', 'home'],
  ['members', 'Members', '/dashboard/members', 'users'],
  ['member-categories', 'Member Categories', '/dashboard/member-categories', 'tags'],
  ['wallet', 'Wallet & Cheques', '/dashboard/wallet', 'wallet'],
  ['events', 'Events & Bookings', '/dashboard/events', 'calendar'],
  ['door', 'Door Check-in', '/door', 'scan'],
  ['sports', 'Sports', '/dashboard/sports', 'trophy'],
  ['restaurants', 'Restaurants', '/dashboard/restaurants', 'utensils'],
  ['kitchens', 'Kitchens', '/dashboard/kitchens', 'chef'],
  ['menu-categories', 'Menu Categories', '/dashboard/menu-categories', 'list'],
  ['inventory', 'Inventory', '/dashboard/inventory', 'boxes'],
  ['greetings', 'Greetings', '/dashboard/greetings', 'gift'],
  ['approvals', 'Approvals', '/dashboard/approvals', 'check'],
  ['affiliated-clubs', 'Affiliated Clubs', '/dashboard/affiliated-clubs', 'globe'],
  ['users', 'Users', '/dashboard/users', 'id-card'],
  ['roles', 'Roles & Access', '/dashboard/roles', 'shield'],
  ['organisations', 'Organisations', '/dashboard/organisations', 'building'],
] as const

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('roles')
    .values(systemRoles.map((role) => ({ ...role, is_system: true })))
    .execute()
  // Custom roles are numbered after the fixed ones.
  await sql`select setval('roles_role_id_seq', 20)`.execute(db)
  await db
    .insertInto('menus')
    .values(areas.map(([key, title, path, icon], index) => ({ key, title, path, icon, sort_order: (index + 1) * 10 })))
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('menus')
    .where(
      'key',
      'in',
      areas.map(([key]) => key),
    )
    .execute()
  await db
    .deleteFrom('roles')
    .where(
      'role_id',
      'in',
      systemRoles.map((role) => role.role_id),
    )
    .execute()
}
