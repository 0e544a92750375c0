import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { OpenDatabase } from '../../server/db/database.js'
import { createLogger } from '../../server/http/logger.js'
import { createWhatsAppCloudMessaging } from '../../server/messaging/whatsapp-cloud.adapter.js'
import { startFakeWhatsApp, type FakeWhatsApp } from '../helpers/fake-whatsapp.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { openTestDatabase } from '../helpers/test-database.js'
import { seedGreetingMembers, TODAY } from './greetings-fixtures.js'

/**
 * Automatic greetings (issue 21, ADR 035): with them on, when the club's clock reaches their time,
 * the day's birthdays and anniversaries are sent once, whichever of two servers on the one database
 * looks first. The clocks are fixed and moved by hand; each server's sweep (every 15 s, and at its
 * start) is also called directly, both at once.
 */
let database: OpenDatabase
let whatsapp: FakeWhatsApp
const servers: TestApp[] = []

/** 10:00 in Delhi on the fixture's day: the time the test clock starts at. */
const TEN_AM = new Date(`${TODAY}T10:00:00+05:30`)

async function startServer(clockStart = TEN_AM) {
  const logger = createLogger('silent')
  const app = await createTestApp({
    database,
    greetingJobs: true,
    clockStart,
    messaging: (db) => createWhatsAppCloudMessaging(db, logger, { apiUrl: whatsapp.apiUrl, token: 'test-token', phoneNumberId: '1065' }),
  })
  servers.push(app)
  return app
}

const setClocks = (at: Date) => servers.forEach((server) => server.clock.set(at))
const sweepAllAtOnce = () => Promise.all(servers.map((server) => server.deps.greetingJobs!.sweep()))
const autoRuns = () =>
  database.db.selectFrom('greeting_auto_runs').select(['club_day', 'birthday_batch_id', 'anniversary_batch_id']).execute()
/** Messages WhatsApp got, as 'template → number'. */
const sentList = () => whatsapp.received.map((request) => `${request.body.template?.name} → ${request.body.to}`).sort()

async function allAutoBatchesDone(timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs
  for (;;) {
    const open = await database.db
      .selectFrom('greeting_batches')
      .select('batch_id')
      .where('kind', '=', 'auto')
      .where('status', '!=', 'done')
      .execute()
    if (open.length === 0) return
    if (Date.now() > until) throw new Error(`automatic batches still open: ${JSON.stringify(open)}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  database = await openTestDatabase('fixture')
  whatsapp = await startFakeWhatsApp()
  await seedGreetingMembers(database.db)
  await database.db
    .updateTable('greeting_settings')
    .set({ is_auto_greeting: true, auto_greeting_time: '10:30', send_rate_per_second: 200 })
    .execute()
}, 60_000)

afterAll(async () => {
  for (const server of servers) await server.close()
  await whatsapp.close()
  await database.close()
})

describe('automatic greetings', () => {
  test('before their time, two servers starting and sweeping send nothing', async () => {
    await startServer()
    await startServer()
    await sweepAllAtOnce()
    expect(await autoRuns()).toEqual([])
    expect(await database.db.selectFrom('greetings').select('greeting_id').execute()).toEqual([])
  })

  test('at their time, today’s birthdays and anniversaries are sent once, by one of the two servers', async () => {
    setClocks(new Date(`${TODAY}T10:30:00+05:30`))
    await sweepAllAtOnce()
    await allAutoBatchesDone()
    // G2001 has both today; G2002 a birthday; G2003 opted out; G2005 has no mobile; G2004 is in February.
    expect(sentList()).toEqual([
      'club_anniversary_default → 919811100001',
      'club_birthday_default → 919811100001',
      'club_birthday_default → 919811100002',
    ])
    const runs = await autoRuns()
    expect(runs).toEqual([{ club_day: TODAY, birthday_batch_id: expect.any(Number), anniversary_batch_id: expect.any(Number) }])
    const greeted = await database.db
      .selectFrom('greetings')
      .select(['member_id', 'occasion', 'status', 'message'])
      .orderBy('greeting_id')
      .execute()
    expect(greeted.map((row) => [row.member_id, row.occasion, row.status])).toEqual([
      ['G2001', 'birthday', 'sent'],
      ['G2002', 'birthday', 'sent'],
      ['G2001', 'anniversary', 'sent'],
    ])
    expect(greeted[0]!.message).toBe('Dear Mr. Arjun Mehra, the Club wishes you a very happy birthday! Many happy returns on turning 52!')

    // Later that day, and after a third server starts, nobody is greeted again.
    setClocks(new Date(`${TODAY}T18:00:00+05:30`))
    await startServer(new Date(`${TODAY}T18:00:00+05:30`))
    await sweepAllAtOnce()
    await new Promise((resolve) => setTimeout(resolve, 1500)) // a late second send would show here
    expect(sentList()).toHaveLength(3)
    expect(await autoRuns()).toHaveLength(1)
    const settings = await servers[0]!.call('GET', '/api/greetings/settings', { token: await servers[0]!.tokens.staff() })
    expect(settings.body.data.lastAutomaticRun).toBe(TODAY)
  })

  test('a day when no server ran at the time is greeted once by the first to look later that day; turned off, nothing is sent', async () => {
    await database.db.updateTable('members').set({ date_of_birth: '1981-11-23' }).where('member_id', '=', 'M1002').execute()
    setClocks(new Date('2026-11-23T16:45:00+05:30'))
    await sweepAllAtOnce()
    await allAutoBatchesDone()
    expect(sentList().filter((line) => line.startsWith('club_birthday_default'))).toHaveLength(3)
    expect((await autoRuns()).map((run) => run.club_day)).toEqual([TODAY, '2026-11-23'])

    await database.db.updateTable('members').set({ date_of_birth: '1981-11-24' }).where('member_id', '=', 'M1002').execute()
    await database.db.updateTable('greeting_settings').set({ is_auto_greeting: false }).execute()
    setClocks(new Date('2026-11-24T11:00:00+05:30'))
    await sweepAllAtOnce()
    expect((await autoRuns()).map((run) => run.club_day)).toEqual([TODAY, '2026-11-23'])
    expect(sentList()).toHaveLength(4)
  })
})
