import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { clubDate } from '../../domain/time.js'
import { api, clubNow, launchBrowser, newPage, signInThroughPage, staffToken } from './browser.js'

// "Desk check-in/check-out": the sports desk checks a player in offline; back online, the
// server has the check-in once and another desk device sees the player on court.
const SLOT_MINUTES = 15
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`

/**
 * The club's time of day now, in minutes after midnight: the server's clock, which starts each run at
 * ten in the morning (CLUB_CLOCK), so the next slot today is there at any hour the tests run.
 */
function clubMinutesNow(): number {
  const clock = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    clubNow(),
  )
  return Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5))
}

/**
 * The office makes an activity open all day in 15-minute slots with two tables, and books Table 1
 * at the next slot today for a member (Table 2 stays free for a walk-in).
 */
async function officeBooksToday(contactName: string) {
  const token = await staffToken('admin@club.test')
  const { activity } = await api('POST', '/api/sports-activity/activities', token, {
    name: `E2E Table Tennis ${Date.now().toString(36)}`,
    category: 'Racquet sports',
    is_public: false,
    slot_minutes: SLOT_MINUTES,
    open_time: '00:00',
    close_time: '24:00',
    price_paise: 20_000,
  })
  const { item } = await api('POST', '/api/sports-activity/items', token, { activity_id: activity.activity_id, name: 'Table 1' })
  await api('POST', '/api/sports-activity/items', token, { activity_id: activity.activity_id, name: 'Table 2' })
  const now = clubNow()
  const start = (Math.floor(clubMinutesNow() / SLOT_MINUTES) + 1) * SLOT_MINUTES
  const { booking } = await api('POST', '/api/sports-activity/bookings', token, {
    activity_id: activity.activity_id,
    item_id: item.item_id,
    member_id: 'M1001',
    contact_name: contactName,
    booking_date: clubDate(now),
    start_time: hhmm(start),
    end_time: hhmm(start + SLOT_MINUTES),
    channel: 'reception',
  })
  return { token, bookingId: booking.booking_id as number, activityName: activity.name as string }
}

async function openDesk(page: Page) {
  await signInThroughPage(page, { staff: 'reception@club.test' })
  await page.goto('/door/sports')
  await page.getByText(/bookings? on this device/).waitFor({ timeout: 30_000 })
}

describe('the sports desk', () => {
  test('a player checked in offline reaches the server once when the desk is back online, and another desk sees them on court', async () => {
    const surname = `Zed${Date.now().toString(36)}`
    const name = `E2E ${surname}`
    const { token, bookingId } = await officeBooksToday(name)
    const desk = await newPage(browser, { width: 420, height: 860 })
    const other = await newPage(browser, { width: 820, height: 1100 })
    for (const { page } of [desk, other]) await openDesk(page)
    const checkInLabel = `Check in ${name}, booking ${bookingId}`
    const checkOutLabel = `Check out ${name}, booking ${bookingId}`
    await desk.page.getByRole('button', { name: checkInLabel }).waitFor({ timeout: 20_000 })

    await desk.page.context().setOffline(true)
    const search = desk.page.getByLabel('Name, member id or booking id')
    await search.fill(surname.toLowerCase())
    await desk.page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: checkInLabel }).click()
    await desk.page.getByRole('status').filter({ hasText: 'Checked in' }).waitFor()
    await desk.page.getByText('Offline — 1 check-in or out waiting to sync').waitFor()
    await desk.page.getByRole('list', { name: 'Search results' }).getByRole('button', { name: checkOutLabel }).waitFor()

    await desk.page.context().setOffline(false)
    await desk.page.getByText(/waiting to sync|to send/).waitFor({ state: 'detached', timeout: 30_000 })

    const { booking } = await api('GET', `/api/sports-activity/bookings/${bookingId}`, token)
    expect(booking.status).toBe('checked_in')
    expect(booking.check_in_info).toMatchObject({ checked_in_at: expect.any(String), checked_in_device: expect.any(String) })
    const checkIns = (booking.history as { to: string; device: string | null }[]).filter((row) => row.to === 'checked_in')
    expect(checkIns).toEqual([expect.objectContaining({ device: booking.check_in_info.checked_in_device })])

    // The other desk hears of it (hint or pull) and offers check-out.
    await other.page.getByRole('button', { name: checkOutLabel }).waitFor({ timeout: 30_000 })
    expect([...desk.errors, ...other.errors]).toEqual([])
  })

  test('a walk-in guest is booked on the free table from the desk and checked in there', async () => {
    const { activityName } = await officeBooksToday(`E2E Member ${Date.now().toString(36)}`)
    const desk = await newPage(browser, { width: 820, height: 1100 })
    await openDesk(desk.page)
    await desk.page.getByRole('button', { name: 'Walk-in' }).click()
    await desk.page.getByLabel('Activity', { exact: true }).selectOption({ label: activityName })
    // Table 2 at its first free slot (in a slot's first minute that slot still counts as free, for
    // both tables: the first button of the list may then be Table 1).
    await desk.page
      .getByRole('list', { name: 'Free slots today' })
      .getByRole('button', { name: /^Table 2 at / })
      .first()
      .click()
    const guest = `Guest Yan${Date.now().toString(36)}`
    await desk.page.getByLabel('Guest name').fill(guest)
    await desk.page.getByRole('button', { name: /Book for the guest/ }).click()
    await desk.page.getByText(/^Booked: Table 2 at/).waitFor({ timeout: 20_000 })
    await desk.page.getByRole('button', { name: 'All day' }).click()
    await desk.page.getByRole('button', { name: new RegExp(`^Check in ${guest}, booking`) }).click({ timeout: 20_000 })
    await desk.page.getByRole('status').filter({ hasText: 'Checked in' }).waitFor()
    await desk.page.getByRole('button', { name: new RegExp(`^Check out ${guest}, booking`) }).waitFor()
    expect(desk.errors).toEqual([])
  })
})
