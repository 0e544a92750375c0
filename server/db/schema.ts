import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely'
import type { ItemStatus } from '../../domain/kitchen-orders.js'
import type { SportsTables } from './sports-schema.js'
import type { BookingStatus, EventStatus, EventType, EventVisibility, PaymentMethod, PaymentStatus } from '../../domain/events.js'

export type { BookingStatus, EventStatus, EventType, EventVisibility, PaymentMethod, PaymentStatus }

/** A timestamptz column: read as Date, written as Date or ISO text. */
type Timestamp = ColumnType<Date, Date | string, Date | string>
type CreatedAt = ColumnType<Date, Date | string | undefined, never>
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>
/** A `date` column, read and written as 'YYYY-MM-DD'. */
type CalendarDate = string

export interface RolesTable {
  role_id: Generated<number>
  name: string
  description: string | null
  is_system: Generated<boolean>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface MenusTable {
  menu_id: Generated<number>
  key: string
  title: string
  path: string
  icon: string | null
  parent_key: string | null
  sort_order: Generated<number>
  created_at: CreatedAt
}

export interface RoleAccessTable {
  role_id: number
  menu_id: number
  can_view: Generated<boolean>
  can_create: Generated<boolean>
  can_edit: Generated<boolean>
  can_delete: Generated<boolean>
}

export interface KitchensTable {
  kitchen_id: Generated<number>
  name: string
  description: string | null
  location: string | null
  is_active: Generated<boolean>
  created_at: CreatedAt
  updated_at: UpdatedAt
  /** The display's age timer turns amber, then red, after these many minutes. */
  amber_after_minutes: Generated<number>
  red_after_minutes: Generated<number>
  stations: ColumnType<string[], string[] | undefined, string[]>
}

export interface UsersTable {
  user_id: Generated<number>
  name: string
  email: string | null
  username: string | null
  mobile: string | null
  password_hash: string | null
  role_id: number
  kitchen_id: number | null
  is_active: Generated<boolean>
  is_super_admin: Generated<boolean>
  password_changed_at: ColumnType<Date, Date | string | undefined, Date | string>
  last_login_at: Timestamp | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface MemberCategoriesTable {
  category_id: Generated<number>
  name: string
  description: string | null
  annual_fee_paise: Generated<number>
  is_active: Generated<boolean>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export type MemberStatus = 'active' | 'suspended' | 'resigned' | 'deceased'

export interface MembersTable {
  member_id: string
  title: string | null
  name: string
  email: string | null
  mobile: string | null
  date_of_birth: CalendarDate | null
  anniversary: CalendarDate | null
  spouse_name: string | null
  category_id: number | null
  status: Generated<MemberStatus>
  address: string | null
  joined_on: CalendarDate | null
  password_hash: string | null
  password_changed_at: ColumnType<Date, Date | string | undefined, Date | string>
  last_login_at: Timestamp | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface DependentsTable {
  dependent_id: Generated<number>
  member_id: string
  name: string
  relation: string
  date_of_birth: CalendarDate | null
  mobile: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export type OtpAccountType = 'member' | 'user'

export interface OtpCodesTable {
  otp_id: Generated<number>
  account_type: OtpAccountType
  account_id: string
  code_hash: string
  expires_at: Timestamp
  failed_attempts: Generated<number>
  verified_at: Timestamp | null
  consumed_at: Timestamp | null
  created_at: Timestamp
}

export interface RateLimitHitsTable {
  hit_id: Generated<number>
  bucket: string
  hit_at: Timestamp
}

export type MessageStatus = 'stored' | 'sent' | 'failed'

export interface MessagesTable {
  message_id: Generated<number>
  channel: Generated<string>
  recipient: string
  body: string
  purpose: string
  provider: string
  status: MessageStatus
  provider_message_id: string | null
  error: string | null
  created_at: CreatedAt
}

/** A text[] column: read as a list, written as a list (or left to its default of none). */
type TextList = ColumnType<string[], string[] | undefined, string[]>

export interface EventsTable {
  event_id: Generated<number>
  title: string
  slug: string
  description: Generated<string>
  event_type: EventType
  start_at: Timestamp
  end_at: Timestamp
  venue: string
  capacity: number
  price_paise: Generated<number>
  member_price_paise: number | null
  image_url: string | null
  highlights: TextList
  visibility: Generated<EventVisibility>
  status: Generated<EventStatus>
  featured: Generated<boolean>
  gallery_images: TextList
  created_by: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
  /** From sync_version_seq; bumped on every change so devices can pull "changed since N". */
  version: Generated<number>
}

export type BookingType = 'member' | 'guest'
export type BookingChannel = 'office' | 'reception' | 'member' | 'public'
/** free: nothing to pay; charged: owed on the member's account; due: to pay at the desk. */
export type TicketStatus = 'valid' | 'checked_in' | 'cancelled'
export type CheckInType = 'entry' | 'exit'
export type DiscountType = 'percent' | 'flat'

export interface EventCouponsTable {
  coupon_id: Generated<number>
  event_id: number
  code: string
  discount_type: DiscountType
  /** Percent (1-100) or paise off. */
  value: number
  max_uses: number
  uses_count: Generated<number>
  valid_from: Timestamp
  valid_to: Timestamp
  created_by: number | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface EventBookingsTable {
  booking_id: Generated<number>
  event_id: number
  booking_type: BookingType
  member_id: string | null
  contact_name: string
  contact_phone: string | null
  contact_email: string | null
  channel: BookingChannel
  status: Generated<BookingStatus>
  ticket_count: number
  unit_price_paise: number
  subtotal_paise: number
  discount_paise: Generated<number>
  total_paise: number
  coupon_id: number | null
  coupon_code: string | null
  payment_method: PaymentMethod | null
  payment_status: PaymentStatus
  amount_paid_paise: Generated<number>
  paid_at: Timestamp | null
  created_by: number | null
  cancelled_at: Timestamp | null
  cancelled_by: number | null
  cancel_reason: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
  version: Generated<number>
}

export interface EventTicketsTable {
  ticket_id: number
  booking_id: number
  event_id: number
  holder_name: string
  /** The signed QR content (server/tickets/ticket-keys.ts). */
  code: string
  status: Generated<TicketStatus>
  is_inside: Generated<boolean>
  first_checked_in_at: Timestamp | null
  first_checked_in_by: number | null
  first_checked_in_device: string | null
  last_entry_at: Timestamp | null
  last_exit_at: Timestamp | null
  created_at: CreatedAt
  updated_at: UpdatedAt
  version: Generated<number>
}

export interface TicketCheckinsTable {
  checkin_id: Generated<number>
  ticket_id: number
  event_id: number
  type: CheckInType
  /** The scan time at the door; created_at is when the server heard of it. */
  at: Timestamp
  device_client_id: string | null
  user_id: number | null
  undone_at: Timestamp | null
  created_at: CreatedAt
  version: Generated<number>
  /** The door device's own id for a check-in it queued (sync); null for REST check-ins. */
  client_checkin_id: string | null
}

/** A ticket let in on two door devices: the entry the server kept and the one it refused (ADR 014). */
export interface CheckinConflictsTable {
  conflict_id: Generated<number>
  event_id: number
  ticket_id: number
  accepted_checkin_id: number
  rejected_device_client_id: string
  rejected_user_id: number | null
  /** The scan time on the refused device. */
  rejected_at: Timestamp
  received_at: Timestamp
  type: CheckInType
  resolved_at: Timestamp | null
  resolved_by: number | null
}

export interface EventCouponRedemptionsTable {
  redemption_id: Generated<number>
  coupon_id: number
  booking_id: number
  discount_paise: number
  redeemed_at: Timestamp
  released_at: Timestamp | null
}

export type MemberChargeSource = 'event_booking' | 'event_booking_refund' | 'sports_booking' | 'sports_booking_refund'
export type MemberChargeStatus = 'owed' | 'settled' | 'cancelled'

/** An amount a member owes (negative: is owed back), settled by the wallet. */
export interface MemberChargesTable {
  charge_id: Generated<number>
  member_id: string
  source: MemberChargeSource
  booking_id: number | null
  sports_booking_id: number | null
  amount_paise: number
  description: string
  status: Generated<MemberChargeStatus>
  settled_at: Timestamp | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface AffiliatedClubsTable {
  club_id: Generated<number>
  sr_no: number
  name: string
  contact: string | null
  contact_position: string | null
  address: string | null
  phone: string | null
  email: string | null
  website: string | null
  facility: string | null
  description: string | null
  is_active: Generated<boolean>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface RestaurantsTable {
  restaurant_id: Generated<number>
  name: string
  cuisine: string | null
  description: string | null
  location: string | null
  kitchen_id: number
  is_open: Generated<boolean>
  opening_hours: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface MenuItemsTable {
  menu_item_id: Generated<number>
  restaurant_id: number
  name: string
  description: string | null
  category: string | null
  price_paise: number
  is_veg: Generated<boolean>
  spice_level: number | null
  tags: ColumnType<string[], string[] | undefined, string[]>
  /** Where in the kitchen it is cooked; null = the whole kitchen. */
  station: string | null
  is_available: Generated<boolean>
  sort_order: Generated<number>
  recipe: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface RestaurantTablesTable {
  table_id: Generated<number>
  restaurant_id: number
  label: string
  seats: Generated<number>
  is_active: Generated<boolean>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

/** The one state machine's words (domain/kitchen-orders.ts), for orders and their items alike. */
export type KitchenStatus = ItemStatus
/** What recall needs of the last bump: each bumped item and the status it had before. */
export type BumpedItem = { item_id: number; from: KitchenStatus }

export interface OrdersTable {
  order_id: Generated<number>
  kitchen_id: number
  restaurant_id: number
  table_id: number | null
  member_id: string | null
  placed_by: number | null
  notes: string | null
  allergy_notes: string | null
  status: Generated<KitchenStatus>
  /** From sync_version_seq; bumped last on every change to the order or any of its items. */
  version: Generated<number>
  created_at: CreatedAt
  updated_at: UpdatedAt
  ready_at: Timestamp | null
  served_at: Timestamp | null
  last_bump_at: Timestamp | null
  /** jsonb: read as the list, written as its JSON text. */
  last_bump_items: ColumnType<BumpedItem[] | null, string | null, string | null>
}

export interface OrderItemsTable {
  item_id: Generated<number>
  order_id: number
  menu_item_id: number
  name: string
  station: string | null
  quantity: number
  notes: string | null
  allergy_notes: string | null
  status: Generated<KitchenStatus>
  price_paise: number
  version: Generated<number>
  created_at: CreatedAt
  updated_at: UpdatedAt
  started_at: Timestamp | null
  ready_at: Timestamp | null
  served_at: Timestamp | null
  cancelled_at: Timestamp | null
}

export type SyncPrincipalKind = 'staff' | 'kitchen' | 'member'

/** One installed device of the sync engine, owned by the principal that first pushed from it. */
export interface SyncClientsTable {
  client_id: string
  principal_kind: SyncPrincipalKind
  principal_id: string
  last_mutation_id: Generated<number>
  user_agent: string | null
  created_at: CreatedAt
  last_seen_at: ColumnType<Date, Date | string | undefined, Date | string>
}

/** A mutation the server refused, kept so that a retried batch gets the same answer. */
export interface SyncRejectionsTable {
  client_id: string
  mutation_id: number
  name: string
  reason: string
  message: string
  /** jsonb: the server's state when it refused; written as JSON text. */
  state: ColumnType<unknown, string | null, string | null>
  rejected_at: Timestamp
}

export interface Database extends SportsTables {
  roles: RolesTable
  menus: MenusTable
  role_access: RoleAccessTable
  kitchens: KitchensTable
  users: UsersTable
  member_categories: MemberCategoriesTable
  members: MembersTable
  dependents: DependentsTable
  otp_codes: OtpCodesTable
  rate_limit_hits: RateLimitHitsTable
  messages: MessagesTable
  events: EventsTable
  affiliated_clubs: AffiliatedClubsTable
  sync_clients: SyncClientsTable
  sync_rejections: SyncRejectionsTable
  restaurants: RestaurantsTable
  menu_items: MenuItemsTable
  restaurant_tables: RestaurantTablesTable
  orders: OrdersTable
  order_items: OrderItemsTable
  event_coupons: EventCouponsTable
  event_bookings: EventBookingsTable
  event_tickets: EventTicketsTable
  ticket_checkins: TicketCheckinsTable
  checkin_conflicts: CheckinConflictsTable
  event_coupon_redemptions: EventCouponRedemptionsTable
  member_charges: MemberChargesTable
}

export type Role = Selectable<RolesTable>
export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type Member = Selectable<MembersTable>
export type NewMember = Insertable<MembersTable>
export type MemberUpdate = Updateable<MembersTable>
export type Kitchen = Selectable<KitchensTable>
