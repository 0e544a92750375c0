import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable, Updateable } from 'kysely'
import type { DependentRelation } from '../../domain/members.js'
import type { ItemStatus } from '../../domain/kitchen-orders.js'
import type { CalendarDate, CreatedAt, Timestamp, UpdatedAt } from './column-types.js'
import type { EventBookingTables } from './event-bookings-schema.js'
import type { SportsTables } from './sports-schema.js'
import type { MemberAccountTables } from './member-accounts-schema.js'
import type { RestaurantBillTables } from './restaurant-bills-schema.js'
import type { ApprovalTables } from './approvals-schema.js'
import type { StoreTables } from './store-schema.js'
import type { GreetingTables } from './greetings-schema.js'
import type { MembershipApplicationTables } from './membership-applications-schema.js'
import type { SessionAudience } from '../../domain/session-token.js'
import type { BookingStatus, EventStatus, EventType, EventVisibility, PaymentMethod, PaymentStatus } from '../../domain/events.js'

export type { BookingStatus, EventStatus, EventType, EventVisibility, PaymentMethod, PaymentStatus }
export type * from './event-bookings-schema.js'

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
  /** What a member of this category may owe the club when their own limit is not set. */
  default_credit_limit_paise: Generated<number>
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
  /** What the member may owe the club; null: the category's default. */
  credit_limit_paise: number | null
  /** The member id, name, mobile and e-mail in lower case, kept by PostgreSQL: what the register's search reads. */
  search_text: GeneratedAlways<string>
  password_hash: string | null
  password_changed_at: ColumnType<Date, Date | string | undefined, Date | string>
  last_login_at: Timestamp | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface DependentsTable {
  dependent_id: Generated<number>
  member_id: string
  /** The dependent's own id under the member's: M1001-1, M1001-2... */
  dependent_code: string
  name: string
  relation: DependentRelation
  date_of_birth: CalendarDate | null
  mobile: string | null
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export type OtpAccountType = 'member' | 'user'
/** What a one-time code is for (ADR 025): each purpose's codes are checked only by its own flow. */
export type OtpPurpose = 'password-reset' | 'registration'

export interface OtpCodesTable {
  otp_id: Generated<number>
  account_type: OtpAccountType
  account_id: string
  purpose: ColumnType<OtpPurpose, OtpPurpose | undefined, OtpPurpose>
  code_hash: string
  expires_at: Timestamp
  failed_attempts: Generated<number>
  verified_at: Timestamp | null
  consumed_at: Timestamp | null
  created_at: Timestamp
}

/** One sign-in: the token's `sid` names it (auth/sessions.repository.ts says when it is live). */
export interface AuthSessionsTable {
  session_id: string
  audience: SessionAudience
  user_id: number | null
  member_id: string | null
  /** md5 of the account's password hash when the session started: a changed password ends it. */
  password_fingerprint: string
  client_address: string | null
  issued_at: Timestamp
  expires_at: Timestamp
  /** Signed out. */
  ended_at: Timestamp | null
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
  /** The tax on its bills, in basis points (500 = 5%); ADR 028. */
  tax_rate_bp: Generated<number>
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
  /** From the menu categories' lists, by name (migration 2026-11-29T0300). */
  food_type: string | null
  cuisine: string | null
  /** How many portions the recipe's ingredients make. */
  recipe_portions: Generated<number>
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

/** An uploaded file, or a resized copy of an uploaded image (ADR 026). */
export interface StoredFilesTable {
  path: string
  folder: string
  original_name: string
  media_type: string
  size_bytes: number
  content: Uint8Array
  variant_of: string | null
  width: number | null
  uploaded_by_kind: string
  uploaded_by_id: string
  created_at: CreatedAt
}

/** The club's own profile: one row (domain/club-profile.ts). */
export interface OrganisationsTable {
  organisation_id: Generated<number>
  name: string
  address_line: string
  locality: string
  city: string
  state: string
  pin_code: string
  phones: ColumnType<string[], string[] | undefined, string[]>
  email: string | null
  website: string | null
  president_name: string | null
  president_title: string | null
  chat_number: string | null
  gstin: string | null
  logo_url: string | null
  social_links: ColumnType<{ label: string; url: string }[], string | undefined, string>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

export interface FacilitiesTable {
  facility_id: Generated<number>
  name: string
  kind: string
  capacity: number | null
  description: string | null
  images: ColumnType<string[], string[] | undefined, string[]>
  is_visible: Generated<boolean>
  sort_order: Generated<number>
  created_at: CreatedAt
  updated_at: UpdatedAt
}

/** One bulk upload (ADR 030): its kind, who sent it, and what became of its rows. */
export interface BulkUploadsTable {
  upload_id: Generated<number>
  kind: 'members' | 'dependents' | 'wallet' | 'transactions'
  uploaded_by: number | null
  row_count: number
  created_count: Generated<number>
  updated_count: Generated<number>
  skipped_count: Generated<number>
  error_row_count: Generated<number>
  created_at: CreatedAt
}

export type AuditAction = 'create' | 'update' | 'delete' | 'status' | 'permission' | 'password' | 'money'

/** One change made in the back office (ADR 029). Never updated or deleted (a trigger refuses it). */
export interface AuditLogTable {
  audit_id: Generated<number>
  at: Timestamp
  actor_kind: 'staff' | 'kitchen' | 'super-admin'
  actor_id: number
  actor_name: string
  ip: string | null
  user_agent: string | null
  area: string
  action: AuditAction
  record_type: string
  record_id: string
  summary: string | null
  /** jsonb: the fields as they were (redacted); written as JSON text. */
  before: ColumnType<Record<string, unknown> | null, string | null, never>
  /** jsonb: the fields as they became (redacted); written as JSON text. */
  after: ColumnType<Record<string, unknown> | null, string | null, never>
}

export interface Database
  extends
    EventBookingTables,
    SportsTables,
    MemberAccountTables,
    RestaurantBillTables,
    ApprovalTables,
    StoreTables,
    GreetingTables,
    MembershipApplicationTables {
  audit_log: AuditLogTable
  stored_files: StoredFilesTable
  bulk_uploads: BulkUploadsTable
  organisations: OrganisationsTable
  facilities: FacilitiesTable
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
  auth_sessions: AuthSessionsTable
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
}

export type Role = Selectable<RolesTable>
export type User = Selectable<UsersTable>
export type NewUser = Insertable<UsersTable>
export type Member = Selectable<MembersTable>
export type NewMember = Insertable<MembersTable>
export type MemberUpdate = Updateable<MembersTable>
export type Kitchen = Selectable<KitchensTable>
