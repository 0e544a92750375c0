import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { addDays, clubDate } from '../../domain/time.js'
import { api, baseUrl, clubNow, DEMO_PASSWORD, launchBrowser, newPage, signInThroughPage, staffToken } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('the member app on a phone', () => {
  test('a toast leaves the bar and its way back free to tap', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await signInThroughPage(page, { member: 'M1001' })

    await page.goto('/member/bookings')
    await page.locator('a[href^="/member/bookings/"]').first().click()
    await page.waitForURL(/\/member\/bookings\/\d+$/)
    await page.getByRole('list', { name: 'Tickets' }).waitFor()
    // The receipt fails (answered here: nothing on the server changes) and says so in a toast.
    const failure = 'The receipt could not be made just now.'
    await page.route('**/bookings/*/receipt', (route) =>
      route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ success: false, message: failure }) }),
    )
    await page.getByRole('button', { name: 'Receipt (PDF)' }).click()

    const toast = page.locator('[data-sonner-toast][data-mounted="true"]').filter({ hasText: failure })
    await toast.waitFor()
    await page.waitForTimeout(500) // the toast slides in for 0.4 s
    const bar = (await page.locator('.member-app__bar').boundingBox())!
    const toastBox = (await toast.boundingBox())!
    expect(toastBox.y).toBeGreaterThanOrEqual(bar.y + bar.height)
    // A tap on the way back reaches it (Playwright refuses when something else would take the tap).
    await page.getByRole('link', { name: 'My bookings' }).click({ trial: true, timeout: 2000 })
    expect(errors).toEqual([])
    await page.context().close()
  })
})

const phone = { width: 390, height: 844 }

/** A read as M1001, with the member token from the member sign-in (the demo password). */
async function memberRead(path: string) {
  const { data } = await api('POST', '/member/api/login', undefined, { memberId: 'M1001', password: DEMO_PASSWORD })
  const response = await fetch(`${baseUrl()}${path}`, { headers: { 'xm-auth-token': data.token as string } })
  expect(response.status).toBe(200)
  return (await response.json()) as any
}

