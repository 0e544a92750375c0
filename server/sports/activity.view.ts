import type { Selectable } from 'kysely'
import type { SportsSubcategoriesTable } from '../db/sports-schema.js'
import type { ActivityRow } from './activities.repository.js'
import type { ItemRow } from './items.repository.js'

/** Activities, items and subcategories as the clients read them (ADR 015, "Shapes"). */

export function toActivity(row: ActivityRow) {
  return {
    activity_id: row.activity_id,
    name: row.name,
    category: row.category,
    description: row.description,
    is_public: row.is_public,
    status: row.status,
    slot_minutes: row.slot_minutes,
    open_time: row.open_time,
    close_time: row.close_time,
    price_paise: row.price_paise,
    guest_price_paise: row.guest_price_paise,
    max_players: row.max_players,
    max_slots_per_booking: row.max_slots_per_booking,
    booking_window_days: row.booking_window_days,
    cancel_cutoff_minutes: row.cancel_cutoff_minutes,
    image_url: row.image_url,
    item_ids: row.item_ids ?? [],
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}

/** What the public sports page shows of a public activity. */
export function toPublicActivity(row: ActivityRow) {
  return {
    activity_id: row.activity_id,
    name: row.name,
    category: row.category,
    description: row.description,
    slot_minutes: row.slot_minutes,
    open_time: row.open_time,
    close_time: row.close_time,
    price_paise: row.price_paise,
    guest_price_paise: row.guest_price_paise,
    image_url: row.image_url,
  }
}

export function toItem(row: ItemRow) {
  return {
    item_id: row.item_id,
    name: row.name,
    kind: row.kind,
    description: row.description,
    status: row.status,
    activity_ids: row.activity_ids ?? [],
  }
}

export function toSubcategory(row: Selectable<SportsSubcategoriesTable>) {
  return {
    sub_category_id: row.subcategory_id,
    activity_id: row.activity_id,
    name: row.name,
    description: row.description,
    price_paise: row.price_paise,
    is_active: row.is_active,
    created_at: row.created_at,
    updated_at: row.updated_at,
  }
}
