import type { Executor } from '../db/database.js'

export function findKitchen(db: Executor, kitchenId: number) {
  return db
    .selectFrom('kitchens')
    .select(['kitchen_id', 'name', 'description', 'location', 'is_active'])
    .where('kitchen_id', '=', kitchenId)
    .executeTakeFirst()
}
