import { Hono } from 'hono'
import type { AppEnv } from '../http/context.js'

/** Forgot password by WhatsApp OTP, for members and staff users (spec 1 §§2, 5, 8). */
export const passwordResetRoutes = new Hono<AppEnv>()
