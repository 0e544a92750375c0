import { Hono } from 'hono'
import type { AppEnv } from '../http/context.js'
import { body, params } from '../http/validate.js'
import { findActivityOrFail } from './activities.service.js'
import { toItem } from './activity.view.js'
import { listActivityItems } from './items.repository.js'
import { changeItem, createItem, itemsEnhanced, linkItems, retireItem } from './items.service.js'
import { sportsMay, sportsMayOrMember } from './sports-access.js'
import { createItemSchema, idParam, linkItemsSchema, updateItemSchema } from './sports.schemas.js'

/** Courts, lanes, tables, bays, lockers and equipment, and which activities they serve (ADR 015). */
export const itemsRoutes = new Hono<AppEnv>()
const base = '/api/sports-activity'

itemsRoutes.get(`${base}/activities/:id/items`, sportsMayOrMember('view'), params(idParam), async (c) => {
  const { db } = c.var.deps
  const activity = await findActivityOrFail(db, c.req.valid('param').id, c.var.principal?.kind === 'member')
  return c.json({ success: true, items: (await listActivityItems(db, activity.activity_id)).map(toItem) })
})

itemsRoutes.get(`${base}/activities/:id/items-enhanced`, sportsMay('view'), params(idParam), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({ success: true, items: await itemsEnhanced(db, c.req.valid('param').id, clock()) })
})

itemsRoutes.post(`${base}/activities/:id/link-items`, sportsMay('edit'), params(idParam), body(linkItemsSchema), async (c) => {
  const { db } = c.var.deps
  const activityId = c.req.valid('param').id
  await linkItems(db, activityId, c.req.valid('json').itemIds)
  const items = await listActivityItems(db, activityId)
  return c.json({ success: true, message: 'Items linked successfully', activity_id: activityId, item_ids: items.map((item) => item.item_id), items: items.map(toItem) })
})

itemsRoutes.post(`${base}/items`, sportsMay('create'), body(createItemSchema), async (c) => {
  const { db, clock } = c.var.deps
  const item = await createItem(db, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Item created successfully', item: toItem(item) }, 201)
})

itemsRoutes.put(`${base}/items/:id`, sportsMay('edit'), params(idParam), body(updateItemSchema), async (c) => {
  const { db, clock } = c.var.deps
  const item = await changeItem(db, c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Item updated successfully', item: toItem(item) })
})

itemsRoutes.delete(`${base}/items/:id`, sportsMay('delete'), params(idParam), async (c) => {
  const { db, clock } = c.var.deps
  await retireItem(db, c.req.valid('param').id, clock())
  return c.json({ success: true, message: 'Item retired successfully' })
})
