import type { DB } from '../db/database.js'
import type { TokenSettings, VerifiedTokens } from '../auth/tokens.js'
import type { MessagingPort } from '../messaging/messaging.port.js'
import type { Logger } from './logger.js'
import type { Principal } from '../auth/principal.js'
import type { RealtimeNotifier } from '../realtime/notifier.js'
import type { SyncRegistry } from '../sync/sync.contract.js'
import type { OrderReadAhead } from '../kitchens/order-read-ahead.js'
import type { OrderCopies } from '../kitchens/order-copies.js'
import type { DeferredSession, RecentSessions } from '../auth/recent-sessions.js'
import type { FileStore } from '../uploads/file-store.js'
import type { GreetingJobs } from '../greetings/greeting-jobs.js'

export type Clock = () => Date

/** Everything the app is built from; tests pass their own (a fixed clock, in-memory messaging). */
export interface AppDeps {
  db: DB
  clock: Clock
  logger: Logger
  tokens: TokenSettings
  /** Tokens whose signature this app has checked (auth/tokens.ts); made by createApp. */
  verifiedTokens: VerifiedTokens
  /** TICKET_SIGNING_KEY (PEM); without it ticket codes are signed with a key derived from tokens.secret. */
  ticketSigningKey?: string
  messaging: MessagingPort
  /** Pushes "this changed" hints to socket.io rooms once a change is committed. */
  realtime: RealtimeNotifier
  /** The sync engine's mutations and scopes, registered by the areas devices keep offline. */
  sync: SyncRegistry
  /** Public settings the browser may see. */
  publicConfig: { chatNumber: string }
  /**
   * How many reverse proxies of ours stand in front of this server (TRUST_PROXY): the client address is
   * the X-Forwarded-For entry that many places from its right end. 0: the socket's address.
   */
  trustProxy: number
  /** Directory of the built PWA; absent in API-only tests. */
  publicDir?: string
  /** Kitchen accounts' sessions as last read (auth/recent-sessions.ts); made by createApp. */
  recentSessions: RecentSessions
  /** Orders as this server last saw them (kitchens/order-copies.ts); made by createApp. */
  orderCopies: OrderCopies
  /** Where uploaded files are kept (ADR 026); the database unless another store is given. */
  files?: FileStore
  /** The largest file an upload may carry (UPLOAD_MAX_MB); 10 MB unless set. */
  uploadMaxBytes?: number
  /** The greetings' background sends (ADR 035); without it bulk sends and schedules wait for a server that runs them. */
  greetingJobs?: GreetingJobs
  /** WhatsApp's webhook: the app secret its callbacks are signed with, and the token of its verification. */
  whatsappWebhook?: { appSecret?: string | undefined; verifyToken?: string | undefined }
  /** Refuse any answer its endpoint's contract does not describe (the tests turn this on). */
  checkResponses?: boolean
}

export interface AppEnv {
  Variables: {
    deps: AppDeps
    requestId: string
    principal: Principal | undefined
    /** Set when a token came with the request but was expired, forged or revoked. */
    hasRejectedToken: boolean
    /** A kitchen change's order, read while the token was checked (kitchens/order-read-ahead.ts). */
    orderReadAhead?: OrderReadAhead
    /** A kitchen tap's person, taken as last read and checked by its write (auth/recent-sessions.ts). */
    deferredSession?: DeferredSession | undefined
  }
}
