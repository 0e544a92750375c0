import { Hono, type Context } from 'hono'
import { bulkUploadDependents, bulkUploadMembers, bulkUploadTransactions, bulkUploadWallet } from '../../domain/contract/bulk-uploads.js'
import { auditorOf } from '../audit/audit-trail.js'
import { requirePermission } from '../auth/permissions.js'
import { staffPrincipal } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { uploadDependents } from './dependent-rows.service.js'
import { uploadMembers, type Clerk } from './member-rows.service.js'
import { uploadTransactions, uploadWallet } from './money-rows.service.js'

/**
 * Bulk uploads (spec 2 §7 "Members"; ADR 030), mounted at /api. Members and dependents take the
 * `members` area's create and edit grants (an upload enrols and changes); deposits the `accounts`
 * area's create, as a deposit by hand; charges and credits its edit, as an adjustment by hand.
 */
export const bulkUploadsRoutes = new Hono<AppEnv>()

/** Their bodies may be far larger than other requests': up to 20,000 rows (server/app.ts). */
export const BULK_UPLOAD_PATH_PREFIX = '/api/bulk-upload'
/**
 * 20,000 rows of the widest kind (a member with an address and every field) come to about 12 MB of
 * JSON; 32 MB leaves room for long addresses without letting a body grow without bound.
 */
export const BULK_UPLOAD_MAX_BYTES = 32 * 1024 * 1024

const clerkOf = (c: Context<AppEnv>): Clerk => ({ userId: staffPrincipal(c).userId, now: c.var.deps.clock(), by: auditorOf(c) })

bulkUploadsRoutes.post(
  '/bulk-uploadMember',
  requirePermission('members', 'create'),
  requirePermission('members', 'edit'),
  contract(bulkUploadMembers),
  async (c) => c.json(await uploadMembers(c.var.deps.db, c.req.valid('json').rows, clerkOf(c))),
)

bulkUploadsRoutes.post(
  '/bulk-upload-dependents',
  requirePermission('members', 'create'),
  requirePermission('members', 'edit'),
  contract(bulkUploadDependents),
  async (c) => c.json(await uploadDependents(c.var.deps.db, c.req.valid('json').rows, clerkOf(c))),
)

bulkUploadsRoutes.post('/bulk-upload-wallet', requirePermission('accounts', 'create'), contract(bulkUploadWallet), async (c) =>
  c.json(await uploadWallet(c.var.deps.db, c.req.valid('json').rows, clerkOf(c))),
)

bulkUploadsRoutes.post('/bulk-upload-transactions', requirePermission('accounts', 'edit'), contract(bulkUploadTransactions), async (c) =>
  c.json(await uploadTransactions(c.var.deps.db, c.req.valid('json').rows, clerkOf(c))),
)
