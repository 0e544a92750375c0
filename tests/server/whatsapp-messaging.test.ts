import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { OpenDatabase } from '../../server/db/database.js'
import { createLogger } from '../../server/http/logger.js'
import { createStoredMessaging } from '../../server/messaging/stored.adapter.js'
import { createWhatsAppCloudMessaging, toWhatsAppNumber } from '../../server/messaging/whatsapp-cloud.adapter.js'
import { openTestDatabase } from '../helpers/test-database.js'

const logger = createLogger('silent')
const settings = { token: 'test-access-token', phoneNumberId: '106540352242922' }

interface ReceivedRequest {
  method: string
  url: string
  headers: IncomingMessage['headers']
  body: any
}

/** The WhatsApp Cloud API as a real HTTP server on 127.0.0.1; `answer` decides each reply. */
async function startFakeWhatsApp(answer: (response: ServerResponse, request: ReceivedRequest) => void) {
  const received: ReceivedRequest[] = []
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      const entry = {
        method: request.method ?? '',
        url: request.url ?? '',
        headers: request.headers,
        body: text ? JSON.parse(text) : undefined,
      }
      received.push(entry)
      answer(response, entry)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiUrl: `http://127.0.0.1:${port}/v21.0`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections() // a server that never answers still holds its sockets
        server.close(() => resolve())
      }),
  }
}

const replyJson = (status: number, body: unknown) => (response: ServerResponse) => {
  response.writeHead(status, { 'Content-Type': 'application/json' })
  response.end(JSON.stringify(body))
}

let database: OpenDatabase
beforeAll(async () => {
  database = await openTestDatabase('schema')
})
afterAll(async () => {
  await database.close()
})

const storedRow = (messageId: number) =>
  database.db.selectFrom('messages').selectAll().where('message_id', '=', messageId).executeTakeFirstOrThrow()

