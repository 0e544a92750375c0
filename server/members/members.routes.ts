import { Hono } from 'hono'
import { createMiddleware } from 'hono/factory'
import { createMemberCategory, listMemberCategories, updateMemberCategory } from '../../domain/contract/member-categories.js'
import {
  addDependent as addDependentEndpoint,
  createMember,
  listMembers,
  memberDetailEndpoint,
  setMemberPassword as setMemberPasswordEndpoint,
  updateDependent,
  updateMember,
} from '../../domain/contract/members.js'
import { auditorOf } from '../audit/audit-trail.js'
import { principalHasAccess, requirePermission } from '../auth/permissions.js'
import { requirePrincipal } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { forbidden } from '../http/errors.js'
import { allCategories, changeCategory, createCategory } from './member-categories.service.js'
import { setMemberPassword } from './member-password.service.js'
import { addDependent, changeDependent, changeMember, enrolMember, memberDetail, memberPage } from './members.service.js'

/**
 * The member register (spec 2 §7 "Members", "Member categories"; issue 18), mounted at /api. Members
 * take the 'members' area's grants, categories the 'member-categories' area's; a member's own token
 * never reads the register (403).
 */
export const membersRoutes = new Hono<AppEnv>()

membersRoutes.get('/members', requirePermission('members', 'view'), contract(listMembers), async (c) => {
  return c.json(await memberPage(c.var.deps.db, c.req.valid('query')))
})

membersRoutes.get('/member/:id', requirePermission('members', 'view'), contract(memberDetailEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({ result: await memberDetail(db, c.req.valid('param').id, clock()) })
})

membersRoutes.post('/member', requirePermission('members', 'create'), contract(createMember), async (c) => {
  const { db, clock } = c.var.deps
  const member = await enrolMember(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ message: 'Member created successfully', result: member }, 201)
})

membersRoutes.put('/member/dependent/:dependentId', requirePermission('members', 'edit'), contract(updateDependent), async (c) => {
  const { db, clock } = c.var.deps
  const dependent = await changeDependent(db, auditorOf(c), c.req.valid('param').dependentId, c.req.valid('json'), clock())
  return c.json({ message: 'Dependent updated successfully', result: dependent })
})

membersRoutes.put('/member/:memberId', requirePermission('members', 'edit'), contract(updateMember), async (c) => {
  const { db, clock } = c.var.deps
  const { detail, message } = await changeMember(db, auditorOf(c), c.req.valid('param').memberId, c.req.valid('json'), clock())
  return c.json({ message, result: detail })
})

membersRoutes.post('/member/:id/dependent', requirePermission('members', 'create'), contract(addDependentEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const dependent = await addDependent(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ message: `Dependent added as ${dependent.dependent_code}`, result: dependent }, 201)
})

membersRoutes.post('/createmember-password', requirePermission('members', 'edit'), contract(setMemberPasswordEndpoint), async (c) => {
  const { memberId, password } = c.req.valid('json')
  return c.json(await setMemberPassword(c.var.deps, auditorOf(c), memberId, password))
})

/** The category list serves the member form too: anyone who may view members or categories reads it. */
const mayReadCategories = createMiddleware<AppEnv>(async (c, next) => {
  const principal = requirePrincipal(c)
  const { db } = c.var.deps
  const mayRead =
    (await principalHasAccess(db, principal, 'member-categories', 'view')) || (await principalHasAccess(db, principal, 'members', 'view'))
  if (!mayRead) throw forbidden()
  await next()
})

membersRoutes.get('/membercategory', mayReadCategories, contract(listMemberCategories), async (c) => {
  return c.json({ result: await allCategories(c.var.deps.db) })
})

membersRoutes.post('/membercategory', requirePermission('member-categories', 'create'), contract(createMemberCategory), async (c) => {
  const { db, clock } = c.var.deps
  const category = await createCategory(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ message: 'Member category created successfully', result: category }, 201)
})

membersRoutes.put('/membercategory/:id', requirePermission('member-categories', 'edit'), contract(updateMemberCategory), async (c) => {
  const { db, clock } = c.var.deps
  const category = await changeCategory(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ message: 'Member category updated successfully', result: category })
})
