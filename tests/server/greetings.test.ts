import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { greetingTemplates } from '../../domain/greetings.js'
import { queueAutomaticGreetings } from '../../server/greetings/greetings.sends.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'
import { addSecretary, seedGreetingMembers, TODAY } from './greetings-fixtures.js'

let t: TestApp
let admin: string
let secretary: string
let steward: string
let kitchen: string
let member: string

const G = '/api/greetings'
const arjun = {
  memberId: 'G2001',
  name: 'Arjun Mehra',
  mobileNumber: '9811100001',
  title: 'Mr.',
  spouseName: 'Kiran Mehra',
  age: 52,
  yearsOfMarriage: 25,
}

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

const greetingsOf = (memberId: string) => t.db.selectFrom('greetings').selectAll().where('member_id', '=', memberId).execute()

describe('who may use greetings', () => {
  const reads = ['dashboard', 'birthdays', 'anniversaries', 'festivals', 'templates', 'scheduled', 'analytics', 'member/G2001/history']
  test.each(reads)('GET %s needs a signed-in staff member with the greetings area', async (path) => {
    expect((await t.call('GET', `${G}/${path}`)).status).toBe(401)
    expect((await t.call('GET', `${G}/${path}`, { token: steward })).status).toBe(403)
    expect((await t.call('GET', `${G}/${path}`, { token: kitchen })).status).toBe(403)
    expect((await t.call('GET', `${G}/${path}`, { headers: { 'x-auth-token': member } })).status).toBe(403)
    expect((await t.call('GET', `${G}/${path}`, { token: secretary })).status).toBe(200)
  })

  test('sending needs the greetings area too, and a refused caller changes nothing', async () => {
    const body = { memberData: arjun, message: 'Hello {name}', greetingType: 'birthday' }
    expect((await t.call('POST', `${G}/send-whatsapp`, { body })).status).toBe(401)
    expect((await t.call('POST', `${G}/send-whatsapp`, { body, token: steward })).status).toBe(403)
    expect(
      (await t.call('POST', `${G}/bulk-send`, { body: { memberIds: ['G2001'], message: 'x', greetingType: 'birthday' }, token: kitchen }))
        .status,
    ).toBe(403)
    expect((await t.call('DELETE', `${G}/scheduled/1`, { token: steward })).status).toBe(403)
    expect(await greetingsOf('G2001')).toEqual([])
  })
})

describe('birthdays, anniversaries and festivals', () => {
  test('today’s birthdays (club day by default) come with their age, opted-out members marked', async () => {
    const response = await t.call('GET', `${G}/birthdays`, { token: admin })
    expect(response.status).toBe(200)
    expect(response.body.success).toBe(true)
    expect(response.body.data.date).toBe(TODAY)
    const byId = Object.fromEntries(response.body.data.members.map((row: { memberId: string }) => [row.memberId, row]))
    expect(byId.G2001).toMatchObject({ name: 'Arjun Mehra', age: 52, isGreeted: false, isOptedOut: false })
    expect(byId.G2002).toMatchObject({ age: 36 })
    expect(byId.G2003).toMatchObject({ isOptedOut: true })
    expect(byId.G2004).toBeUndefined()
  })

  test('a 29 February birthday is on 28 February in 2027 and on 29 February in 2028', async () => {
    const on = async (date: string) =>
      (await t.call('GET', `${G}/birthdays?date=${date}`, { token: admin })).body.data.members.map(
        (row: { memberId: string }) => row.memberId,
      )
    expect(await on('2027-02-28')).toContain('G2004')
    expect(await on('2028-02-28')).not.toContain('G2004')
    expect(await on('2028-02-29')).toContain('G2004')
  })

  test('anniversaries of a day come with the years of marriage', async () => {
    const response = await t.call('GET', `${G}/anniversaries?date=${TODAY}`, { token: admin })
    expect(response.body.data.members).toEqual([
      expect.objectContaining({ memberId: 'G2001', yearsOfMarriage: 25, spouseName: 'Kiran Mehra' }),
    ])
  })

  test('an impossible date is refused naming the field', async () => {
    const response = await t.call('GET', `${G}/birthdays?date=2026-02-30`, { token: admin })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false, message: 'is not a real date' })
  })

  test('festivals are Diwali, Holi and New Year with their dates from the club’s settings', async () => {
    const response = await t.call('GET', `${G}/festivals`, { token: admin })
    const festivalDates = (await t.db.selectFrom('greeting_settings').select('festival_dates').executeTakeFirstOrThrow()).festival_dates
    expect(response.body.data).toContainEqual({ key: 'diwali', name: 'Diwali', date: '2026-11-08', year: 2026 })
    await t.db
      .updateTable('greeting_settings')
      .set({ festival_dates: JSON.stringify({ diwali: { 2026: '2026-11-09' }, holi: {}, newyear: {} }) })
      .execute()
    const changed = await t.call('GET', `${G}/festivals`, { token: admin })
    expect(changed.body.data).toContainEqual({ key: 'diwali', name: 'Diwali', date: '2026-11-09', year: 2026 })
    expect(changed.body.data).toContainEqual({ key: 'holi', name: 'Holi', date: null, year: 2026 })
    await t.db
      .updateTable('greeting_settings')
      .set({ festival_dates: JSON.stringify(festivalDates) })
      .execute()
  })

  test('the templates list every type’s templates and the placeholders', async () => {
    const response = await t.call('GET', `${G}/templates`, { token: admin })
    expect(response.body.data.templates).toEqual(greetingTemplates)
    expect(response.body.data.placeholders).toEqual(['title', 'name', 'spouseName', 'memberId', 'age', 'yearsOfMarriage'])
  })
})

