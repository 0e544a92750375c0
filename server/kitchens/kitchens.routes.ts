import { Hono } from 'hono'
import type { AppEnv } from '../http/context.js'

/** Kitchens (spec 2 §7 "Kitchens"). The orders and the display come with the kitchen issue. */
export const kitchensRoutes = new Hono<AppEnv>()