describe('signing in on a phone', () => {
  test('a signed-out member following a link to the member app signs in at Member Login and lands on the page', async () => {
    const { page, errors } = await newPage(browser, phone)
    await page.goto('/member/bookings')
    await page.waitForURL('**/member-login')
    await page.getByRole('heading', { name: 'Member Login' }).waitFor()
    await page.getByLabel('Member ID').fill('M1001')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'SIGN IN' }).click()
    await page.waitForURL('**/member/bookings')
    await page.getByRole('heading', { level: 1, name: 'My bookings' }).waitFor()

    // The installed app (start_url /start) opens on the card; signed out, at Member Login.
    await page.goto('/start')
    await page.waitForURL('**/member')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await page.waitForURL('**/member-login')
    await page.goto('/start')
    await page.waitForURL('**/member-login')
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('signed in, the public header says My club and leads to the card', async () => {
    const { page, errors } = await newPage(browser, phone)
    await signInThroughPage(page, { member: 'M1001' })
    await page.goto('/about')
    await page.getByRole('button', { name: 'Menu' }).click()
    const myClub = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My club' })
    await myClub.click()
    await page.waitForURL('**/member')
    expect(await page.getByRole('link', { name: 'Member Login' }).count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('the family on the phone', () => {
  test('a dependent holds a ticket of their own, and has a card of their own with its QR code', async () => {
    const { page, errors } = await newPage(browser, phone)
    await signInThroughPage(page, { member: 'M1001' })
    const dependent = page.getByRole('region', { name: 'Dependents' }).getByRole('link').first()
    const name = (await dependent.locator('.dependents__name').textContent())!
    await dependent.click()
    await page.waitForURL(/\/member\/dependents\/\d+$/)
    await page.getByRole('img', { name: `Membership QR code for ${name} (M1001-1)` }).waitFor()

    await page.goto('/member/events')
    await page.getByRole('list', { name: 'Events open for booking' }).getByRole('link').first().click()
    const form = page.getByRole('form', { name: 'Book tickets' })
    await form.getByRole('checkbox', { name: new RegExp(name) }).check()
    await form.getByRole('button', { name: 'Book 2 tickets' }).click()
    await page.waitForURL(/\/member\/bookings\/\d+$/)
    const ticket = page.getByRole('listitem', { name: `Ticket for ${name}` })
    await ticket.getByText('M1001-1').waitFor()
    await ticket.getByRole('img', { name: `Ticket QR code for ${name}` }).waitFor()

    // The server stored the ticket as the dependent's.
    const bookingId = Number(page.url().split('/').at(-1))
    const { booking } = await memberRead(`/api/event-bookings/member/bookings/${bookingId}`)
    expect(booking.tickets.map((held: { holder_name: string; dependent_id: number | null }) => held.dependent_id !== null)).toEqual([
      false,
      true,
    ])
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('sports on a phone', () => {
  test('an activity with no slot left today opens on tomorrow; today, the slots already started are folded away', async () => {
    const token = await staffToken('admin@club.test')
    // Open 06:00 to 09:00: by ten in the morning (the test clock), today is over.
    const { activity } = await api('POST', '/api/sports-activity/activities', token, {
      name: `E2E Early Swim ${Date.now().toString(36)}`,
      category: 'Aquatics',
      is_public: false,
      slot_minutes: 60,
      open_time: '06:00',
      close_time: '09:00',
      price_paise: 20_000,
    })
    await api('POST', '/api/sports-activity/items', token, { activity_id: activity.activity_id, name: 'Lane 1' })
    const { page, errors } = await newPage(browser, phone)
    await signInThroughPage(page, { member: 'M1001' })
    await page.goto(`/member/sports/${activity.activity_id}`)
    const tomorrow = addDays(clubDate(clubNow()), 1)
    await page.getByText(/^No slots left to book today: showing .*, the first day with one\.$/).waitFor()
    expect(await page.getByLabel('Date').inputValue()).toBe(tomorrow)
    await page.getByRole('button', { name: 'Lane 1, 6:00 am – 7:00 am, free' }).waitFor()

    // Badminton today at ten: 6, 7, 8 and 9 o'clock have started and are folded; the grid opens at 10 or later.
    await page.goto('/member/sports')
    await page.getByRole('link', { name: /Badminton/ }).click()
    const fold = page.getByRole('button', { name: /^Show the \d+ slots already started$/ })
    await fold.waitFor()
    expect(await page.getByRole('table').getByRole('row').nth(1).locator('th').textContent()).not.toMatch(/^6:00 am/)
    await fold.click()
    expect(await page.getByRole('table').getByRole('row').nth(1).locator('th').textContent()).toMatch(/^6:00 am/)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

describe('the member app offline', () => {
  test('My bookings reopens offline with what the phone saved; a page never opened says it has nothing saved, not Loading', async () => {
    const { page } = await newPage(browser, phone)
    await signInThroughPage(page, { member: 'M1001' })
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    await page.goto('/member/bookings')
    await page.getByRole('list', { name: 'Upcoming bookings' }).waitFor()
    await page.waitForTimeout(1500) // the query cache is written to the phone a moment after the answer

    await page.context().setOffline(true)
    try {
      await page.reload()
      await page.getByText('You are offline. Showing what this device saved.').waitFor()
      await page.getByText(/^Offline: showing your bookings as saved on this phone on /).waitFor()
      expect(await page.getByRole('list', { name: 'Upcoming bookings' }).getByRole('listitem').count()).toBeGreaterThan(0)
      expect(await page.getByRole('button', { name: /Cancel booking/ }).count()).toBe(0)

      // My bookings read the activities (for their cancel cut-offs): the sports page has them too.
      await page.goto('/member/sports')
      await page.getByText(/^Offline: showing the activities as saved on this phone on /).waitFor()
      await page.getByRole('link', { name: /Badminton/ }).waitFor()

      await page.goto('/member/events')
      await page.getByText('This phone has not saved the events yet.', { exact: false }).waitFor()
      expect(await page.getByText(/Loading/).count()).toBe(0)
    } finally {
      await page.context().setOffline(false)
    }
    await page.context().close()
  })
})
