import { createHmac } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, TEST_WHATSAPP_WEBHOOK, type TestApp } from '../helpers/test-app.js'
import { seedGreetingMembers } from './greetings-fixtures.js'

let t: TestApp
let admin: string
const WEBHOOK = '/api/whatsapp/webhook'

const sign = (body: string, secret = TEST_WHATSAPP_WEBHOOK.appSecret) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`

const callback = (statuses: { id: string; status: string; timestamp?: string; errors?: { title: string }[] }[]) =>
  JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [{ id: 'WABA', changes: [{ field: 'messages', value: { messaging_product: 'whatsapp', statuses } }] }],
  })

const post = (body: string, signature?: string) =>
  t.app.request(WEBHOOK, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(signature ? { 'X-Hub-Signature-256': signature } : {}) },
    body,
  })

const statusOf = async (greetingId: number) =>
  (await t.db.selectFrom('greetings').select(['status', 'error']).where('greeting_id', '=', greetingId).executeTakeFirstOrThrow()).status

let sentGreeting: number
let otherGreeting: number

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  await seedGreetingMembers(t.db)
  admin = await t.tokens.staff()
  const base = {
    greeting_type: 'birthday' as const,
    occasion: 'birthday',
    occasion_year: 2026,
    channel: 'whatsapp' as const,
    message: 'Happy birthday',
    created_at: new Date(),
  }
  const rows = await t.db
    .insertInto('greetings')
    .values([
      { ...base, member_id: 'G2001', recipient: '9811100001', status: 'sent', provider_message_id: 'wamid.ONE', sent_at: new Date() },
      { ...base, member_id: 'G2002', recipient: '9811100002', status: 'sent', provider_message_id: 'wamid.TWO', sent_at: new Date() },
    ])
    .returning('greeting_id')
    .execute()
  sentGreeting = rows[0]!.greeting_id
  otherGreeting = rows[1]!.greeting_id
})
afterAll(() => t.close())

describe('the WhatsApp webhook', () => {
  test('GET answers the verification challenge when the token matches, and 403 otherwise', async () => {
    const good = await t.app.request(
      `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${TEST_WHATSAPP_WEBHOOK.verifyToken}&hub.challenge=1158201444`,
    )
    expect(good.status).toBe(200)
    expect(await good.text()).toBe('1158201444')
    const bad = await t.app.request(`${WEBHOOK}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444`)
    expect(bad.status).toBe(403)
    expect(await bad.text()).not.toContain('1158201444')
  })

  test('a callback with no signature, a wrong one, or one made with another secret is refused and changes nothing', async () => {
    const body = callback([{ id: 'wamid.ONE', status: 'delivered' }])
    expect((await post(body)).status).toBe(401)
    expect((await post(body, 'sha256=00')).status).toBe(401)
    expect((await post(body, sign(body, 'another-secret'))).status).toBe(401)
    expect((await post(body, sign(`${body} `))).status).toBe(401)
    expect(await statusOf(sentGreeting)).toBe('sent')
  })

  test('a signed callback moves the greeting to delivered, then read; a late "delivered" does not take it back', async () => {
    const delivered = callback([{ id: 'wamid.ONE', status: 'delivered', timestamp: '1795000000' }])
    const response = await post(delivered, sign(delivered))
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ success: true, updated: 1 })
    expect(await statusOf(sentGreeting)).toBe('delivered')
    const read = callback([{ id: 'wamid.ONE', status: 'read' }])
    await post(read, sign(read))
    expect(await statusOf(sentGreeting)).toBe('read')
    await post(delivered, sign(delivered))
    expect(await statusOf(sentGreeting)).toBe('read')
    const history = await t.call('GET', '/api/greetings/member/G2001/history', { token: admin })
    expect(history.body.data[0].status).toBe('read')
  })

  test('a failed status keeps WhatsApp’s reason', async () => {
    const failed = callback([{ id: 'wamid.TWO', status: 'failed', errors: [{ title: 'Message undeliverable' }] }])
    await post(failed, sign(failed))
    const row = await t.db
      .selectFrom('greetings')
      .select(['status', 'error'])
      .where('greeting_id', '=', otherGreeting)
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'failed', error: 'Message undeliverable' })
  })

  test('a signed body that is not JSON is a 400; unknown message ids and shapes are ignored', async () => {
    expect((await post('not json', sign('not json'))).status).toBe(400)
    const unknown = callback([{ id: 'wamid.NOBODY', status: 'read' }])
    expect(await (await post(unknown, sign(unknown))).json()).toEqual({ success: true, updated: 0 })
    const odd = JSON.stringify({ entry: 'x' })
    expect((await post(odd, sign(odd))).status).toBe(200)
  })
})
