import { sql } from 'kysely'
import { defaultWhatsAppTemplateName } from '../../domain/greetings.js'
import type { DB, Executor } from '../db/database.js'
import type { GreetingsTable } from '../db/greetings-schema.js'
import type { Clock } from '../http/context.js'
import type { MessageTemplate, MessagingPort, SentMessage } from '../messaging/messaging.port.js'
import type { BatchRow, GreetingRow, GreetingSettingsRow } from './greetings.repository.js'
import type { Selectable } from 'kysely'

/**
 * Sending one greeting (ADRs 035, 036). A greeting is claimed before it is sent (pending → sending,
 * in one statement that skips rows another worker holds), so two servers never send the same one.
 * A send WhatsApp refused is tried again later (backoff) up to MAX_ATTEMPTS; one cut short by a
 * crash after its claim is never sent again: the member might have it already.
 */

export const MAX_ATTEMPTS = 4
/** Seconds before attempt n+1: 2, 8, 32. */
export const backoffSeconds = (attempts: number) => 2 * 4 ** (attempts - 1)
/** A claim older than this belongs to a worker that died mid-send. */
export const STALE_CLAIM_MS = 2 * 60_000
export const INTERRUPTED = 'Interrupted while sending (server stopped); not sent again so that nobody gets it twice'

/** The retry and claim times are mechanical delays, kept in real time even when the club's clock is set. */
const realNow = () => new Date()

export async function claimNextGreeting(db: Executor, batchId: number): Promise<Selectable<GreetingsTable> | undefined> {
  const now = realNow()
  const result = await sql<Selectable<GreetingsTable>>`
    update greetings set status = 'sending', attempts = attempts + 1, claimed_at = ${now}
    where greeting_id = (
      select greeting_id from greetings
      where batch_id = ${batchId} and status = 'pending' and next_attempt_at <= ${now}
      order by greeting_id
      for update skip locked
      limit 1
    ) and status = 'pending'
    returning *`.execute(db)
  return result.rows[0]
}

export async function claimGreeting(db: Executor, greetingId: number): Promise<Selectable<GreetingsTable> | undefined> {
  return db
    .updateTable('greetings')
    .set((eb) => ({ status: 'sending', attempts: eb('attempts', '+', 1), claimed_at: realNow() }))
    .where('greeting_id', '=', greetingId)
    .where('status', '=', 'pending')
    .returningAll()
    .executeTakeFirst()
}

/** The approved WhatsApp template for a greeting (ADR 036). */
export function whatsappTemplateOf(
  greeting: Pick<GreetingRow, 'greeting_type' | 'message' | 'template_parameters'>,
  templateKey: string | null,
  settings: Pick<GreetingSettingsRow, 'whatsapp_templates' | 'whatsapp_language'>,
): MessageTemplate {
  const names = settings.whatsapp_templates ?? {}
  if (templateKey && greeting.template_parameters) {
    const key = `${greeting.greeting_type}.${templateKey}`
    return {
      name: names[key] ?? defaultWhatsAppTemplateName(key),
      language: settings.whatsapp_language,
      bodyParameters: greeting.template_parameters,
    }
  }
  return {
    name: names.custom ?? defaultWhatsAppTemplateName('custom'),
    language: settings.whatsapp_language,
    bodyParameters: [greeting.message],
  }
}

export async function deliverGreeting(
  messaging: MessagingPort,
  greeting: Selectable<GreetingsTable>,
  batch: Pick<BatchRow, 'template_key'>,
  settings: GreetingSettingsRow,
): Promise<SentMessage> {
  try {
    return await messaging.send({
      to: greeting.recipient ?? '',
      body: greeting.message,
      purpose: 'greeting',
      template: whatsappTemplateOf(greeting, batch.template_key, settings),
    })
  } catch (error) {
    return { messageId: 0, status: 'failed', error: error instanceof Error ? error.message : String(error) }
  }
}

/** Writes what became of a claimed greeting: sent, tried again later, or failed for good. */
export async function recordOutcome(db: Executor, greeting: Selectable<GreetingsTable>, outcome: SentMessage, clock: Clock) {
  const now = clock()
  if (outcome.status !== 'failed') {
    return db
      .updateTable('greetings')
      .set({
        status: 'sent',
        message_id: outcome.messageId || null,
        provider_message_id: outcome.providerMessageId ?? null,
        error: null,
        sent_at: now,
        status_at: now,
      })
      .where('greeting_id', '=', greeting.greeting_id)
      .returningAll()
      .executeTakeFirstOrThrow()
  }
  const isRetried = greeting.attempts < MAX_ATTEMPTS
  return db
    .updateTable('greetings')
    .set({
      status: isRetried ? 'pending' : 'failed',
      message_id: outcome.messageId || null,
      error: outcome.error ?? 'WhatsApp did not take the message',
      next_attempt_at: new Date(realNow().getTime() + backoffSeconds(greeting.attempts) * 1000),
      status_at: now,
    })
    .where('greeting_id', '=', greeting.greeting_id)
    .returningAll()
    .executeTakeFirstOrThrow()
}

/** What is left of a batch: greetings waiting for their turn (or their retry), and when the next is due. */
export async function remainingOf(db: Executor, batchId: number) {
  return db
    .selectFrom('greetings')
    .select([sql<number>`count(*)::int`.as('pending'), sql<Date | null>`min(next_attempt_at)`.as('next_due')])
    .where('batch_id', '=', batchId)
    .where('status', '=', 'pending')
    .executeTakeFirstOrThrow()
}

/** Ends a batch with nothing left to send: a claim a dead worker left behind is failed, never re-sent. */
export async function finishBatch(db: DB, batchId: number, clock: Clock) {
  await db
    .updateTable('greetings')
    .set({ status: 'failed', error: INTERRUPTED, status_at: clock() })
    .where('batch_id', '=', batchId)
    .where('status', '=', 'sending')
    .where('claimed_at', '<', new Date(realNow().getTime() - STALE_CLAIM_MS))
    .execute()
  const stillSending = await db
    .selectFrom('greetings')
    .select('greeting_id')
    .where('batch_id', '=', batchId)
    .where('status', 'in', ['pending', 'sending'])
    .executeTakeFirst()
  if (stillSending) return false
  await db
    .updateTable('greeting_batches')
    .set({ status: 'done', finished_at: clock() })
    .where('batch_id', '=', batchId)
    .where('status', 'in', ['queued', 'running', 'scheduled'])
    .execute()
  return true
}
