import { Hono } from 'hono'
import type { AppEnv } from '../http/context.js'

/** Roles, back-office menus and access control (spec 2 §§6, 7 "Menus and roles"). */
export const rolesRoutes = new Hono<AppEnv>()
