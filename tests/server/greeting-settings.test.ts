import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { addSecretary, seedGreetingMembers } from './greetings-fixtures.js'

/** The club's greeting settings and members' opt-outs, changed from the office (issue 21). */
let t: TestApp
let admin: string
let secretary: string
let steward: string
let kitchen: string
let member: string

const G = '/api/greetings'

beforeAll(async () => {
  t = await createTestApp({ seed: 'fixture' })
  await seedGreetingMembers(t.db)
  admin = await t.tokens.staff()
  secretary = await t.tokens.staff(await addSecretary(t.db))
  steward = await t.tokens.staff('steward@club.test')
  kitchen = await t.tokens.kitchen()
  member = await t.tokens.member()
})
afterAll(() => t.close())

const settingsRow = () => t.db.selectFrom('greeting_settings').selectAll().executeTakeFirstOrThrow()
const auditRows = (recordType: string) =>
  t.db
    .selectFrom('audit_log')
    .select(['area', 'action', 'record_id', 'actor_name', 'summary', 'before', 'after'])
    .where('record_type', '=', recordType)
    .orderBy('audit_id')
    .execute()

describe('greeting settings', () => {
  test('the settings read back with every template’s WhatsApp name, the default ones marked', async () => {
    const response = await t.call('GET', `${G}/settings`, { token: secretary })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      success: true,
      data: {
        sendRatePerSecond: 50,
        isAutoGreeting: false,
        autoGreetingTime: '09:00',
        whatsappLanguage: 'en',
        lastAutomaticRun: null,
        festivalDates: { diwali: { '2026': '2026-11-08' }, holi: { '2027': '2027-03-22' } },
      },
    })
    expect(response.body.data.whatsappTemplates).toContainEqual({ key: 'birthday.default', name: 'club_birthday_default', isDefault: true })
    expect(response.body.data.whatsappTemplates).toContainEqual({ key: 'custom', name: 'club_greeting', isDefault: true })
    expect(response.body.data.whatsappTemplates).toHaveLength(10)
  })

  test('a change is saved, merged with what stays, used by the festivals and audited', async () => {
    const response = await t.call('PUT', `${G}/settings`, {
      token: secretary,
      body: {
        festivalDates: { diwali: { '2029': '2029-11-05', '2025': null } },
        whatsappTemplates: { 'birthday.formal': 'rcc_birthday_formal_v2', custom: 'rcc_free_text' },
        whatsappLanguage: 'en_US',
        sendRatePerSecond: 20,
        isAutoGreeting: true,
        autoGreetingTime: '07:45',
      },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({
      success: true,
      message: 'Greeting settings saved',
      data: { sendRatePerSecond: 20, isAutoGreeting: true, autoGreetingTime: '07:45', whatsappLanguage: 'en_US' },
    })
    expect(response.body.data.whatsappTemplates).toContainEqual({
      key: 'birthday.formal',
      name: 'rcc_birthday_formal_v2',
      isDefault: false,
    })
    const row = await settingsRow()
    expect(row.festival_dates.diwali).toEqual({ '2026': '2026-11-08', '2027': '2027-10-29', '2028': '2028-10-17', '2029': '2029-11-05' })
    expect(row.festival_dates.holi!['2026']).toBe('2026-03-04')
    expect(row.whatsapp_templates).toEqual({ 'birthday.formal': 'rcc_birthday_formal_v2', custom: 'rcc_free_text' })
    expect(row).toMatchObject({ send_rate_per_second: 20, is_auto_greeting: true, auto_greeting_time: '07:45', whatsapp_language: 'en_US' })

    const [audit] = await auditRows('greeting_settings')
    expect(audit).toMatchObject({ area: 'greetings', action: 'update', record_id: 'club', actor_name: 'Greetings Secretary' })
    expect(audit!.before).toMatchObject({ send_rate_per_second: 50, is_auto_greeting: false, auto_greeting_time: '09:00' })
    expect(audit!.after).toMatchObject({ send_rate_per_second: 20, is_auto_greeting: true, auto_greeting_time: '07:45' })

    // One field alone changes only itself; an empty template name goes back to the default.
    const again = await t.call('PUT', `${G}/settings`, {
      token: admin,
      body: { whatsappTemplates: { custom: '' }, isAutoGreeting: false },
    })
    expect(again.status).toBe(200)
    expect(again.body.data).toMatchObject({ sendRatePerSecond: 20, isAutoGreeting: false })
    expect(again.body.data.whatsappTemplates).toContainEqual({ key: 'custom', name: 'club_greeting', isDefault: true })
    expect((await settingsRow()).whatsapp_templates).toEqual({ 'birthday.formal': 'rcc_birthday_formal_v2' })

    const festivals = await t.call('GET', `${G}/festivals`, { token: admin })
    expect(festivals.body.data).toContainEqual({ key: 'diwali', name: 'Diwali', date: '2026-11-08', year: 2026 })
  })

  test.each([
    [{}, 'Nothing to change: send at least one setting'],
    [{ sendRatePerSecond: 0 }, 'Send rate must be a whole number of messages per second, from 1 to 1000'],
    [{ sendRatePerSecond: 1001 }, 'Send rate must be a whole number of messages per second, from 1 to 1000'],
    [{ sendRatePerSecond: 2.5 }, 'Send rate must be a whole number of messages per second, from 1 to 1000'],
    [{ sendRatePerSecond: '50' }, 'Send rate must be a whole number of messages per second, from 1 to 1000'],
    [{ autoGreetingTime: '24:00' }, 'The automatic greetings’ time must be a time of day such as 09:00'],
    [{ autoGreetingTime: '9am' }, 'The automatic greetings’ time must be a time of day such as 09:00'],
    [{ isAutoGreeting: 'yes' }, 'Automatic greetings must be true or false'],
    [{ whatsappLanguage: 'English' }, 'WhatsApp language must be a language code such as en or en_US'],
    [{ festivalDates: { diwali: { '2027': '2027-02-30' } } }, 'Diwali 2027 must be a date such as 2027-10-29'],
    [{ festivalDates: { holi: { '2027': '2028-03-11' } } }, 'Holi 2027 must be a date in 2027'],
    [{ festivalDates: { holi: { next: '2028-03-11' } } }, 'Holi: the year must be a year from 2000 to 2100, such as 2027'],
    [{ festivalDates: { eid: { '2027': '2027-03-10' } } }, 'Festival must be diwali, holi or newyear'],
    [{ festivalDates: { diwali: '2027-10-29' } }, 'Festival dates must be given per year'],
    [
      { whatsappTemplates: { 'birthday.default': 'Birthday Wishes!' } },
      'The WhatsApp template name for birthday.default must be lowercase letters, digits and underscores (at most 512)',
    ],
    [
      { whatsappTemplates: { 'birthday.fancy': 'club_fancy' } },
      expect.stringMatching(/^Unknown greeting template birthday\.fancy: must be one of birthday\.default/),
    ],
  ])('PUT settings refuses %j with a message and changes nothing', async (body, message) => {
    const before = await settingsRow()
    const audits = (await auditRows('greeting_settings')).length
    const response = await t.call('PUT', `${G}/settings`, { token: admin, body })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false, message })
    expect(await settingsRow()).toEqual(before)
    expect(await auditRows('greeting_settings')).toHaveLength(audits)
  })

  test('a body that is not JSON is a 400', async () => {
    const response = await t.call('PUT', `${G}/settings`, { token: admin, body: '{not json' })
    expect(response.status).toBe(400)
  })

  test('reading needs the greetings area; changing needs its edit right', async () => {
    const body = { sendRatePerSecond: 5 }
    const before = await settingsRow()
    expect((await t.call('GET', `${G}/settings`)).status).toBe(401)
    expect((await t.call('GET', `${G}/settings`, { token: steward })).status).toBe(403)
    expect((await t.call('PUT', `${G}/settings`, { body })).status).toBe(401)
    expect((await t.call('PUT', `${G}/settings`, { body, token: steward })).status).toBe(403)
    expect((await t.call('PUT', `${G}/settings`, { body, token: kitchen })).status).toBe(403)
    expect((await t.call('PUT', `${G}/settings`, { body, headers: { 'x-auth-token': member } })).status).toBe(403)
    expect(await settingsRow()).toEqual(before)
  })
})

