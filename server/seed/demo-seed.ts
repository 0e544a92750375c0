import { sql } from 'kysely'
import type { DB, Executor } from '../db/database.js'
import { hashPassword } from '../auth/passwords.js'
import { demoMembers, insertDemoMembers } from './demo-members.js'
import { seedDemoEvents } from './demo-events.js'
import { seedDemoAffiliatedClubs } from './demo-affiliated-clubs.js'
import { seedDemoRestaurants } from './demo-restaurants.js'
import { seedDemoEventBookings } from './demo-event-bookings.js'
import { seedDemoSports } from './demo-sports.js'
import { seedDemoAccounts } from './demo-accounts.js'
import { seedDemoFacilities } from './demo-facilities.js'
import { seedDemoBills } from './demo-bills.js'
import { seedDemoStore } from './demo-store.js'
import type { TicketSigner } from '../tickets/ticket-keys.js'
import { DEMO_PASSWORD } from './demo-password.js'

export { DEMO_PASSWORD }

/** The demo sign-ins, printed on the console and in the README. */
export const demoSignIns = [
  { who: 'super-admin', door: '/control', call: 'POST /api/signin', id: 'superadmin' },
  { who: 'staff admin', door: '/login', call: 'POST /api/login', id: 'admin@club.test' },
  { who: 'receptionist', door: '/login', call: 'POST /api/login', id: 'reception@club.test' },
  { who: 'kitchen (Main Kitchen)', door: '/login', call: 'POST /api/kitchen/login', id: 'kitchen1' },
  { who: 'steward (takes orders)', door: '/login', call: 'POST /api/login', id: 'steward@club.test' },
  { who: 'store keeper', door: '/login', call: 'POST /api/login', id: 'stores@club.test' },
  { who: 'member (with one dependent)', door: '/member-login', call: 'POST /member/api/login', id: 'M1001' },
] as const

type AccessGrant = readonly [area: string, actions: string]

// Staff roles beyond the fixed three. 7 is reception: the client special-cases role 7 (spec 1 §8).
const staffRoles: { role_id: number; name: string; description: string; access: AccessGrant[] }[] = [
  {
    role_id: 2,
    name: 'Club Secretary',
    description: 'Runs the club office: members, events, greetings and approvals',
    access: [
      ['dashboard', 'v'],
      ['members', 'vce'],
      ['member-categories', 'vce'],
      ['events', 'vced'],
      ['greetings', 'vce'],
      ['approvals', 'vced'],
      ['affiliated-clubs', 'vce'],
      ['sports', 'v'],
      ['accounts', 'v'],
    ],
  },
  {
    role_id: 3,
    name: 'Accounts',
    description: 'Member accounts: deposits, cheques and charges',
    access: [
      ['dashboard', 'v'],
      ['members', 'v'],
      ['accounts', 'vce'],
      ['events', 'v'],
      ['sports', 'v'],
    ],
  },
  {
    role_id: 4,
    name: 'Steward',
    description: 'Takes orders on the restaurant floor',
    access: [
      ['dashboard', 'v'],
      ['restaurants', 'v'],
      ['members', 'v'],
    ],
  },
  {
    role_id: 5,
    name: 'Sports Desk',
    description: 'Court bookings and sports check-in',
    access: [
      ['dashboard', 'v'],
      ['sports', 'vce'],
      ['door', 'v'],
      ['members', 'v'],
    ],
  },
  {
    role_id: 6,
    name: 'Store Keeper',
    description: 'Inventory, vendors and stock movements',
    access: [
      ['dashboard', 'v'],
      ['inventory', 'vced'],
      ['kitchens', 'v'],
    ],
  },
  {
    role_id: 7,
    name: 'Receptionist',
    description: 'Front desk: door check-in, bookings and member look-up',
    access: [
      ['dashboard', 'v'],
      ['door', 'vce'],
      ['events', 'vc'],
      ['sports', 'vce'],
      ['members', 'v'],
    ],
  },
]

export const demoKitchens = [
  { name: 'Main Kitchen', description: 'Indian and Chinese restaurants, banquets', location: 'Ground floor, behind the Indian restaurant' },
  { name: 'Garden Kitchen', description: 'Garden restaurant, cafe and bar snacks', location: 'Lawn side, next to the patio' },
]

/** Each category's annual fee and the credit a member of it gets by default (ADR 024): paise. */
export const demoMemberCategories = [
  { name: 'Life Member', description: 'One-time life membership', annual_fee_paise: 0, default_credit_limit_paise: 10_000_000 },
  {
    name: 'Permanent Member',
    description: 'Full membership with voting rights',
    annual_fee_paise: 2_400_000,
    default_credit_limit_paise: 5_000_000,
  },
  {
    name: 'Corporate Member',
    description: 'Nominee of a member company',
    annual_fee_paise: 6_000_000,
    default_credit_limit_paise: 10_000_000,
  },
  {
    name: 'Associate Member',
    description: 'Spouse or child of a permanent member',
    annual_fee_paise: 1_200_000,
    default_credit_limit_paise: 2_500_000,
  },
  {
    name: 'Temporary Member',
    description: 'Short-term membership for up to a year',
    annual_fee_paise: 1_800_000,
    default_credit_limit_paise: 1_000_000,
  },
]

