/** The three session records kept in localStorage (spec 1 §3), as the sign-in answers fill them. */
export type SessionKind = 'user' | 'kitchen' | 'member'

interface SessionRecord {
  token: string
  /** Either field may carry the expiry; a number is seconds since the epoch (spec 1 §5). */
  expiresAt?: number | string
  tokenExpiryTime?: number | string
  role_id: number
}

export interface StaffSession extends SessionRecord {
  user_id: number
  name: string
  email?: string | null
  username?: string | null
  mobile?: string | null
  role_name?: string | null
  is_super_admin?: boolean
}

export interface KitchenSession extends SessionRecord {
  user_id: number
  name: string
  username?: string | null
  kitchen_id: number
  kitchenId: number
  kitchen_name?: string | null
}

export interface Dependent {
  dependent_id: number | string
  name: string
  relation: string
  date_of_birth: string | null
}

export interface MemberSession extends SessionRecord {
  member_id: string
  memberId: string
  title?: string | null
  name: string
  email?: string | null
  mobile?: string | null
  category?: string | null
  joined_on?: string | null
  dependents?: Dependent[]
}

export interface SessionByKind {
  user: StaffSession
  kitchen: KitchenSession
  member: MemberSession
}

export type ValidSessions = { [Kind in SessionKind]?: SessionByKind[Kind] }