describe('format-message', () => {
  test('a template named by its key is filled in for the member', async () => {
    const response = await t.call('POST', `${G}/format-message`, {
      token: admin,
      body: { template: 'formal', memberData: arjun, greetingType: 'anniversary' },
    })
    expect(response.status).toBe(200)
    expect(response.body.data.message).toBe(
      'Dear Mr. Arjun Mehra and Kiran Mehra, the Managing Committee extends heartiest congratulations on 25 years of marriage.',
    )
  })

  test('template text with an unknown placeholder leaves it visible', async () => {
    const response = await t.call('POST', `${G}/format-message`, {
      token: admin,
      body: { template: 'Hi {name} {shoeSize}', memberData: arjun, greetingType: 'birthday' },
    })
    expect(response.body.data).toEqual({ message: 'Hi Arjun Mehra {shoeSize}', unfilled: ['shoeSize'] })
  })

  test.each([
    [{ memberData: arjun, greetingType: 'birthday' }, 'Template is required'],
    [{ template: 'x', greetingType: 'birthday' }, 'Member data is required'],
    [{ template: 'x', memberData: arjun }, 'Greeting type is required'],
    [{ template: 'x', memberData: { ...arjun, memberId: '' }, greetingType: 'birthday' }, 'Member ID is required'],
    [{ template: 'x', memberData: { ...arjun, name: ' ' }, greetingType: 'birthday' }, 'Member name is required'],
    [{ template: 'x', memberData: { ...arjun, mobileNumber: undefined }, greetingType: 'birthday' }, 'Mobile number is required'],
    [{ template: 'x', memberData: { ...arjun, title: '' }, greetingType: 'birthday' }, 'Title is required'],
    [{ template: 'x', memberData: arjun, greetingType: 'wedding' }, 'Greeting type must be birthday, anniversary or festival'],
  ])('refuses %j with the spec’s message', async (body, message) => {
    const response = await t.call('POST', `${G}/format-message`, { token: admin, body })
    expect(response.status).toBe(400)
    expect(response.body).toMatchObject({ success: false, message })
  })
})

