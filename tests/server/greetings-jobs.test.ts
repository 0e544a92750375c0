import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { greetingTemplates } from '../../domain/greetings.js'
import type { OpenDatabase } from '../../server/db/database.js'
import { createLogger } from '../../server/http/logger.js'
import { createWhatsAppCloudMessaging } from '../../server/messaging/whatsapp-cloud.adapter.js'
import { startFakeWhatsApp, type FakeWhatsApp } from '../helpers/fake-whatsapp.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { openTestDatabase } from '../helpers/test-database.js'
import { addSecretary, seedGreetingMembers } from './greetings-fixtures.js'

/**
 * Bulk sends and schedules as background jobs (ADR 035), on one database shared by the test's
 * servers (two at once, or one after another), sending through a fake WhatsApp Cloud API.
 */
const G = '/api/greetings'
const BULK_COUNT = 50
const bulkIds = Array.from({ length: BULK_COUNT }, (_, index) => `B${3001 + index}`)
const mobileOf = (index: number) => `98222${String(index).padStart(5, '0')}`

let database: OpenDatabase
let whatsapp: FakeWhatsApp
let apps: TestApp[] = []

async function startServer(options: { jobs?: boolean } = {}) {
  const logger = createLogger('silent')
  const app = await createTestApp({
    database,
    greetingJobs: options.jobs ?? true,
    messaging: (db) => createWhatsAppCloudMessaging(db, logger, { apiUrl: whatsapp.apiUrl, token: 'test-token', phoneNumberId: '1065' }),
  })
  apps.push(app)
  return app
}

const anyServer = async () => apps[0] ?? (await startServer())

async function stopServer(app: TestApp) {
  await app.close()
  apps = apps.filter((other) => other !== app)
}

