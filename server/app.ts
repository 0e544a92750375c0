import { auditRoutes } from './audit/audit.routes.js'
import { approvalsRoutes, myApprovalsRoutes } from './approvals/approvals.routes.js'
import { applicationsRoutes } from './membership-applications/applications.routes.js'
import { Hono, type MiddlewareHandler } from 'hono'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import { secureHeaders } from 'hono/secure-headers'
import { apiDocsRoutes } from './api-docs/api-docs.routes.js'
import { authRoutes, memberAuthRoutes } from './auth/auth.routes.js'
import { authenticate } from './auth/principal.js'
import { createRecentSessions } from './auth/recent-sessions.js'
import { createVerifiedTokens } from './auth/tokens.js'
import type { AppDeps, AppEnv } from './http/context.js'
import { AppError, errorResponse, handleError } from './http/errors.js'
import { requestLog } from './http/request-log.js'
import { requestBodyLimit } from './http/body-limit.js'
import { healthRoutes } from './health/health.routes.js'
import { mountPwa } from './http/static.js'
import { passwordResetRoutes } from './password-reset/password-reset.routes.js'
import { rolesRoutes } from './roles/roles.routes.js'
import { memberMenuRoutes } from './roles/menus.routes.js'
import { kitchenRoutes, kitchensAdminRoutes } from './kitchens/kitchens.routes.js'
import { restaurantOrdersRoutes } from './kitchens/orders.routes.js'
import { createOrderCopies } from './kitchens/order-copies.js'
import { mountOrderReadAhead } from './kitchens/order-read-ahead.js'
import { eventsRoutes } from './events/events.routes.js'
import { eventBookingsRoutes } from './event-bookings/event-bookings.routes.js'
import { affiliatedClubsRoutes } from './affiliated-clubs/affiliated-clubs.routes.js'
import { menuItemsRoutes, restaurantsRoutes } from './restaurants/restaurants.routes.js'
import { menuCategoriesRoutes } from './menu-categories/menu-categories.routes.js'
import { storeRoutes } from './store/store.routes.js'
import { reportsRoutes } from './reports/reports.routes.js'
import { sportsRoutes } from './sports/sports.routes.js'
import { registerKitchenSync } from './kitchens/kitchen.sync.js'
import { registerDoorSync } from './door/door.sync.js'
import { registerSportsDeskSync } from './sports-desk/desk.sync.js'
import { doorRoutes } from './door/door.routes.js'
import { memberAccountsRoutes } from './member-accounts/member-accounts.routes.js'
import { restaurantBillsRoutes } from './restaurant-bills/restaurant-bills.routes.js'
import { myAccountRoutes } from './member-accounts/my-account.routes.js'
import { createSyncRegistry, type SyncRegistry } from './sync/sync.contract.js'
import { syncRoutes } from './sync/sync.routes.js'
import { usersRoutes } from './users/users.routes.js'
import { controlRoutes } from './control/control.routes.js'
import { membersRoutes } from './members/members.routes.js'
import { uploadMaxBytesOf, uploadRoutes, uploadsPathRoutes } from './uploads/uploads.routes.js'
import { organisationsRoutes } from './organisations/organisations.routes.js'
import { facilitiesRoutes } from './facilities/facilities.routes.js'
import { dashboardRoutes } from './dashboard/dashboard.routes.js'
import { myBillsRoutes } from './restaurant-bills/my-bills.routes.js'
import { greetingsRoutes } from './greetings/greetings.routes.js'
import { greetingSettingsRoutes } from './greetings/greeting-settings.routes.js'
import { whatsappWebhookRoutes } from './greetings/whatsapp-webhook.routes.js'
import { BULK_UPLOAD_MAX_BYTES, BULK_UPLOAD_PATH_PREFIX, bulkUploadsRoutes } from './bulk-uploads/bulk-uploads.routes.js'

/** The sync engine's registry with the mutations and scopes of every area devices keep offline. */
export function createAreaSyncRegistry(): SyncRegistry {
  const registry = createSyncRegistry()
  registerKitchenSync(registry)
  registerDoorSync(registry)
  registerSportsDeskSync(registry)
  return registry
}

type MadeHere = 'sync' | 'recentSessions' | 'orderCopies' | 'verifiedTokens'
/** What the app is built from; what is left out is made by appDeps (the areas' registry, what the app remembers). */
export type AppInput = Omit<AppDeps, MadeHere> & Partial<Pick<AppDeps, MadeHere>>