/** The staff roles beyond the fixed three, with the areas each may use (also the test fixture club's). */
export async function seedStaffRoles(trx: Executor): Promise<void> {
  await trx
    .insertInto('roles')
    .values(staffRoles.map(({ role_id, name, description }) => ({ role_id, name, description })))
    .execute()

  const menus = await trx.selectFrom('menus').select(['menu_id', 'key']).execute()
  const menuIdByKey = new Map(menus.map((menu) => [menu.key, menu.menu_id]))
  const grants = staffRoles.flatMap((role) =>
    role.access.map(([area, actions]) => {
      const menuId = menuIdByKey.get(area)
      if (menuId === undefined) throw new Error(`Demo seed names an unknown area: ${area}`)
      return {
        role_id: role.role_id,
        menu_id: menuId,
        can_view: actions.includes('v'),
        can_create: actions.includes('c'),
        can_edit: actions.includes('e'),
        can_delete: actions.includes('d'),
      }
    }),
  )
  await trx.insertInto('role_access').values(grants).execute()
}

/** True when the database has nobody who can sign in yet. */
export async function isEmptyClub(db: DB): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow()
  return Number(row.count) === 0
}

export interface DemoSeeding {
  /** The demo accounts' password: DEMO_PASSWORD, except in production (bootstrap.ts). */
  password: string
  /** "Today" for the demo's bookings and orders: the server's clock. */
  now: Date
  /**
   * Today's event bookings need the server's ticket signer (their codes carry its signature); without
   * one (test apps, which sign with a secret of their own) the club has its events but no bookings.
   */
  ticketSigner?: Pick<TicketSigner, 'sign'> | undefined
  /**
   * A month of past restaurant service, billed, for the reports (ADR 041): the server's demo has it;
   * the tests' demo club does not (its kitchen tests clear every order, and a bill holds its order).
   */
  withPastBills?: boolean | undefined
}

/** Who approves membership applications in the demo club. */
export const demoMembershipCommittee = [
  { member_id: 'M1002', role_title: 'President' },
  { member_id: 'M1003', role_title: 'Honorary Secretary' },
  { member_id: 'M1004', role_title: 'Treasurer' },
]

/** Fills an empty database with a small, realistic club. Always the same data. */
export async function seedDemoData(db: DB, { password, now, ticketSigner, withPastBills }: DemoSeeding): Promise<void> {
  const passwordHash = () => hashPassword(password)
  await db.transaction().execute(async (trx) => {
    await seedStaffRoles(trx)

    const kitchenRows = await trx.insertInto('kitchens').values(demoKitchens).returning(['kitchen_id', 'name']).execute()
    const kitchenId = (name: string) => kitchenRows.find((row) => row.name === name)!.kitchen_id

    await trx
      .insertInto('users')
      .values([
        {
          name: 'Club Super Administrator',
          username: 'superadmin',
          email: 'superadmin@club.test',
          mobile: '9810000001',
          role_id: 1,
          is_super_admin: true,
          password_hash: await passwordHash(),
        },
        {
          name: 'Rajiv Khanna',
          email: 'admin@club.test',
          username: 'admin',
          mobile: '9810000002',
          role_id: 1,
          password_hash: await passwordHash(),
        },
        {
          name: 'Priya Sharma',
          email: 'reception@club.test',
          username: 'reception',
          mobile: '9810000003',
          role_id: 7,
          password_hash: await passwordHash(),
        },
        {
          name: 'Harpreet Kaur',
          email: 'secretary@club.test',
          username: 'secretary',
          mobile: '9810000004',
          role_id: 2,
          password_hash: null,
        },
        { name: 'Suresh Iyer', email: 'accounts@club.test', username: 'accounts', mobile: '9810000005', role_id: 3, password_hash: null },
        {
          name: 'Mohan Lal',
          email: 'steward@club.test',
          username: 'steward',
          mobile: '9810000006',
          role_id: 4,
          password_hash: await passwordHash(),
        },
        { name: 'Arjun Mehta', email: 'sports@club.test', username: 'sports', mobile: '9810000007', role_id: 5, password_hash: null },
        {
          name: 'Ramesh Yadav',
          email: 'stores@club.test',
          username: 'stores',
          mobile: '9810000008',
          role_id: 6,
          password_hash: await passwordHash(),
        },
        {
          name: 'Chef Gurdeep Singh',
          username: 'kitchen1',
          email: 'kitchen1@club.test',
          mobile: '9810000009',
          role_id: 13,
          kitchen_id: kitchenId('Main Kitchen'),
          password_hash: await passwordHash(),
        },
        {
          name: 'Chef Thomas D’Souza',
          username: 'kitchen2',
          email: 'kitchen2@club.test',
          mobile: '9810000010',
          role_id: 13,
          kitchen_id: kitchenId('Garden Kitchen'),
          password_hash: await passwordHash(),
        },
      ])
      .execute()

    const categoryRows = await trx.insertInto('member_categories').values(demoMemberCategories).returning(['category_id', 'name']).execute()
    const categoryId = (name: string) => categoryRows.find((row) => row.name === name)!.category_id

    const { members, dependents } = demoMembers()
    const demoMemberHash = await passwordHash()
    const memberRows = members.map(({ category, hasDemoPassword, ...member }) => ({
      ...member,
      category_id: categoryId(category),
      password_hash: hasDemoPassword ? demoMemberHash : null,
    }))
    await insertDemoMembers(trx, memberRows, dependents)
    // The membership committee applications go to (ADR 034): two of three decide.
    await trx
      .updateTable('club_settings')
      .set({ membership_approvers: JSON.stringify(demoMembershipCommittee), membership_rule: 'majority' })
      .execute()
    await seedDemoEvents(trx)
    await seedDemoAffiliatedClubs(trx)
    await seedDemoFacilities(trx)
    await seedDemoRestaurants(trx, now)
    await seedDemoStore(trx, now)
    await seedDemoAccounts(trx, now)
    if (withPastBills) await seedDemoBills(trx, now)
    if (ticketSigner) await seedDemoEventBookings(trx, ticketSigner, now)
    await seedDemoSports(trx, { withBookings: Boolean(ticketSigner), now })
  })
}
