import { staffRecord } from '../../helpers/sessions'

type Access = { view: boolean; create: boolean; edit: boolean; delete: boolean }
export const access = (view: boolean, create = false, edit = false, remove = false): Access => ({ view, create, edit, delete: remove })

/** A role's office menu with the given grants on events and on the door. */
export const eventsMenu = (events: Access, door = access(false)) => [
  { menu_id: 1, key: 'dashboard', title: 'Dashboard', path: '/dashboard', icon: 'home', sort_order: 10, access: access(true) },
  { menu_id: 5, key: 'events', title: 'Events & Bookings', path: '/dashboard/events', icon: 'calendar', sort_order: 50, access: events },
  { menu_id: 6, key: 'door', title: 'Door Check-in', path: '/door', icon: 'scan', sort_order: 60, access: door },
]
export const managerMenu = eventsMenu(access(true, true, true, true), access(true, true, true))
export const viewerMenu = eventsMenu(access(true))

export const eventsManager = staffRecord({ role_id: 5, role_name: 'Events Manager', name: 'Meera Iyer', user_id: 6 })

export const clubEvent = (overrides: Record<string, unknown> = {}) => ({
  event_id: 7,
  title: 'Winter Social Evening',
  slug: 'winter-social-evening',
  description: 'Ghazals on the lawn.',
  event_type: 'social',
  start_at: '2026-12-12T13:30:00.000Z',
  end_at: '2026-12-12T17:30:00.000Z',
  venue: 'Main Lawn',
  capacity: 120,
  price_paise: 150_000,
  member_price_paise: 120_000,
  image_url: null,
  highlights: [],
  visibility: 'public',
  status: 'published',
  featured: true,
  tickets_sold: 40,
  seats_left: 80,
  upcoming: true,
  ...overrides,
})

export const bookingStats = (overrides: Record<string, unknown> = {}) => ({
  total_bookings: 3,
  confirmed_bookings: 2,
  attended_bookings: 0,
  no_show_bookings: 0,
  cancelled_bookings: 1,
  tickets_sold: 40,
  checked_in: 12,
  inside_now: 9,
  cancelled_tickets: 2,
  seats_left: 80,
  revenue_paise: 4_800_000,
  ...overrides,
})

export const ticket = (overrides: Record<string, unknown> = {}) => ({
  ticketId: 501,
  code: 'T501.signed',
  holder_name: 'Vikram Malhotra',
  status: 'valid',
  is_inside: false,
  checked_in_at: null,
  last_entry_at: null,
  last_exit_at: null,
  version: 1,
  ...overrides,
})

export const booking = (overrides: Record<string, unknown> = {}) => ({
  booking_id: 31,
  event_id: 7,
  event_title: 'Winter Social Evening',
  event_start_at: '2026-12-12T13:30:00.000Z',
  event_end_at: '2026-12-12T17:30:00.000Z',
  event_venue: 'Main Lawn',
  booking_type: 'member',
  member_id: 'M1001',
  contact_name: 'Vikram Malhotra',
  contact_phone: null,
  contact_email: null,
  channel: 'member',
  status: 'confirmed',
  ticket_count: 2,
  unit_price_paise: 120_000,
  subtotal_paise: 240_000,
  discount_paise: 0,
  total_paise: 240_000,
  coupon_code: null,
  payment_method: 'member_account',
  payment_status: 'charged',
  amount_paid_paise: 0,
  paid_at: null,
  created_at: '2026-11-20T06:00:00.000Z',
  cancelled_at: null,
  cancel_reason: null,
  version: 3,
  tickets: [ticket(), ticket({ ticketId: 502, code: 'T502.signed', holder_name: 'Anjali Malhotra' })],
  ...overrides,
})

export const page = <Item>(data: Item[], overrides: Record<string, number> = {}) => ({
  success: true,
  data,
  pagination: { page: 1, limit: 10, total: data.length, pages: Math.ceil(data.length / 10), ...overrides },
})