describe('opt-outs', () => {
  const optedOut = async () =>
    (await t.db.selectFrom('greeting_opt_outs').select('member_id').orderBy('member_id').execute()).map((row) => row.member_id)

  test('the opted-out members are listed with their reason', async () => {
    const response = await t.call('GET', `${G}/opt-outs`, { token: secretary })
    expect(response.status).toBe(200)
    expect(response.body.data).toEqual([
      expect.objectContaining({ memberId: 'G2003', name: 'Chetan Rao', title: 'Dr.', reason: 'Asked not to be messaged' }),
    ])
  })

  test('a member who opts out is skipped by the next send, saying why; opting in again greets them; both audited', async () => {
    const added = await t.call('PUT', `${G}/opt-outs/g2002`, { token: secretary, body: { reason: 'Prefers a phone call' } })
    expect(added.status).toBe(200)
    expect(added.body).toMatchObject({
      success: true,
      message: 'Bela Sood will not be sent greetings',
      data: { memberId: 'G2002', name: 'Bela Sood', reason: 'Prefers a phone call' },
    })
    expect(await optedOut()).toEqual(['G2002', 'G2003'])
    const birthdays = await t.call('GET', `${G}/birthdays`, { token: admin })
    expect(birthdays.body.data.members.find((row: { memberId: string }) => row.memberId === 'G2002').isOptedOut).toBe(true)
    const skipped = await t.call('POST', `${G}/bulk-send`, {
      token: admin,
      body: { memberIds: ['G2002'], message: 'Hi {name}', greetingType: 'birthday' },
    })
    expect(skipped.body.data.skipped).toEqual([{ memberId: 'G2002', name: 'Bela Sood', reason: 'Opted out of WhatsApp greetings' }])

    // Opting out again keeps one row and takes the new reason.
    const again = await t.call('PUT', `${G}/opt-outs/G2002`, { token: admin, body: {} })
    expect(again.body.data.reason).toBeNull()
    expect(await optedOut()).toEqual(['G2002', 'G2003'])

    const removed = await t.call('DELETE', `${G}/opt-outs/G2002`, { token: secretary })
    expect(removed.status).toBe(200)
    expect(removed.body).toMatchObject({ success: true, data: { memberId: 'G2002' } })
    expect(await optedOut()).toEqual(['G2003'])
    const queued = await t.call('POST', `${G}/bulk-send`, {
      token: admin,
      body: { memberIds: ['G2002'], message: 'Hi {name}', greetingType: 'birthday' },
    })
    expect(queued.body.data.batch.total).toBe(1)

    const audits = await auditRows('greeting_opt_out')
    expect(audits.map((row) => [row.action, row.record_id, row.summary])).toEqual([
      ['create', 'G2002', 'Bela Sood (G2002) opted out of greetings: Prefers a phone call'],
      ['update', 'G2002', 'Bela Sood (G2002) opted out of greetings'],
      ['delete', 'G2002', 'Bela Sood (G2002) receives greetings again'],
    ])
  })

  test.each([
    ['PUT', 'NOBODY', { reason: 'x' }, 404, 'Member not found'],
    ['PUT', 'G2001', { reason: 'x'.repeat(201) }, 400, 'must be at most 200 characters'],
    ['PUT', 'G2001', { reason: 42 }, 400, 'must be text'],
    ['PUT', 'X'.repeat(21), {}, 400, 'Member ID must be at most 20 characters'],
    ['DELETE', 'G2001', undefined, 404, 'This member has not opted out of greetings'],
  ])('%s opt-outs/%s refuses with %i and changes nothing', async (method, memberId, body, status, message) => {
    const before = await optedOut()
    const response = await t.call(method, `${G}/opt-outs/${memberId}`, { token: admin, ...(body ? { body } : {}) })
    expect(response.status).toBe(status)
    expect(response.body.message).toBe(message)
    expect(await optedOut()).toEqual(before)
  })

  test('listing needs the greetings area; opting in or out needs its edit right', async () => {
    expect((await t.call('GET', `${G}/opt-outs`)).status).toBe(401)
    expect((await t.call('GET', `${G}/opt-outs`, { token: steward })).status).toBe(403)
    expect((await t.call('PUT', `${G}/opt-outs/G2001`, { body: {} })).status).toBe(401)
    expect((await t.call('PUT', `${G}/opt-outs/G2001`, { body: {}, token: steward })).status).toBe(403)
    expect((await t.call('DELETE', `${G}/opt-outs/G2003`, { token: kitchen })).status).toBe(403)
    expect((await t.call('DELETE', `${G}/opt-outs/G2003`, { headers: { 'x-auth-token': member } })).status).toBe(403)
    expect(await optedOut()).toEqual(['G2003'])
  })
})
