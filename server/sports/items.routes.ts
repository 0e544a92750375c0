import { auditorOf } from '../audit/audit-trail.js'
import { Hono } from 'hono'
import {
  activityItems,
  activityItemsInUse,
  createItem as createItemEndpoint,
  linkItems as linkItemsEndpoint,
  retireItem as retireItemEndpoint,
  updateItem,
} from '../../domain/contract/sports-items.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { findActivityOrFail } from './activities.service.js'
import { toItem } from './activity.view.js'
import { listActivityItems } from './items.repository.js'
import { changeItem, createItem, itemsEnhanced, linkItems, retireItem } from './items.service.js'
import { sportsMay, sportsMayOrMember } from './sports-access.js'

/** Courts, lanes, tables, bays, lockers and equipment, and which activities they serve (ADR 015). */
export const itemsRoutes = new Hono<AppEnv>()

itemsRoutes.get('/activities/:id/items', sportsMayOrMember('view'), contract(activityItems), async (c) => {
  const { db } = c.var.deps
  const activity = await findActivityOrFail(db, c.req.valid('param').id, c.var.principal?.kind === 'member')
  return c.json({ success: true, items: (await listActivityItems(db, activity.activity_id)).map(toItem) })
})

itemsRoutes.get('/activities/:id/items-enhanced', sportsMay('view'), contract(activityItemsInUse), async (c) => {
  const { db, clock } = c.var.deps
  return c.json({ success: true, items: await itemsEnhanced(db, c.req.valid('param').id, clock()) })
})

itemsRoutes.post('/activities/:id/link-items', sportsMay('edit'), contract(linkItemsEndpoint), async (c) => {
  const { db } = c.var.deps
  const activityId = c.req.valid('param').id
  await linkItems(db, auditorOf(c), activityId, c.req.valid('json').itemIds)
  const items = await listActivityItems(db, activityId)
  return c.json({
    success: true,
    message: 'Items linked successfully',
    activity_id: activityId,
    item_ids: items.map((item) => item.item_id),
    items: items.map(toItem),
  })
})

itemsRoutes.post('/items', sportsMay('create'), contract(createItemEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  const item = await createItem(db, auditorOf(c), c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Item created successfully', item: toItem(item) }, 201)
})

itemsRoutes.put('/items/:id', sportsMay('edit'), contract(updateItem), async (c) => {
  const { db, clock } = c.var.deps
  const item = await changeItem(db, auditorOf(c), c.req.valid('param').id, c.req.valid('json'), clock())
  return c.json({ success: true, message: 'Item updated successfully', item: toItem(item) })
})

itemsRoutes.delete('/items/:id', sportsMay('delete'), contract(retireItemEndpoint), async (c) => {
  const { db, clock } = c.var.deps
  await retireItem(db, auditorOf(c), c.req.valid('param').id, clock())
  return c.json({ success: true, message: 'Item retired successfully' })
})
