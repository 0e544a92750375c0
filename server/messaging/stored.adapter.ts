import type { DB } from '../db/database.js'
import type { Logger } from '../http/logger.js'
import type { MessagingPort } from './messaging.port.js'

/**
 * The default with no WhatsApp account: each message is kept in `messages` and logged, so the demo
 * and the tests work with no network (the tests read OTPs from there). In production the log gets no
 * message's text (`isTextLogged` false): an OTP in a log is a password reset for whoever reads it.
 */
export function createStoredMessaging(db: DB, logger: Logger, { isTextLogged = true }: { isTextLogged?: boolean } = {}): MessagingPort {
  return {
    provider: 'stored',
    async send(message) {
      const row = await db
        .insertInto('messages')
        .values({ recipient: message.to, body: message.body, purpose: message.purpose, provider: 'stored', status: 'stored' })
        .returning('message_id')
        .executeTakeFirstOrThrow()
      logger.info('message stored (no WhatsApp account configured)', {
        to: message.to,
        purpose: message.purpose,
        messageId: row.message_id,
        ...(isTextLogged ? { body: message.body } : {}),
      })
      return { messageId: row.message_id, status: 'stored' }
    },
  }
}