describe('sending one greeting', () => {
  test('send-whatsapp sends the formatted text (stored message) and the member’s history shows it', async () => {
    const response = await t.call('POST', `${G}/send-whatsapp`, {
      token: secretary,
      body: { memberData: arjun, message: greetingTemplates.birthday.default, greetingType: 'birthday' },
    })
    expect(response.status).toBe(200)
    expect(response.body).toMatchObject({ success: true, message: 'Greeting sent successfully' })
    const text = 'Dear Mr. Arjun Mehra, the Club wishes you a very happy birthday! Many happy returns on turning 52!'
    expect(response.body.data.greeting).toMatchObject({ memberId: 'G2001', status: 'sent', message: text })
    const stored = await t.db.selectFrom('messages').selectAll().where('purpose', '=', 'greeting').execute()
    expect(stored).toEqual([expect.objectContaining({ recipient: '9811100001', body: text, status: 'stored' })])
    const history = await t.call('GET', `${G}/member/g2001/history`, { token: admin })
    expect(history.body.data).toEqual([expect.objectContaining({ greetingType: 'birthday', status: 'sent', year: 2026 })])
    const birthdays = await t.call('GET', `${G}/birthdays`, { token: admin })
    expect(birthdays.body.data.members.find((row: { memberId: string }) => row.memberId === 'G2001').isGreeted).toBe(true)
  })

  test('a second birthday greeting the same year is skipped unless the sender confirms a resend', async () => {
    const body = { memberData: arjun, message: 'Happy birthday {name}', greetingType: 'birthday' }
    const again = await t.call('POST', `${G}/send-whatsapp`, { token: admin, body })
    expect(again.body).toMatchObject({ success: true, message: 'Not sent: Already greeted for this occasion this year' })
    expect(again.body.data).toEqual({
      greeting: null,
      skipped: [{ memberId: 'G2001', name: 'Arjun Mehra', reason: 'Already greeted for this occasion this year' }],
    })
    expect(await greetingsOf('G2001')).toHaveLength(1)
    const resent = await t.call('POST', `${G}/send-whatsapp`, { token: admin, body: { ...body, confirmResend: true } })
    expect(resent.body.data.greeting.status).toBe('sent')
    expect(await greetingsOf('G2001')).toHaveLength(2)
  })

  test('the anniversary is its own occasion: the same member is greeted for it', async () => {
    const response = await t.call('POST', `${G}/send-whatsapp`, {
      token: admin,
      body: { memberData: arjun, message: 'formal', greetingType: 'anniversary' },
    })
    expect(response.body.data.greeting.status).toBe('sent')
  })

  test('a member who opted out is skipped and the answer says why', async () => {
    const response = await t.call('POST', `${G}/send-whatsapp`, {
      token: admin,
      body: {
        memberData: { memberId: 'G2003', name: 'Chetan Rao', mobileNumber: '9811100003', title: 'Dr.' },
        message: 'Hi',
        greetingType: 'birthday',
      },
    })
    expect(response.body.data.skipped).toEqual([{ memberId: 'G2003', name: 'Chetan Rao', reason: 'Opted out of WhatsApp greetings' }])
    expect(await greetingsOf('G2003')).toEqual([])
  })

  test('an unknown member is a 404 and nothing is sent', async () => {
    const response = await t.call('POST', `${G}/send-whatsapp`, {
      token: admin,
      body: { memberData: { ...arjun, memberId: 'NOPE1' }, message: 'Hi', greetingType: 'birthday' },
    })
    expect(response.status).toBe(404)
    expect(response.body.message).toBe('Member not found')
  })

  test.each([
    [{ message: 'Hi', greetingType: 'birthday' }, 'Member data is required'],
    [{ memberData: arjun, greetingType: 'birthday' }, 'Message is required'],
    [{ memberData: arjun, message: 'Hi' }, 'Greeting type is required'],
    [{ memberData: { ...arjun, title: null }, message: 'Hi', greetingType: 'birthday' }, 'Title is required'],
  ])('send-whatsapp refuses %j', async (body, message) => {
    const before = await t.db.selectFrom('greetings').select('greeting_id').execute()
    const response = await t.call('POST', `${G}/send-whatsapp`, { token: admin, body })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(message)
    expect(await t.db.selectFrom('greetings').select('greeting_id').execute()).toEqual(before)
  })
})

