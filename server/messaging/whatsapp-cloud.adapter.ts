import type { DB } from '../db/database.js'
import type { Logger } from '../http/logger.js'
import type { MessagingPort, OutgoingMessage } from './messaging.port.js'

export interface WhatsAppCloudSettings {
  apiUrl: string
  token: string
  phoneNumberId: string
  timeoutMs?: number
}

/** 10-digit Indian mobiles get the 91 country code; anything else must already be international. */
export function toWhatsAppNumber(mobile: string): string {
  const digits = mobile.replace(/\D/g, '')
  return digits.length === 10 ? `91${digits}` : digits
}

/**
 * fetch() reports every network failure as 'TypeError: fetch failed'; the reason an operator can act
 * on (ECONNREFUSED, ENOTFOUND, a TLS error) is in its `cause`.
 */
function networkReason(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined
  if (cause instanceof Error) {
    const code = (cause as NodeJS.ErrnoException).code
    return code && !cause.message.includes(code) ? `${code} ${cause.message}` : cause.message
  }
  return String(error)
}

/** The Cloud API's request for a message: a template message when one is named (ADR 036), else text. */
export function cloudRequestOf(message: OutgoingMessage) {
  const addressed = { messaging_product: 'whatsapp', recipient_type: 'individual', to: toWhatsAppNumber(message.to) }
  if (!message.template) return { ...addressed, type: 'text', text: { preview_url: false, body: message.body } }
  const { name, language, bodyParameters } = message.template
  return {
    ...addressed,
    type: 'template',
    template: {
      name,
      language: { code: language },
      components: bodyParameters.length ? [{ type: 'body', parameters: bodyParameters.map((text) => ({ type: 'text', text })) }] : [],
    },
  }
}

interface CloudApiReply {
  messages?: { id?: string }[]
  error?: { message?: string; code?: number }
}

/**
 * Sends through the WhatsApp Cloud API and keeps every message, sent or failed, in `messages`.
 * A failure is returned (status 'failed' with the provider's reason), never thrown: the caller
 * decides what a failed send means for its user.
 */
export function createWhatsAppCloudMessaging(
  db: DB,
  logger: Logger,
  settings: WhatsAppCloudSettings,
  fetchImpl: typeof fetch = fetch,
): MessagingPort {
  const endpoint = `${settings.apiUrl.replace(/\/$/, '')}/${encodeURIComponent(settings.phoneNumberId)}/messages`

  async function deliver(message: OutgoingMessage): Promise<{ providerMessageId?: string; error?: string }> {
    try {
      const response = await fetchImpl(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${settings.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify(cloudRequestOf(message)),
        signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
      })
      const reply = (await response.json().catch(() => ({}))) as CloudApiReply
      if (!response.ok) return { error: reply.error?.message ?? `WhatsApp API answered ${response.status}` }
      const providerMessageId = reply.messages?.[0]?.id
      return providerMessageId ? { providerMessageId } : { error: 'WhatsApp API gave no message id' }
    } catch (error) {
      const isTimeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError')
      return { error: isTimeout ? 'WhatsApp API did not answer in time' : `WhatsApp API unreachable: ${networkReason(error)}` }
    }
  }

  return {
    provider: 'whatsapp-cloud',
    async send(message) {
      const outcome = await deliver(message)
      const status = outcome.error ? 'failed' : 'sent'
      const row = await db
        .insertInto('messages')
        .values({
          recipient: message.to,
          // A real OTP must not sit readable in our own tables once it has left for the phone.
          body: message.purpose === 'otp' ? message.body.replace(/\b\d{4,8}\b/g, '••••••') : message.body,
          purpose: message.purpose,
          provider: 'whatsapp-cloud',
          status,
          provider_message_id: outcome.providerMessageId ?? null,
          error: outcome.error ?? null,
        })
        .returning('message_id')
        .executeTakeFirstOrThrow()
      if (outcome.error) logger.warn('WhatsApp message failed', { to: message.to, purpose: message.purpose, error: outcome.error })
      return {
        messageId: row.message_id,
        status,
        ...(outcome.providerMessageId ? { providerMessageId: outcome.providerMessageId } : {}),
        ...(outcome.error ? { error: outcome.error } : {}),
      }
    },
  }
}
