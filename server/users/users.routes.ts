import { Hono, type Context } from 'hono'
import {
  createUser as createUserEndpoint,
  sendRegistrationOtp,
  updateUser as updateUserEndpoint,
  updateUserPassword,
  updateUserStatus,
  userFormOptions as userFormOptionsEndpoint,
  users,
  verifyRegistrationOtp,
} from '../../domain/contract/users.js'
import { auditorOf } from '../audit/audit-trail.js'
import { requirePermission } from '../auth/permissions.js'
import { staffPrincipal } from '../auth/principal.js'
import { clientAddress } from '../http/client-address.js'
import type { AppEnv } from '../http/context.js'
import { contract } from '../http/contract.js'
import { completeRegistration, sendRegistrationCode } from './registration.service.js'
import { createUser, setUserPassword, setUserStatus, updateUser, userFormOptions, userPage, type Actor } from './users.service.js'

/**
 * Staff accounts (spec 2 §7 "Organisations and users"; ADR 025), mounted at /api. Each route needs
 * the 'users' area's grant for what it does (admins and the super-administrator always pass); an
 * administrator's account is the super-administrator's alone. Registration's last step is public.
 */
export const usersRoutes = new Hono<AppEnv>()

const actorOf = (c: Context<AppEnv>): Actor => {
  const principal = staffPrincipal(c)
  return { userId: principal.userId, isSuperAdmin: principal.isSuperAdmin }
}

usersRoutes.get('/getusers', requirePermission('users', 'view'), contract(users), async (c) => {
  return c.json(await userPage(c.var.deps.db, c.req.valid('query')))
})

usersRoutes.get('/users/options', requirePermission('users', 'view'), contract(userFormOptionsEndpoint), async (c) => {
  return c.json({ result: await userFormOptions(c.var.deps.db, actorOf(c)) })
})

usersRoutes.post('/createusers', requirePermission('users', 'create'), contract(createUserEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const user = await createUser(db, actorOf(c), auditorOf(c), c.req.valid('json'), clock())
  return c.json({ message: 'User created successfully', result: user }, 201)
})

usersRoutes.put('/updateuser/:id', requirePermission('users', 'edit'), contract(updateUserEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const user = await updateUser(db, actorOf(c), auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ message: 'User updated successfully', result: user })
})

usersRoutes.patch('/updateuser/:id/status', requirePermission('users', 'edit'), contract(updateUserStatus), async (c) => {
  const { db, clock } = c.var.deps
  const { is_active } = c.req.valid('json')
  const user = await setUserStatus(db, actorOf(c), auditorOf(c), c.req.valid('param').id, is_active, clock())
  return c.json({ message: is_active ? 'User activated successfully' : 'User deactivated successfully', result: user })
})

usersRoutes.patch('/updateuser/:id/password', requirePermission('users', 'edit'), contract(updateUserPassword), async (c) => {
  const { db, clock } = c.var.deps
  const user = await setUserPassword(db, actorOf(c), auditorOf(c), c.req.valid('param').id, c.req.valid('json').password, clock())
  return c.json({ message: 'Password updated successfully', result: user })
})

usersRoutes.post('/send-user-registration-otp', requirePermission('users', 'create'), contract(sendRegistrationOtp), async (c) => {
  const result = await sendRegistrationCode(c.var.deps, actorOf(c), c.req.valid('json').userId)
  return c.json({ message: 'Registration code sent to the registered WhatsApp number.', result })
})

usersRoutes.post('/verify-user-registration-otp', contract(verifyRegistrationOtp), async (c) => {
  const result = await completeRegistration(c.var.deps, clientAddress(c), c.req.valid('json'))
  return c.json({ message: 'Registration complete. You can now sign in.', result })
})
