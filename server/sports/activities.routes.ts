import { auditorOf } from '../audit/audit-trail.js'
import { Hono } from 'hono'
import {
  activityCategories,
  activityDetail,
  changeActivityStatus,
  createActivity as createActivityEndpoint,
  createSubcategory as createSubcategoryEndpoint,
  deleteActivity as deleteActivityEndpoint,
  deleteSubcategory as deleteSubcategoryEndpoint,
  listActivities as listActivitiesEndpoint,
  listSubcategories as listSubcategoriesEndpoint,
  updateActivity,
  updateSubcategory,
} from '../../domain/contract/sports-activities.js'
import { activityAvailability, activityCalendar, timeSlots } from '../../domain/contract/sports-schedule.js'
import { staffPrincipal } from '../auth/principal.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { countActivities, listActivities, listCategories, listSubcategories } from './activities.repository.js'
import {
  changeActivity,
  changeSubcategory,
  createActivity,
  createSubcategory,
  deleteActivity,
  deleteSubcategory,
  findActivityOrFail,
} from './activities.service.js'
import { toActivity, toItem, toSubcategory } from './activity.view.js'
import { listActivityItems } from './items.repository.js'
import { availabilityOf, calendarOf, timeSlotsOf } from './schedule.service.js'
import { sportsMay, sportsMayOrMember } from './sports-access.js'

/**
 * Activities, their subcategories, slots, availability and calendar (spec 2 §7 "Sports activity";
 * ADR 015). Members read active activities and their availability; staff need the sports grants.
 */
export const activitiesRoutes = new Hono<AppEnv>()

const isMember = (c: { var: AppEnv['Variables'] }) => c.var.principal?.kind === 'member'

activitiesRoutes.get('/activities', sportsMayOrMember('view'), contract(listActivitiesEndpoint), async (c) => {
  const { search, status, category, is_public, page, limit } = c.req.valid('query')
  const filter = { search, category, isPublic: is_public, status: isMember(c) ? ('active' as const) : status }
  const [rows, total] = await Promise.all([
    listActivities(c.var.deps.db, filter, { limit, offset: (page - 1) * limit }),
    countActivities(c.var.deps.db, filter),
  ])
  return c.json({ success: true, data: rows.map(toActivity), pagination: { page, limit, total, pages: Math.ceil(total / limit) } })
})

activitiesRoutes.post('/activities', sportsMay('create'), contract(createActivityEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const activity = await createActivity(db, auditorOf(c), c.req.valid('json'), staffPrincipal(c).userId, clock())
  return c.json({ success: true, message: 'Sports activity created successfully', activity: toActivity(activity) }, 201)
})

activitiesRoutes.get('/categories', sportsMayOrMember('view'), contract(activityCategories), async (c) => {
  return c.json({ success: true, categories: await listCategories(c.var.deps.db, isMember(c)) })
})

activitiesRoutes.get('/activities/:id', sportsMayOrMember('view'), contract(activityDetail), async (c) => {
  const { db } = c.var.deps
  const activity = await findActivityOrFail(db, c.req.valid('param').id, isMember(c))
  const [items, subcategories] = await Promise.all([
    listActivityItems(db, activity.activity_id),
    listSubcategories(db, activity.activity_id),
  ])
  return c.json({
    success: true,
    activity: toActivity(activity),
    items: items.map(toItem),
    subcategories: subcategories.map(toSubcategory),
  })
})

activitiesRoutes.put('/activities/:id', sportsMay('edit'), contract(updateActivity), async (c) => {
  const { db, clock } = c.var.deps
  const activity = await changeActivity(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Sports activity updated successfully', activity: toActivity(activity) })
})

activitiesRoutes.delete('/activities/:id', sportsMay('delete'), contract(deleteActivityEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  await deleteActivity(db, auditorOf(c), c.req.valid('param').id, clock())
  return c.json({ success: true, message: 'Sports activity deleted successfully' })
})

activitiesRoutes.patch('/activities/:id/status', sportsMay('edit'), contract(changeActivityStatus), async (c) => {
  const { db, clock } = c.var.deps
  const activity = await changeActivity(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Sports activity status updated successfully', activity: toActivity(activity) })
})

activitiesRoutes.get('/activities/:id/time-slots', sportsMayOrMember('view'), contract(timeSlots), async (c) => {
  const activity = await findActivityOrFail(c.var.deps.db, c.req.valid('param').id, isMember(c))
  return c.json({ success: true, ...timeSlotsOf(activity) })
})

activitiesRoutes.get('/activities/:id/availability', sportsMayOrMember('view'), contract(activityAvailability), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({
    success: true,
    ...(await availabilityOf(db, c.req.valid('param').id, c.req.valid('query').date, clock(), { isMember: isMember(c) })),
  })
})

activitiesRoutes.get('/activities/:id/calendar', sportsMay('view'), contract(activityCalendar), async (c) => {
  const { year, month } = c.req.valid('query')
  return c.json({ success: true, ...(await calendarOf(c.var.deps.db, c.req.valid('param').id, year, month)) })
})

activitiesRoutes.get('/activities/:id/subcategories', sportsMayOrMember('view'), contract(listSubcategoriesEndpoint), async (c) => {
  const { db } = c.var.deps
  const activity = await findActivityOrFail(db, c.req.valid('param').id, isMember(c))
  const rows = await listSubcategories(db, activity.activity_id)
  return c.json({ success: true, subcategories: rows.filter((row) => !isMember(c) || row.is_active).map(toSubcategory) })
})

activitiesRoutes.post('/activities/:id/subcategories', sportsMay('create'), contract(createSubcategoryEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const subcategory = await createSubcategory(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Subcategory created successfully', subcategory: toSubcategory(subcategory) }, 201)
})

activitiesRoutes.put('/activities/:id/subcategories/:subId', sportsMay('edit'), contract(updateSubcategory), async (c) => {
  const { db, clock } = c.var.deps
  const { id, subId } = c.req.valid('param')
  const subcategory = await changeSubcategory(db, auditorOf(c), id, subId, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Subcategory updated successfully', subcategory: toSubcategory(subcategory) })
})

activitiesRoutes.delete('/activities/:id/subcategories/:subId', sportsMay('delete'), contract(deleteSubcategoryEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const { id, subId } = c.req.valid('param')
  await deleteSubcategory(db, auditorOf(c), id, subId, clock())
  return c.json({ success: true, message: 'Subcategory deleted successfully' })
})
