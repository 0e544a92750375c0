import { createHmac, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { whatsappWebhook, whatsappWebhookVerify } from '../../domain/contract/greetings.js'
import type { Executor } from '../db/database.js'
import type { GreetingStatus } from '../db/greetings-schema.js'
import { contract } from '../http/contract.js'
import type { AppEnv } from '../http/context.js'
import { AppError, forbidden } from '../http/errors.js'

/**
 * WhatsApp's delivery receipts (ADR 036), mounted at /api/whatsapp. GET answers Meta's verification
 * challenge; POST takes status callbacks signed with the app secret (X-Hub-Signature-256) and moves
 * each greeting to its latest status. A status never goes back (read stays read when a late
 * "delivered" arrives); failed is kept only over sent.
 */
export const whatsappWebhookRoutes = new Hono<AppEnv>()

/** Is `signature` ('sha256=<hex>') the HMAC-SHA256 of `body` with `secret`? */
export function isSignedBy(secret: string, body: string, signature: string | undefined): boolean {
  if (!signature?.startsWith('sha256=')) return false
  const expected = Buffer.from(createHmac('sha256', secret).update(body, 'utf8').digest('hex'), 'hex')
  const given = Buffer.from(signature.slice('sha256='.length), 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

whatsappWebhookRoutes.get('/webhook', contract(whatsappWebhookVerify), (c) => {
  const query = c.req.valid('query')
  const verifyToken = c.var.deps.whatsappWebhook?.verifyToken
  if (!verifyToken || query['hub.mode'] !== 'subscribe' || query['hub.verify_token'] !== verifyToken) {
    throw forbidden('The verification token does not match')
  }
  return c.text(query['hub.challenge'] ?? '', 200)
})

const rank: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 1 }
const earlierStatuses: Record<string, GreetingStatus[]> = {
  sent: ['sending'],
  delivered: ['sending', 'sent', 'failed'],
  read: ['sending', 'sent', 'delivered', 'failed'],
  failed: ['sending', 'sent'],
}

interface StatusCallback {
  id?: unknown
  status?: unknown
  timestamp?: unknown
  errors?: { title?: string; message?: string }[]
}

function statusesOf(payload: unknown): StatusCallback[] {
  const entries = (payload as { entry?: { changes?: { value?: { statuses?: StatusCallback[] } }[] }[] })?.entry
  if (!Array.isArray(entries)) return []
  return entries
    .flatMap((entry) => (Array.isArray(entry?.changes) ? entry.changes : []))
    .flatMap((change) => (Array.isArray(change?.value?.statuses) ? change.value.statuses : []))
}

async function applyStatus(db: Executor, callback: StatusCallback): Promise<number> {
  const status = String(callback.status)
  if (typeof callback.id !== 'string' || !(status in rank)) return 0
  const seconds = Number(callback.timestamp)
  const at = Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date()
  const error =
    status === 'failed' ? (callback.errors?.[0]?.message ?? callback.errors?.[0]?.title ?? 'WhatsApp could not deliver the message') : null
  const result = await db
    .updateTable('greetings')
    .set({ status: status as GreetingStatus, status_at: at, ...(error ? { error } : {}) })
    .where('provider_message_id', '=', callback.id)
    .where('status', 'in', earlierStatuses[status]!)
    .executeTakeFirst()
  return Number(result.numUpdatedRows)
}

whatsappWebhookRoutes.post('/webhook', contract(whatsappWebhook), async (c) => {
  const { db, whatsappWebhook: settings } = c.var.deps
  const body = await c.req.text()
  if (!settings?.appSecret || !isSignedBy(settings.appSecret, body, c.req.header('x-hub-signature-256'))) {
    throw new AppError(401, 'bad_signature', 'The X-Hub-Signature-256 signature does not match this body')
  }
  let payload: unknown
  try {
    payload = JSON.parse(body)
  } catch {
    throw new AppError(400, 'invalid_input', 'The request body is not valid JSON.')
  }
  let updated = 0
  for (const callback of statusesOf(payload)) updated += await applyStatus(db, callback)
  return c.json({ success: true as const, updated })
})
