import { request as httpRequest, type IncomingMessage } from 'node:http'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let url: string
beforeAll(async () => {
  t = await createTestApp()
  url = (await t.listen()).url
})
afterAll(async () => {
  await t.close()
})

const MB = 1024 * 1024
const TOO_LARGE = 'The request is too large: at most 1 MB may be sent.'

async function readJson(response: IncomingMessage) {
  const chunks: Buffer[] = []
  for await (const chunk of response) chunks.push(chunk as Buffer)
  return JSON.parse(Buffer.concat(chunks).toString()) as { message: string; code: string }
}

/** A sign-in that announces a body of `announcedBytes` and sends none of it: the server must answer anyway. */
function announceHugeSignIn(announcedBytes: number) {
  return new Promise<{ status: number; body: { message: string }; connection: string | undefined }>((resolve, reject) => {
    const request = httpRequest(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Content-Length': String(announcedBytes) },
    })
    request.on('response', (response) => {
      readJson(response).then((body) => resolve({ status: response.statusCode!, body, connection: response.headers.connection }), reject)
    })
    request.on('error', reject)
    request.flushHeaders()
  })
}

/** Streams a sign-in body in chunks with no announced length until the server answers; returns what it answered and how much was sent. */
function streamSignInUntilAnswered(maxBytes: number) {
  return new Promise<{ status: number; body: { message: string }; sentBytes: number }>((resolve, reject) => {
    const request = httpRequest(`${url}/api/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' },
    })
    const chunk = Buffer.alloc(64 * 1024, 'a')
    let sentBytes = 0
    let isAnswered = false
    request.on('response', (response) => {
      isAnswered = true
      readJson(response).then((body) => resolve({ status: response.statusCode!, body, sentBytes }), reject)
    })
    // The server closing the connection while we still write is what it should do.
    request.on('error', () => {})
    const writeMore = () => {
      while (!isAnswered && sentBytes < maxBytes) {
        sentBytes += chunk.length
        if (!request.write(chunk)) return void request.once('drain', writeMore)
      }
      if (!isAnswered) request.end()
    }
    request.write('{"email_id":"admin@club.test","password":"')
    writeMore()
  })
}

describe('request bodies are limited to 1 MB', () => {
  test('a sign-in announcing a 1 GB body gets 413 with a message at once, and the connection is closed', async () => {
    const answer = await announceHugeSignIn(1024 * MB)
    expect(answer.status).toBe(413)
    expect(answer.body.message).toBe(TOO_LARGE)
    expect(answer.connection).toBe('close')
  })

  test('a sign-in streamed without a length is refused once it passes 1 MB, long before it ends', async () => {
    const answer = await streamSignInUntilAnswered(256 * MB)
    expect(answer.status).toBe(413)
    expect(answer.body.message).toBe(TOO_LARGE)
    expect(answer.sentBytes).toBeLessThan(64 * MB)
  })

  test('a body just over 1 MB is refused on any route, and nothing is counted as a sign-in failure', async () => {
    const password = 'x'.repeat(MB)
    const signIn = await t.call('POST', '/member/api/login', { body: { memberId: 'M1001', password } })
    expect(signIn.status).toBe(413)
    expect(signIn.body.message).toBe(TOO_LARGE)
    const token = await t.tokens.staff()
    const role = await t.call('POST', '/api/createrole', { token, body: { name: 'Big', description: 'y'.repeat(MB), permissions: [] } })
    expect(role.status).toBe(413)
    expect(await t.db.selectFrom('rate_limit_hits').selectAll().execute()).toEqual([])
  })

  test('a body under the limit reaches its route', async () => {
    const signIn = await t.call('POST', '/member/api/login', {
      body: { memberId: 'M1001', password: DEMO_PASSWORD, note: 'n'.repeat(MB - 100) },
    })
    expect(signIn.status).toBe(200)
  })
})
