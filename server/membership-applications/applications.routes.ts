import { Hono, type Context } from 'hono'
import {
  applyForMembership,
  enrolApplicant,
  getApplication,
  getCommittee,
  listApplications,
  membershipCategories,
  setCommittee,
  uploadApplicationFile,
} from '../../domain/contract/membership-applications.js'
import { originOf } from '../approvals/approvals.routes.js'
import { auditorOf } from '../audit/audit-trail.js'
import { requirePermission } from '../auth/permissions.js'
import { assertUnderLimit, recordHits, type RateLimitRule } from '../auth/rate-limit.js'
import { clientAddress } from '../http/client-address.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { storeUpload } from '../uploads/uploads.service.js'
import { fileFromForm, fileStoreOf, uploadMaxBytesOf } from '../uploads/uploads.routes.js'
import { tooLarge } from '../uploads/uploads.service.js'
import { activeCategories } from './applications.repository.js'
import { applicationDetail, applicationPage, apply, changeCommittee, committeeOf, enrol } from './applications.service.js'

/**
 * Membership applications (issue 20; ADR 034), mounted at /api. Applying and its uploads need no
 * sign-in and are limited per address; the office's paths take the members' grants (reading,
 * enrolling) and the approvals' (the committee).
 */
export const applicationsRoutes = new Hono<AppEnv>()

/** Applications from one address: a family may apply for two people, nobody needs ten. */
export const APPLY_LIMIT: RateLimitRule = { limit: 5, windowMs: 60 * 60_000 }
/** Files from one address: a photo and a few documents per application, retries included. */
export const APPLICATION_UPLOAD_LIMIT: RateLimitRule = { limit: 30, windowMs: 60 * 60_000 }

const tooMany = (retryAt: string) => `Too many applications from here. Please try again after ${retryAt}, or write to the club office.`

const deliveryOf = (c: Context<AppEnv>) => ({ origin: originOf(c), deps: c.var.deps })

applicationsRoutes.get('/public/membership-categories', contract(membershipCategories), async (c) => {
  return c.json({ result: await activeCategories(c.var.deps.db) })
})

applicationsRoutes.post('/membership/upload', contract(uploadApplicationFile), async (c) => {
  const { db, clock } = c.var.deps
  const now = clock()
  const buckets = [`membership-upload:ip:${clientAddress(c)}`]
  await assertUnderLimit(db, buckets, APPLICATION_UPLOAD_LIMIT, now, tooMany)
  const maxBytes = uploadMaxBytesOf(c.var.deps)
  const file = await fileFromForm(c)
  if (file.size > maxBytes) throw tooLarge(maxBytes)
  await recordHits(db, buckets, now)
  const bytes = new Uint8Array(await file.arrayBuffer())
  const stored = await storeUpload(
    fileStoreOf(c),
    { bytes, originalName: file.name, folder: 'approvals' },
    { kind: 'public', id: clientAddress(c) },
    now,
    maxBytes,
  )
  return c.json(stored, 201)
})

applicationsRoutes.post('/membership/apply', contract(applyForMembership), async (c) => {
  const { db, clock } = c.var.deps
  const now = clock()
  const ip = clientAddress(c)
  const buckets = [`membership-apply:ip:${ip}`]
  await assertUnderLimit(db, buckets, APPLY_LIMIT, now, tooMany)
  await recordHits(db, buckets, now)
  return c.json(await apply(deliveryOf(c), c.req.valid('json'), ip), 201)
})

applicationsRoutes.get('/membership/applications', requirePermission('members', 'view'), contract(listApplications), async (c) => {
  return c.json(await applicationPage(c.var.deps.db, c.req.valid('query')))
})

applicationsRoutes.get('/membership/applications/:id', requirePermission('members', 'view'), contract(getApplication), async (c) => {
  return c.json({ data: await applicationDetail(c.var.deps.db, c.req.valid('param').id) })
})

applicationsRoutes.post(
  '/membership/applications/:id/enrol',
  requirePermission('members', 'create'),
  contract(enrolApplicant),
  async (c) => {
    return c.json(await enrol(deliveryOf(c), auditorOf(c), c.req.valid('param').id), 201)
  },
)

applicationsRoutes.get('/membership/committee', requirePermission('approvals', 'view'), contract(getCommittee), async (c) => {
  return c.json({ data: await committeeOf(c.var.deps.db) })
})

applicationsRoutes.put('/membership/committee', requirePermission('approvals', 'edit'), contract(setCommittee), async (c) => {
  const data = await changeCommittee(c.var.deps.db, auditorOf(c), c.req.valid('json'))
  return c.json({ message: 'Membership committee saved: applications from now on go to them.', data })
})
