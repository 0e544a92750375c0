import { Hono } from 'hono'
import {
  memberActivities,
  memberActivityDetail,
  memberAvailability,
  memberBookings,
  memberCancelBooking,
  memberCreateBooking,
} from '../../domain/contract/sports-member.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { countActivities, listActivities, listSubcategories } from './activities.repository.js'
import { findActivityOrFail } from './activities.service.js'
import { toActivity, toItem, toSubcategory } from './activity.view.js'
import { cancelOwnBooking } from './booking-changes.service.js'
import { placeSportsBooking } from './booking-placement.service.js'
import { toSportsBooking } from './booking.view.js'
import { bookingsPage, memberBookingRequest } from './bookings.service.js'
import { listActivityItems } from './items.repository.js'
import { availabilityOf } from './schedule.service.js'
import { memberIdOf, requireMember } from './sports-access.js'

/**
 * The member app's paths (ADR 015): active activities, availability without other people's
 * bookings, booking for themselves (charged to their account), their own bookings and cancelling
 * them before the cut-off. Anyone else's booking is "not found".
 */
export const memberRoutes = new Hono<AppEnv>()

memberRoutes.use(requireMember)

memberRoutes.get('/activities', contract(memberActivities), async (c) => {
  const { search, category, is_public, page, limit } = c.req.valid('query')
  const filter = { search, category, isPublic: is_public, status: 'active' as const }
  const [rows, total] = await Promise.all([
    listActivities(c.var.deps.db, filter, { limit, offset: (page - 1) * limit }),
    countActivities(c.var.deps.db, filter),
  ])
  return c.json({ success: true, data: rows.map(toActivity), pagination: { page, limit, total, pages: Math.ceil(total / limit) } })
})

memberRoutes.get('/activities/:id', contract(memberActivityDetail), async (c) => {
  const { db } = c.var.deps
  const activity = await findActivityOrFail(db, c.req.valid('param').id, true)
  const [items, subcategories] = await Promise.all([
    listActivityItems(db, activity.activity_id),
    listSubcategories(db, activity.activity_id),
  ])
  return c.json({
    success: true,
    activity: toActivity(activity),
    items: items.map(toItem),
    subcategories: subcategories.filter((row) => row.is_active).map(toSubcategory),
  })
})

memberRoutes.get('/activities/:id/availability', contract(memberAvailability), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({
    success: true,
    ...(await availabilityOf(db, c.req.valid('param').id, c.req.valid('query').date, clock(), { isMember: true })),
  })
})

memberRoutes.get('/bookings', contract(memberBookings), async (c) => {
  return c.json({ success: true, ...(await bookingsPage(c.var.deps.db, { ...c.req.valid('query'), member_id: memberIdOf(c) })) })
})

memberRoutes.post('/bookings', contract(memberCreateBooking), async (c) => {
  const { db, clock } = c.var.deps
  const booking = await placeSportsBooking(db, memberBookingRequest(c.req.valid('json'), memberIdOf(c)), clock(), null)
  return c.json({ success: true, message: 'Booking created successfully', booking: toSportsBooking(booking) }, 201)
})

memberRoutes.patch('/bookings/:id/cancel', contract(memberCancelBooking), async (c) => {
  const { db, clock } = c.var.deps
  const booking = await cancelOwnBooking(db, memberIdOf(c), c.req.valid('param').id, { reason: c.req.valid('json').reason, now: clock() })
  return c.json({ success: true, message: 'Booking cancelled successfully', booking: toSportsBooking(booking) })
})
