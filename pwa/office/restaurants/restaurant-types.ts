/** The shapes the restaurant calls answer with (ADR 010): `_id` is the same number as the named id. */
export interface Restaurant {
  _id: number
  restaurant_id: number
  name: string
  cuisine: string | null
  description: string | null
  location: string | null
  kitchen_id: number
  kitchen_name: string
  isOpen: boolean
  opening_hours: string | null
  menu_item_count: number
  table_count: number
}

export interface MenuItem {
  _id: number
  menu_item_id: number
  restaurant_id: number
  name: string
  description: string | null
  category: string | null
  price_paise: number
  is_veg: boolean
  spice_level: number | null
  tags: string[]
  station: string | null
  is_available: boolean
  sort_order: number
  recipe: string | null
}

export interface DiningTable {
  _id: number
  table_id: number
  restaurant_id: number
  label: string
  seats: number
  is_active: boolean
}

export type { Kitchen } from '../../../domain/contract/kitchens'

export interface Recipe {
  menu_item_id: number
  name: string
  recipe: string | null
}
