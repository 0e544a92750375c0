import type { ResponseOf } from '../../domain/contract/endpoint'
import type { kitchenSignIn, memberSignIn, staffSignIn } from '../../domain/contract/auth'

/**
 * The three session records kept in localStorage (spec 1 §3). Each is the sign-in answer its door
 * gave (domain/contract/auth.ts), so a change to an answer reaches these records' readers.
 */
export type SessionKind = 'user' | 'kitchen' | 'member'

/**
 * Either field may carry the expiry; a number is seconds since the epoch (spec 1 §5). Records saved
 * by the club's earlier client may hold a date string, so both are read as either.
 */
interface Expiry {
  expiresAt?: number | string
  tokenExpiryTime?: number | string
}

type Stored<Answer> = Omit<Answer, 'expiresAt'> & Expiry

export type StaffSession = Stored<ResponseOf<typeof staffSignIn>['result']>
export type KitchenSession = Stored<ResponseOf<typeof kitchenSignIn>['data']>
export type MemberSession = Stored<ResponseOf<typeof memberSignIn>['data']>
export type Dependent = MemberSession['dependents'][number]

export interface SessionByKind {
  user: StaffSession
  kitchen: KitchenSession
  member: MemberSession
}

export type ValidSessions = { [Kind in SessionKind]?: SessionByKind[Kind] }