async function waitFor<T>(read: () => Promise<T>, isDone: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const until = Date.now() + timeoutMs
  for (;;) {
    const value = await read()
    if (isDone(value) || Date.now() > until) return value
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

beforeAll(async () => {
  database = await openTestDatabase('fixture')
  whatsapp = await startFakeWhatsApp({ failuresFor: (to) => (to === `91${mobileOf(7)}` ? 1 : 0) })
  await seedGreetingMembers(database.db)
  await database.db
    .insertInto('members')
    .values(
      bulkIds.map((member_id, index) => ({
        member_id,
        title: 'Mr.',
        name: `Bulk Member ${index}`,
        mobile: mobileOf(index),
        date_of_birth: '1970-01-15',
        status: 'active' as const,
      })),
    )
    .execute()
  await database.db.updateTable('greeting_settings').set({ send_rate_per_second: 100 }).execute()
}, 60_000)

afterAll(async () => {
  for (const app of apps) await app.close()
  await whatsapp.close()
  await database.close()
})

const progressOf = async (app: TestApp, token: string, batchId: number) =>
  (await app.call('GET', `${G}/jobs/${batchId}`, { token })).body.data

describe('bulk send', () => {
  test('a bulk send answers at once with its job, sends each member once as a template message, and its progress reaches the total', async () => {
    const app = await startServer()
    const token = await app.tokens.staff()
    const response = await app.call('POST', `${G}/bulk-send`, {
      token,
      body: { memberIds: [...bulkIds, 'G2003', 'NOBODY'], message: greetingTemplates.birthday.default, greetingType: 'birthday' },
    })
    expect(response.status).toBe(202)
    expect(response.body.success).toBe(true)
    expect(response.body.data.batch).toMatchObject({ total: BULK_COUNT, status: 'queued', jobId: expect.any(String) })
    expect(response.body.data.skipped).toEqual([
      { memberId: 'G2003', name: 'Chetan Rao', reason: 'Opted out of WhatsApp greetings' },
      { memberId: 'NOBODY', name: null, reason: 'Member not found' },
    ])
    const batchId = response.body.data.batch.batchId
    const done = await waitFor(
      () => progressOf(app, token, batchId),
      (progress) => progress.status === 'done',
    )
    expect(done).toMatchObject({ total: BULK_COUNT, sent: BULK_COUNT, failed: 0, waiting: 0 })
    const counts = whatsapp.countsByRecipient()
    expect(bulkIds.every((_, index) => counts.get(`91${mobileOf(index)}`) === 1)).toBe(true)

    // The Cloud API gets the club's approved template with the placeholders' values, in order (ADR 036).
    const first = whatsapp.received.find((request) => request.body.to === `91${mobileOf(0)}`)!
    expect(first.url).toBe('/v21.0/1065/messages')
    expect(first.authorization).toBe('Bearer test-token')
    expect(first.body).toMatchObject({
      type: 'template',
      template: {
        name: 'club_birthday_default',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Mr.' },
              { type: 'text', text: 'Bulk Member 0' },
              { type: 'text', text: '56' },
            ],
          },
        ],
      },
    })
    // ...while the club keeps the text as the member reads it.
    const kept = await database.db
      .selectFrom('greetings')
      .select(['message', 'attempts'])
      .where('member_id', '=', 'B3001')
      .executeTakeFirstOrThrow()
    expect(kept.message).toBe('Dear Mr. Bulk Member 0, the Club wishes you a very happy birthday! Many happy returns on turning 56!')
  }, 90_000)

  test('a message WhatsApp refused once is tried again later and sent', async () => {
    const retried = await database.db
      .selectFrom('greetings')
      .select(['status', 'attempts'])
      .where('member_id', '=', bulkIds[7]!)
      .executeTakeFirstOrThrow()
    expect(retried).toEqual({ status: 'sent', attempts: 2 })
  })

  test('a second bulk send for the same occasion skips everyone already greeted', async () => {
    const app = await anyServer()
    const token = await app.tokens.staff()
    const response = await app.call('POST', `${G}/bulk-send`, {
      token,
      body: { memberIds: bulkIds.slice(0, 3), message: 'Hi {name}', greetingType: 'birthday' },
    })
    expect(response.body.data.batch.total).toBe(0)
    expect(response.body.data.skipped.map((row: { reason: string }) => row.reason)).toEqual(
      Array(3).fill('Already greeted for this occasion this year'),
    )
  })

  test('a server stopped in the middle of a bulk send leaves the rest to the next one, and nobody gets it twice', async () => {
    for (const app of apps.splice(0)) await app.close()
    await database.db.updateTable('greeting_settings').set({ send_rate_per_second: 20 }).execute()
    const first = await startServer()
    const token = await first.tokens.staff()
    const response = await first.call('POST', `${G}/bulk-send`, {
      token,
      body: { memberIds: bulkIds, message: 'holi', templateKey: 'holi', greetingType: 'festival' },
    })
    const batchId = response.body.data.batch.batchId
    const holiCount = () => whatsapp.received.filter((request) => request.body.template?.name === 'club_festival_holi').length
    await waitFor(
      async () => holiCount(),
      (count) => count >= 10,
    )
    await stopServer(first)
    const midway = holiCount()
    expect(midway).toBeLessThan(BULK_COUNT)

    const second = await startServer()
    const done = await waitFor(
      () => progressOf(second, token, batchId),
      (progress) => progress.status === 'done',
    )
    expect(done).toMatchObject({ total: BULK_COUNT, sent: BULK_COUNT, failed: 0 })
    const perMember = new Map<string, number>()
    for (const request of whatsapp.received.filter((request) => request.body.template?.name === 'club_festival_holi')) {
      perMember.set(request.body.to, (perMember.get(request.body.to) ?? 0) + 1)
    }
    expect(perMember.size).toBe(BULK_COUNT)
    expect([...perMember.values()].every((count) => count === 1)).toBe(true)
    await database.db.updateTable('greeting_settings').set({ send_rate_per_second: 100 }).execute()
  }, 90_000)

  test.each([
    [{ message: 'Hi', greetingType: 'birthday' }, 'Member IDs are required'],
    [{ memberIds: [], message: 'Hi', greetingType: 'birthday' }, 'Member IDs must be a non-empty list'],
    [{ memberIds: ['B3001'], greetingType: 'birthday' }, 'Message is required'],
    [{ memberIds: ['B3001'], message: 'Hi' }, 'Greeting type is required'],
  ])('bulk-send refuses %j and queues nothing', async (body, message) => {
    const app = await anyServer()
    const before = await database.db.selectFrom('greeting_batches').select('batch_id').execute()
    const response = await app.call('POST', `${G}/bulk-send`, { token: await app.tokens.staff(), body })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false, message })
    expect(await database.db.selectFrom('greeting_batches').select('batch_id').execute()).toEqual(before)
  })

  test('bulk-send, schedule and cancel need the greetings area', async () => {
    const app = await anyServer()
    const steward = await app.tokens.staff('steward@club.test')
    const body = { memberIds: ['B3001'], message: 'Hi', greetingType: 'birthday', scheduledDate: '2030-01-01T09:00:00+05:30' }
    expect((await app.call('POST', `${G}/bulk-send`, { body })).status).toBe(401)
    expect((await app.call('POST', `${G}/bulk-send`, { body, token: steward })).status).toBe(403)
    expect((await app.call('POST', `${G}/schedule`, { body, token: steward })).status).toBe(403)
    expect((await app.call('GET', `${G}/jobs/1`, { token: steward })).status).toBe(403)
  })
})