describe('update-status, search, statistics, analytics and export', () => {
  test('update-status records a greeting sent by other means, once per occasion', async () => {
    const first = await t.call('POST', `${G}/update-status`, { token: admin, body: { memberId: 'g2002', greetingType: 'birthday' } })
    expect(first.body).toMatchObject({ success: true, message: 'Greeting recorded' })
    expect(first.body.data.greeting).toMatchObject({ memberId: 'G2002', channel: 'other', status: 'recorded' })
    const second = await t.call('POST', `${G}/update-status`, { token: admin, body: { memberId: 'G2002', greetingType: 'birthday' } })
    expect(second.body.data.skipped[0].reason).toBe('Already greeted for this occasion this year')
  })

  test.each([
    [{ greetingType: 'birthday' }, 'Member ID is required'],
    [{ memberId: 'G2002' }, 'Greeting type is required'],
  ])('update-status refuses %j', async (body, message) => {
    const response = await t.call('POST', `${G}/update-status`, { token: admin, body })
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(message)
  })

  test('search needs 2 characters and finds members by name with their dates', async () => {
    const short = await t.call('GET', `${G}/search?searchTerm=a`, { token: admin })
    expect(short.status).toBe(400)
    expect(short.body.message).toBe('Search term must be at least 2 characters long')
    const found = await t.call('GET', `${G}/search?searchTerm=mehra&type=all`, { token: admin })
    expect(found.body.data).toEqual([expect.objectContaining({ memberId: 'G2001', dateOfBirth: '1974-11-22', anniversary: '2001-11-22' })])
    const anniversaries = await t.call('GET', `${G}/search?searchTerm=sood&type=anniversary`, { token: admin })
    expect(anniversaries.body.data).toEqual([])
  })

  test('statistics count the greetings between two days by type and status', async () => {
    const missing = await t.call('GET', `${G}/statistics?startDate=${TODAY}`, { token: admin })
    expect(missing.status).toBe(400)
    expect(missing.body.message).toBe('End date is required')
    const response = await t.call('GET', `${G}/statistics?startDate=${TODAY}&endDate=${TODAY}`, { token: admin })
    expect(response.body.data).toMatchObject({
      total: 4,
      byType: { birthday: 3, anniversary: 1, festival: 0 },
      byStatus: { sent: 3, recorded: 1 },
    })
    const before = await t.call('GET', `${G}/statistics?startDate=2026-11-01&endDate=2026-11-21`, { token: admin })
    expect(before.body.data.total).toBe(0)
  })

  test('analytics show the month’s greetings per day', async () => {
    const response = await t.call('GET', `${G}/analytics`, { token: admin })
    expect(response.body.data.period).toBe('month')
    expect(response.body.data.series).toHaveLength(30)
    expect(response.body.data.series.at(-1)).toEqual({ date: TODAY, birthday: 3, anniversary: 1, festival: 0 })
    expect((await t.call('GET', `${G}/analytics?period=decade`, { token: admin })).status).toBe(400)
  })

  test('export gives the day’s birthdays as a CSV named greetings_{type}_{date}.csv', async () => {
    const response = await t.call('GET', `${G}/export?type=birthday&date=${TODAY}`, { token: admin })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/csv')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="greetings_birthday_${TODAY}.csv"`)
    const lines = response.text.replace('\uFEFF', '').trim().split('\r\n')
    expect(lines[0]).toBe('Member ID,Title,Name,Mobile,Date of birth,Age,Spouse,Greeted,Opted out')
    expect(lines).toContain('G2001,Mr.,Arjun Mehra,9811100001,1974-11-22,52,Kiran Mehra,Yes,No')
    expect((await t.call('GET', `${G}/export?date=${TODAY}`, { token: admin })).body.message).toBe('Greeting type is required')
    expect((await t.call('GET', `${G}/export?type=birthday&format=pdf`, { token: admin })).status).toBe(400)
  })

  test('the dashboard counts today’s occasions and greetings sent', async () => {
    const response = await t.call('GET', `${G}/dashboard`, { token: admin })
    expect(response.body.data).toMatchObject({ date: TODAY, todayBirthdays: 4, todayAnniversaries: 1, sentToday: 4, scheduledCount: 0 })
    expect(response.body.data.upcomingFestivals[0].key).toBe('newyear')
  })
})

describe('automatic greetings', () => {
  test('the day’s run queues today’s birthdays and anniversaries not yet greeted, with the default template; a second run queues nobody', async () => {
    const first = await queueAutomaticGreetings(t.deps)
    const byType = Object.fromEntries(first.map((run) => [run.type, run]))
    // G2001 and G2002 were greeted above, G2003 opted out, G2005 has no mobile: the fixture's M100x have no birthday today.
    expect(byType.birthday!.total).toBe(0)
    expect(byType.anniversary!.total).toBe(0)
    await t.db.updateTable('members').set({ date_of_birth: '1980-11-22' }).where('member_id', '=', 'M1002').execute()
    const second = await queueAutomaticGreetings(t.deps)
    const birthdayBatch = second.find((run) => run.type === 'birthday')!
    expect(birthdayBatch.total).toBe(1)
    const queued = await t.db
      .selectFrom('greetings')
      .select(['member_id', 'message', 'status'])
      .where('batch_id', '=', birthdayBatch.batchId)
      .execute()
    expect(queued).toEqual([expect.objectContaining({ member_id: 'M1002', status: 'pending' })])
    expect(queued[0]!.message).toMatch(/happy birthday! Many happy returns on turning 46!$/)
    const third = await queueAutomaticGreetings(t.deps)
    expect(third.every((run) => run.total === 0)).toBe(true)
  })
})
