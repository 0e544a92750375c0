import { hashPassword } from '../../server/auth/passwords.js'
import type { DB } from '../../server/db/database.js'
import { DEMO_PASSWORD } from '../../server/seed/demo-password.js'
import { demoKitchens, demoMemberCategories, seedStaffRoles } from '../../server/seed/demo-seed.js'
import { demoMembers } from '../../server/seed/demo-members.js'

/**
 * The small club most server tests need (ADR 019): the demo's staff roles, the people the tests sign
 * in as (the same names, ids and password as in the demo), three members, one kitchen and one event.
 * Tests that need the demo's size or its restaurants, sports and events use the demo club instead.
 */
export async function seedFixtureClub(db: DB): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db.transaction().execute(async (trx) => {
    await seedStaffRoles(trx)
    const mainKitchen = demoKitchens[0]!
    const { kitchen_id } = await trx.insertInto('kitchens').values(mainKitchen).returning('kitchen_id').executeTakeFirstOrThrow()
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
          password_hash: passwordHash,
        },
        {
          name: 'Rajiv Khanna',
          email: 'admin@club.test',
          username: 'admin',
          mobile: '9810000002',
          role_id: 1,
          password_hash: passwordHash,
        },
        {
          name: 'Priya Sharma',
          email: 'reception@club.test',
          username: 'reception',
          mobile: '9810000003',
          role_id: 7,
          password_hash: passwordHash,
        },
        {
          name: 'Mohan Lal',
          email: 'steward@club.test',
          username: 'steward',
          mobile: '9810000006',
          role_id: 4,
          password_hash: passwordHash,
        },
        {
          name: 'Chef Gurdeep Singh',
          username: 'kitchen1',
          email: 'kitchen1@club.test',
          mobile: '9810000009',
          role_id: 13,
          kitchen_id,
          password_hash: passwordHash,
        },
      ])
      .execute()

    const categories = await trx.insertInto('member_categories').values(demoMemberCategories).returning(['category_id', 'name']).execute()
    const { members, dependents } = demoMembers()
    const fixtureMembers = members.slice(0, 3) // M1001 (with the demo password and a dependent), M1002, M1003
    await trx
      .insertInto('members')
      .values(
        fixtureMembers.map(({ category, hasDemoPassword, ...member }) => ({
          ...member,
          category_id: categories.find((row) => row.name === category)!.category_id,
          password_hash: hasDemoPassword ? passwordHash : null,
        })),
      )
      .execute()
    await trx
      .insertInto('dependents')
      .values(dependents.filter((dependent) => fixtureMembers.some((member) => member.member_id === dependent.member_id)))
      .execute()

    const admin = await trx.selectFrom('users').select('user_id').where('email', '=', 'admin@club.test').executeTakeFirstOrThrow()
    await trx
      .insertInto('events')
      .values({
        title: 'Winter Social Evening',
        slug: 'winter-social-evening',
        description: 'An evening under the stars with live ghazals and a bonfire on the lawn.',
        event_type: 'social',
        start_at: new Date('2026-12-12T19:00:00+05:30'),
        end_at: new Date('2026-12-12T23:00:00+05:30'),
        venue: 'Main Lawn',
        capacity: 250,
        price_paise: 250_000,
        member_price_paise: 180_000,
        status: 'published',
        visibility: 'public',
        created_by: admin.user_id,
      })
      .execute()
  })
}
