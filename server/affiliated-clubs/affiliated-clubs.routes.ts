import { auditorOf } from '../audit/audit-trail.js'
import { Hono } from 'hono'
import {
  adminAffiliatedClubs,
  createAffiliatedClub,
  deleteAffiliatedClub,
  publicAffiliatedClubs,
  toggleAffiliatedClub,
  updateAffiliatedClub,
} from '../../domain/contract/affiliated-clubs.js'
import { requirePermission } from '../auth/permissions.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { adminDirectory, createClub, publicDirectory, removeClub, toggleClubStatus, updateClubDetails } from './affiliated-clubs.service.js'

/**
 * The affiliated clubs directory (spec 1 §§2, 6, 7 "Affiliated clubs"; ADR 006), mounted at
 * /api/affiliated-clubs. The public list is open; the admin paths need the matching action on the
 * 'affiliated-clubs' area, checked before the body is read, so an outsider gets 401/403 whatever it sent.
 */
export const affiliatedClubsRoutes = new Hono<AppEnv>()

affiliatedClubsRoutes.get('/public', contract(publicAffiliatedClubs), async (c) => {
  const data = await publicDirectory(c.var.deps.db)
  // A change in the office shows at once (issue 19): a browser may keep the list but asks each time.
  c.header('Cache-Control', 'public, no-cache')
  return c.json({ data })
})

affiliatedClubsRoutes.get('/admin', requirePermission('affiliated-clubs', 'view'), contract(adminAffiliatedClubs), async (c) => {
  return c.json({ data: await adminDirectory(c.var.deps.db) })
})

affiliatedClubsRoutes.post('/admin', requirePermission('affiliated-clubs', 'create'), contract(createAffiliatedClub), async (c) => {
  const { db, clock } = c.var.deps
  const club = await createClub(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ message: 'Affiliated club created successfully', data: club }, 201)
})

affiliatedClubsRoutes.put('/admin/:id', requirePermission('affiliated-clubs', 'edit'), contract(updateAffiliatedClub), async (c) => {
  const { db, clock } = c.var.deps
  const club = await updateClubDetails(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ message: 'Affiliated club updated successfully', data: club })
})

affiliatedClubsRoutes.delete('/admin/:id', requirePermission('affiliated-clubs', 'delete'), contract(deleteAffiliatedClub), async (c) => {
  const club = await removeClub(c.var.deps.db, auditorOf(c), c.req.valid('param').id)
  return c.json({ message: 'Affiliated club deleted successfully', data: club })
})

affiliatedClubsRoutes.patch(
  '/admin/:id/toggle-status',
  requirePermission('affiliated-clubs', 'edit'),
  contract(toggleAffiliatedClub),
  async (c) => {
    const { db, clock } = c.var.deps
    const club = await toggleClubStatus(db, auditorOf(c), c.req.valid('param').id, clock())
    const message = club.is_active ? 'Affiliated club activated successfully' : 'Affiliated club deactivated successfully'
    return c.json({ message, data: club })
  },
)
