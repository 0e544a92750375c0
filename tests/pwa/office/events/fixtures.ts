import type { Booking, Coupon, Ticket } from '../../../../domain/contract/event-bookings'
import type { ScanResult } from '../../../../domain/contract/event-bookings-office'
import type { BookingStats, ClubEvent, MemberEvent } from '../../../../domain/contract/events'
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

export const clubEvent = (overrides: Partial<ClubEvent> = {}): ClubEvent => ({
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
  gallery_images: [],
  created_by: 1,
  created_at: '2026-11-01T06:00:00.000Z',
  updated_at: '2026-11-01T06:00:00.000Z',
  version: 12,
  ...overrides,
})

export const bookingStats = (overrides: Partial<BookingStats> = {}): BookingStats => ({
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

export const ticket = (overrides: Partial<Ticket> = {}): Ticket => ({
  ticketId: 501,
  code: 'T501.signed',
  short_code: 'K7M39QXD',
  holder_name: 'Vikram Malhotra',
  dependent_id: null,
  status: 'valid',
  is_inside: false,
  checked_in_at: null,
  last_entry_at: null,
  last_exit_at: null,
  version: 1,
  ...overrides,
})

export const booking = (overrides: Partial<Booking> = {}): Booking => ({
  booking_id: 31,
  event_id: 7,
  event_title: 'Winter Social Evening',
  event_start_at: '2026-12-12T13:30:00.000Z',
  event_end_at: '2026-12-12T17:30:00.000Z',
  event_venue: 'Main Lawn',
  event_image_url: '/images/events/winter-social-evening-960.webp',
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
  tickets: [ticket(), ticket({ ticketId: 502, code: 'T502.signed', short_code: 'P4WN2HRT', holder_name: 'Anjali Malhotra' })],
  ...overrides,
})

export const page = <Item>(data: Item[], overrides: Record<string, number> = {}) => ({
  success: true,
  data,
  pagination: { page: 1, limit: 10, total: data.length, pages: Math.ceil(data.length / 10), ...overrides },
})

/** An event's bookings page (GET events/{id}/bookings), which names its event. */
export const eventBookingsPage = (eventId: number, data: Booking[] = []) => ({ ...page(data), event_id: eventId })

/**
 * A failure with no body, as a proxy in front of the API gives when the server cannot answer: not an
 * answer of the API, so not one its contract describes.
 */
export const failureWithoutBody = () => new Response(null, { status: 500 })

export const coupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  coupon_id: 3,
  event_id: 7,
  code: 'WINTER10',
  discount_type: 'percent',
  value: 10,
  max_uses: 50,
  uses_count: 12,
  uses_left: 38,
  valid_from: '2026-11-01T00:00:00.000Z',
  valid_to: '2026-12-31T18:29:00.000Z',
  ...overrides,
})

/** A ticket's desk scan as the server reports it. */
export const scanResult = (overrides: Partial<ScanResult> = {}): ScanResult => ({
  ticketId: 501,
  holder_name: 'Vikram Malhotra',
  status: 'checked_in',
  message: 'Vikram Malhotra checked in',
  first_check_in: { at: '2026-12-12T13:40:00.000Z', by: 'Meera Iyer', device: null },
  ...overrides,
})

/** The event as a member reads it: without its author, photos and sync version. */
export const memberEvent = (overrides: Partial<MemberEvent> = {}): MemberEvent => {
  const {
    gallery_images: _photos,
    created_by: _author,
    created_at: _created,
    updated_at: _updated,
    version: _version,
    ...event
  } = clubEvent()
  return { ...event, ...overrides }
}