describe('schedules', () => {
  const scheduleIn = async (app: TestApp, token: string, memberIds: string[], seconds: number) =>
    app.call('POST', `${G}/schedule`, {
      token,
      body: {
        memberIds,
        message: 'Dear {title} {name}, happy anniversary!',
        greetingType: 'anniversary',
        scheduledDate: new Date(app.clock().getTime() + seconds * 1000).toISOString(),
      },
    })

  test('with two servers running, a schedule fires once', async () => {
    for (const app of apps.splice(0)) await app.close()
    const [one] = [await startServer(), await startServer()]
    const token = await one!.tokens.staff()
    const response = await scheduleIn(one!, token, ['G2001', 'G2002'], 1)
    expect(response.status).toBe(201)
    expect(response.body).toMatchObject({ success: true, message: 'Greeting scheduled successfully' })
    expect(response.body.data.batch).toMatchObject({ status: 'scheduled', total: 2 })
    const batchId = response.body.data.batch.batchId
    const done = await waitFor(
      () => progressOf(one!, token, batchId),
      (progress) => progress.status === 'done',
    )
    expect(done).toMatchObject({ sent: 2, failed: 0 })
    await new Promise((resolve) => setTimeout(resolve, 2000)) // a second server's late try would show here
    expect(whatsapp.countsByRecipient().get('919811100001')).toBe(1)
    expect(whatsapp.countsByRecipient().get('919811100002')).toBe(1)
  }, 90_000)

  test('a schedule that came due while every server was down is sent once when one starts again', async () => {
    for (const app of apps.splice(0)) await app.close()
    // The schedule is made (its job queued), then every server stops before it is due.
    const down = await startServer()
    const token = await down.tokens.staff()
    const response = await scheduleIn(down, token, ['G2004'], 2)
    const batchId = response.body.data.batch.batchId
    await stopServer(down)
    await new Promise((resolve) => setTimeout(resolve, 2500))
    const stillScheduled = await database.db
      .selectFrom('greeting_batches')
      .select('status')
      .where('batch_id', '=', batchId)
      .executeTakeFirstOrThrow()
    expect(stillScheduled.status).toBe('scheduled')

    const restarted = await startServer()
    const restartedToken = await restarted.tokens.staff()
    const done = await waitFor(
      () => progressOf(restarted, restartedToken, batchId),
      (progress) => progress.status === 'done',
    )
    expect(done).toMatchObject({ sent: 1 })
    await stopServer(restarted)
    const again = await startServer()
    await new Promise((resolve) => setTimeout(resolve, 2000))
    expect((await progressOf(again, restartedToken, batchId)).sent).toBe(1)
    expect(whatsapp.countsByRecipient().get('919811100004')).toBe(1)
  }, 90_000)

  test('a scheduled send is listed and can be cancelled; nothing is sent', async () => {
    const app = await anyServer()
    const token = await app.tokens.staff()
    const response = await scheduleIn(app, token, ['G2005', 'M1001'], 3600)
    const batchId = response.body.data.batch.batchId
    const listed = await app.call('GET', `${G}/scheduled?status=scheduled`, { token })
    expect(listed.body.data.map((batch: { batchId: number }) => batch.batchId)).toContain(batchId)
    const cancelled = await app.call('DELETE', `${G}/scheduled/${batchId}`, { token })
    expect(cancelled.status).toBe(200)
    expect(cancelled.body).toMatchObject({ success: true, message: 'Scheduled greeting cancelled', data: { status: 'cancelled' } })
    expect((await app.call('DELETE', `${G}/scheduled/${batchId}`, { token })).status).toBe(409)
    expect((await app.call('DELETE', `${G}/scheduled/999999`, { token })).status).toBe(404)
    expect(
      (await app.call('GET', `${G}/scheduled?status=all`, { token })).body.data.find(
        (batch: { batchId: number }) => batch.batchId === batchId,
      ).status,
    ).toBe('cancelled')
    const rows = await database.db.selectFrom('greetings').select('status').where('batch_id', '=', batchId).execute()
    expect(rows.map((row) => row.status)).toEqual(['cancelled'])
  })

  test.each([
    [{ message: 'Hi', scheduledDate: '2030-01-01T09:00:00+05:30' }, 'Member IDs are required'],
    [{ memberIds: ['G2001'], scheduledDate: '2030-01-01T09:00:00+05:30' }, 'Message is required'],
    [{ memberIds: ['G2001'], message: 'Hi' }, 'Scheduled date is required'],
    [
      { memberIds: ['G2001'], message: 'Hi', scheduledDate: 'tomorrow' },
      'must be a date and time with its offset, such as 2026-12-12T19:00:00+05:30',
    ],
    [{ memberIds: ['G2001'], message: 'Hi', scheduledDate: '2020-01-01T09:00:00+05:30' }, 'Scheduled date must be in the future'],
  ])('schedule refuses %j', async (body, message) => {
    const app = await anyServer()
    const secretary = await app.tokens.staff(await addSecretary(database.db, `sec-${Math.random()}@club.test`))
    const response = await app.call('POST', `${G}/schedule`, { token: secretary, body })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(message)
  })
})
