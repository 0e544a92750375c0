import type { Executor } from '../db/database.js'

/**
 * The member with this membership number, whatever its case ('m1001' is M1001): the one lookup every
 * area that is handed a membership number goes through.
 */
export function findMemberByNumber(db: Executor, memberNumber: string) {
  return db
    .selectFrom('members')
    .select(['member_id', 'name', 'mobile', 'email', 'status'])
    .where((eb) => eb(eb.fn('upper', ['member_id']), '=', memberNumber.toUpperCase()))
    .executeTakeFirst()
}