export function appDeps(input: AppInput): AppDeps {
  return {
    ...input,
    sync: input.sync ?? createAreaSyncRegistry(),
    recentSessions: input.recentSessions ?? createRecentSessions(),
    orderCopies: input.orderCopies ?? createOrderCopies(),
    verifiedTokens: input.verifiedTokens ?? createVerifiedTokens(),
  }
}

/** Builds the whole HTTP app from its dependencies; main.ts serves it, tests call app.request(). */
export function createApp(input: AppInput) {
  const deps = appDeps(input)
  const app = new Hono<AppEnv>()

  app.use(requestId())
  app.use(async (c, next) => {
    c.set('deps', deps)
    await next()
  })
  app.use(requestLog)
  // An upload's body is its file and the multipart framing around it; the file's own limit is checked after.
  const uploadBodyLimit = { pathPrefix: '/api/utility/upload/', maxBytes: uploadMaxBytesOf(deps) + 64 * 1024 }
  const bulkUploadBodyLimit = { pathPrefix: BULK_UPLOAD_PATH_PREFIX, maxBytes: BULK_UPLOAD_MAX_BYTES }
  app.use(requestBodyLimit([uploadBodyLimit, bulkUploadBodyLimit]))
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        // the map and the virtual tour are third-party embeds (spec 1 §7, outward links)
        frameSrc: ['https:'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
    }),
  )
  // JSON answers go gzipped to clients that ask for it: a door's 20,000-ticket list is 3.2 MB as
  // text and a tenth of that compressed, which is what a receptionist's Wi-Fi has to carry.
  // Reads only: writes answer with one record, where gzip would save little and cost every kitchen
  // tap time.
  const gzip = compress()
  const gzipReads: MiddlewareHandler<AppEnv> = (c, next) => (c.req.method === 'GET' ? gzip(c, next) : next())
  app.use('/api/*', gzipReads)
  app.use('/member/api/*', gzipReads)
  // A kitchen tap's order is read side by side with the token's check, so this goes first.
  mountOrderReadAhead(app)
  app.use(authenticate)

  app.route('/api', healthRoutes)
  app.route('/api', authRoutes)
  app.route('/member/api', memberAuthRoutes)
  app.route('/api', passwordResetRoutes)
  app.route('/api', rolesRoutes)
  app.route('/api', usersRoutes)
  app.route('/api/control', controlRoutes)
  app.route('/member/api', memberMenuRoutes)
  app.route('/api/kitchen', kitchenRoutes)
  app.route('/api/admin', kitchensAdminRoutes)
  app.route('/api', eventsRoutes)
  app.route('/api/event-bookings', eventBookingsRoutes)
  app.route('/api/event-bookings', doorRoutes)
  app.route('/api/affiliated-clubs', affiliatedClubsRoutes)
  app.route('/api/facilities', restaurantsRoutes)
  app.route('/api/facilities', restaurantOrdersRoutes)
  app.route('/api/menu', menuItemsRoutes)
  app.route('/api/menu-categories', menuCategoriesRoutes)
  app.route('/api/inv', storeRoutes)
  app.route('/api/reports', reportsRoutes)
  app.route('/api/sports-activity', sportsRoutes)
  app.route('/api/sync', syncRoutes)
  app.route('/api', membersRoutes)
  app.route('/api', bulkUploadsRoutes)
  app.route('/api', memberAccountsRoutes)
  app.route('/api', restaurantBillsRoutes)
  app.route('/member/api', myAccountRoutes)
  app.route('/member/api', myBillsRoutes)
  app.route('/api', uploadRoutes)
  app.route('/uploads', uploadsPathRoutes)
  app.route('/api', organisationsRoutes)
  app.route('/api', facilitiesRoutes)
  app.route('/api', dashboardRoutes)
  app.route('/api', auditRoutes)
  app.route('/api', applicationsRoutes)
  app.route('/api', approvalsRoutes)
  app.route('/member/api', myApprovalsRoutes)
  app.route('/api/greetings', greetingsRoutes)
  app.route('/api/greetings', greetingSettingsRoutes)
  app.route('/api/whatsapp', whatsappWebhookRoutes)
  app.route(
    '/api',
    apiDocsRoutes(() => app),
  )

  app.all('/api/*', (c) => errorResponse(c, new AppError(404, 'not_found', `No such API endpoint: ${c.req.method} ${c.req.path}`)))
  app.all('/member/api/*', (c) => errorResponse(c, new AppError(404, 'not_found', `No such API endpoint: ${c.req.method} ${c.req.path}`)))
  if (deps.publicDir) mountPwa(app, deps.publicDir)

  app.onError(handleError)
  app.notFound((c) => errorResponse(c, new AppError(404, 'not_found', 'Not found')))
  return app
}

export type App = ReturnType<typeof createApp>