describe('WhatsApp Cloud adapter', () => {
  test('a message is POSTed to {apiUrl}/{phoneNumberId}/messages with the bearer token and a text body', async () => {
    const fake = await startFakeWhatsApp(replyJson(200, { messaging_product: 'whatsapp', messages: [{ id: 'wamid.HBgMOTE5ODEw' }] }))
    try {
      const messaging = createWhatsAppCloudMessaging(database.db, logger, { ...settings, apiUrl: `${fake.apiUrl}/` })
      await messaging.send({ to: '9810043210', body: 'Your OTP is 004271.', purpose: 'otp' })

      expect(fake.received).toHaveLength(1)
      const [request] = fake.received
      expect(request).toMatchObject({ method: 'POST', url: `/v21.0/${settings.phoneNumberId}/messages` })
      expect(request!.headers.authorization).toBe('Bearer test-access-token')
      expect(request!.headers['content-type']).toMatch(/^application\/json/)
      expect(request!.body).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '919810043210',
        type: 'text',
        text: { preview_url: false, body: 'Your OTP is 004271.' },
      })
    } finally {
      await fake.close()
    }
  })

  test('a sent message is stored as sent with the provider message id', async () => {
    const fake = await startFakeWhatsApp(replyJson(200, { messages: [{ id: 'wamid.sent-1' }] }))
    try {
      const messaging = createWhatsAppCloudMessaging(database.db, logger, { ...settings, apiUrl: fake.apiUrl })
      const sent = await messaging.send({ to: '9810043210', body: 'Happy birthday!', purpose: 'greeting' })

      expect(sent).toMatchObject({ status: 'sent', providerMessageId: 'wamid.sent-1' })
      expect(sent.error).toBeUndefined()
      expect(await storedRow(sent.messageId)).toMatchObject({
        recipient: '9810043210',
        body: 'Happy birthday!',
        purpose: 'greeting',
        provider: 'whatsapp-cloud',
        status: 'sent',
        provider_message_id: 'wamid.sent-1',
        error: null,
      })
    } finally {
      await fake.close()
    }
  })

  test("a 4xx answer is stored as failed with the provider's error message", async () => {
    const fake = await startFakeWhatsApp(
      replyJson(400, { error: { message: '(#131030) Recipient phone number not in allowed list', type: 'OAuthException', code: 131030 } }),
    )
    try {
      const messaging = createWhatsAppCloudMessaging(database.db, logger, { ...settings, apiUrl: fake.apiUrl })
      const sent = await messaging.send({ to: '9810043210', body: 'x', purpose: 'otp' })

      expect(sent).toMatchObject({ status: 'failed', error: '(#131030) Recipient phone number not in allowed list' })
      expect(sent.providerMessageId).toBeUndefined()
      expect(await storedRow(sent.messageId)).toMatchObject({
        status: 'failed',
        provider_message_id: null,
        error: '(#131030) Recipient phone number not in allowed list',
      })
    } finally {
      await fake.close()
    }
  })

  test('a 5xx answer without a JSON body is stored as failed naming the status', async () => {
    const fake = await startFakeWhatsApp((response) => {
      response.writeHead(503, { 'Content-Type': 'text/html' })
      response.end('<h1>Service Unavailable</h1>')
    })
    try {
      const messaging = createWhatsAppCloudMessaging(database.db, logger, { ...settings, apiUrl: fake.apiUrl })
      const sent = await messaging.send({ to: '9810043210', body: 'x', purpose: 'otp' })

      expect(sent).toMatchObject({ status: 'failed', error: 'WhatsApp API answered 503' })
      expect((await storedRow(sent.messageId)).status).toBe('failed')
    } finally {
      await fake.close()
    }
  })

  test('a 200 answer without a message id is not taken for a delivery', async () => {
    const fake = await startFakeWhatsApp(replyJson(200, { messaging_product: 'whatsapp' }))
    try {
      const messaging = createWhatsAppCloudMessaging(database.db, logger, { ...settings, apiUrl: fake.apiUrl })
      const sent = await messaging.send({ to: '9810043210', body: 'x', purpose: 'otp' })
      expect(sent).toMatchObject({ status: 'failed', error: 'WhatsApp API gave no message id' })
    } finally {
      await fake.close()
    }
  })

  test('a server that never answers gives failed with a timeout message', async () => {
    const fake = await startFakeWhatsApp(() => {}) // reads the request, never replies
    try {
      const messaging = createWhatsAppCloudMessaging(database.db, logger, { ...settings, apiUrl: fake.apiUrl, timeoutMs: 1500 })
      const sent = await messaging.send({ to: '9810043210', body: 'x', purpose: 'otp' })

      expect(fake.received).toHaveLength(1)
      expect(sent).toMatchObject({ status: 'failed', error: 'WhatsApp API did not answer in time' })
      expect(await storedRow(sent.messageId)).toMatchObject({ status: 'failed', error: 'WhatsApp API did not answer in time' })
    } finally {
      await fake.close()
    }
  })

  test('an unreachable address gives failed, not an exception', async () => {
    const fake = await startFakeWhatsApp(replyJson(200, {}))
    await fake.close() // the port was just free: nothing listens there now
    const messaging = createWhatsAppCloudMessaging(database.db, logger, { ...settings, apiUrl: fake.apiUrl, timeoutMs: 2000 })
    const sent = await messaging.send({ to: '9810043210', body: 'x', purpose: 'otp' })

    expect(sent.status).toBe('failed')
    // the stored reason is the one an operator can act on, not fetch's bare 'fetch failed'
    expect(sent.error).toMatch(/^WhatsApp API unreachable: .*ECONNREFUSED/)
    expect((await storedRow(sent.messageId)).status).toBe('failed')
  })
})

describe('toWhatsAppNumber', () => {
  test('a 10-digit Indian mobile gets the 91 country code; an international number is kept', () => {
    expect(toWhatsAppNumber('9810043210')).toBe('919810043210')
    expect(toWhatsAppNumber('98100 43210')).toBe('919810043210')
    expect(toWhatsAppNumber('+91 98100-43210')).toBe('919810043210')
    expect(toWhatsAppNumber('447700900123')).toBe('447700900123')
  })
})

describe('stored adapter', () => {
  test('a message is kept in the messages table as stored, and nothing leaves the machine', async () => {
    const messaging = createStoredMessaging(database.db, logger)
    const sent = await messaging.send({ to: '9810043210', body: 'Your OTP is 123456.', purpose: 'otp' })

    expect(messaging.provider).toBe('stored')
    expect(sent).toMatchObject({ status: 'stored' })
    expect(await storedRow(sent.messageId)).toMatchObject({
      channel: 'whatsapp',
      recipient: '9810043210',
      body: 'Your OTP is 123456.',
      purpose: 'otp',
      provider: 'stored',
      status: 'stored',
      provider_message_id: null,
      error: null,
    })
  })
})
