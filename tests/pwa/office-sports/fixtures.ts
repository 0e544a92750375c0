import type { SportsBooking } from '../../../domain/contract/sports-bookings'
import type { ActivityDetails, SportsActivity, SportsItem, SportsSubcategory } from '../../../domain/contract/sports-shapes'
import { staffRecord } from '../helpers/sessions'
import { access } from '../office/events/fixtures'

export { page } from '../office/events/fixtures'

type Access = ReturnType<typeof access>

/** A role's office menu with the given grant on sports. */
export const sportsMenu = (sports: Access) => [
  { menu_id: 1, key: 'dashboard', title: 'Dashboard', path: '/dashboard', icon: 'home', sort_order: 10, access: access(true) },
  { menu_id: 7, key: 'sports', title: 'Sports', path: '/dashboard/sports', icon: 'trophy', sort_order: 70, access: sports },
]
export const sportsManagerMenu = sportsMenu(access(true, true, true, true))
export const sportsViewerMenu = sportsMenu(access(true))

export const sportsDesk = staffRecord({ role_id: 5, role_name: 'Sports Desk', name: 'Arjun Mehta', user_id: 7 })

export const activity = (overrides: Partial<SportsActivity> = {}): SportsActivity => ({
  activity_id: 3,
  name: 'Badminton',
  category: 'Racquet sports',
  description: 'Two wooden courts in the hall.',
  is_public: true,
  status: 'active',
  slot_minutes: 60,
  open_time: '06:00',
  close_time: '22:00',
  price_paise: 80_000,
  guest_price_paise: 100_000,
  max_players: 4,
  max_slots_per_booking: 2,
  booking_window_days: 14,
  cancel_cutoff_minutes: 120,
  image_url: null,
  item_ids: [11, 12],
  created_at: '2026-11-01T04:30:00.000Z',
  updated_at: '2026-11-20T04:30:00.000Z',
  ...overrides,
})

export const item = (overrides: Partial<SportsItem> = {}): SportsItem => ({
  item_id: 11,
  name: 'Court 1',
  kind: 'court',
  description: '',
  status: 'available',
  activity_ids: [3],
  ...overrides,
})

export const subcategory = (overrides: Partial<SportsSubcategory> = {}): SportsSubcategory => ({
  sub_category_id: 5,
  activity_id: 3,
  name: 'Coaching',
  description: '',
  price_paise: 120_000,
  is_active: true,
  created_at: '2026-11-01T04:30:00.000Z',
  updated_at: '2026-11-01T04:30:00.000Z',
  ...overrides,
})

export const details = (overrides: Partial<ActivityDetails> = {}): ActivityDetails => ({
  success: true,
  activity: activity(),
  items: [item(), item({ item_id: 12, name: 'Court 2' })],
  subcategories: [],
  ...overrides,
})

export const sportsBooking = (overrides: Partial<SportsBooking> = {}): SportsBooking => ({
  booking_id: 501,
  activity_id: 3,
  activity_name: 'Badminton',
  item_id: 11,
  item_name: 'Court 1',
  subcategory_id: null,
  member_id: 'M1001',
  member_name: 'Vikram Malhotra',
  dependent_id: null,
  user_type: 'member',
  contact_name: 'Vikram Malhotra',
  contact_phone: null,
  booking_date: '2026-12-06',
  start_time: '18:00',
  end_time: '19:00',
  player_count: 2,
  special_requests: '',
  channel: 'member',
  status: 'confirmed',
  pricing_details: { unit_price_paise: 80_000, slot_count: 1, player_count: 2, user_type: 'member', total_paise: 80_000 },
  payment: { status: 'charged', method: 'member_account', amount_paid_paise: 0, balance_paise: 0 },
  invoice_number: null,
  check_in_info: null,
  cancelled_at: null,
  cancel_reason: null,
  created_at: '2026-12-01T06:00:00.000Z',
  updated_at: '2026-12-01T06:00:00.000Z',
  version: 9,
  ...overrides,
})

/** 10:00 in Delhi on Saturday 5 December 2026. */
export const CLUB_NOW = new Date('2026-12-05T04:30:00.000Z')
