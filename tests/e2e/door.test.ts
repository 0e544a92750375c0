import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api, launchBrowser, newPage, signInThroughPage, staffToken } from './browser.js'

const EVENT_TITLE = "Members' Sundowner"
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** The desk sells a member a fresh ticket for tonight's (members-only) Sundowner: its code is what the guest shows. */
async function deskSellsTicket(holderName: string) {
  const token = await staffToken('reception@club.test')
  const events = (await api('GET', '/api/event-bookings/reception/events', token)).data as any[]
  const event = events.find((candidate) => candidate.title === EVENT_TITLE)
  const { booking } = await api('POST', '/api/event-bookings/reception/bookings', token, {
    event_id: event.event_id,
    booking_type: 'member',
    member_id: 'M1005',
    tickets: [{ holder_name: holderName }],
  })
  return {
    eventId: event.event_id as number,
    ticket: booking.tickets[0] as { ticketId: number; code: string; short_code: string },
  }
}

async function openDoor(page: Page) {
  await signInThroughPage(page, { staff: 'reception@club.test' })
  await page.goto('/door')
  await page.getByRole('button', { name: new RegExp(EVENT_TITLE) }).click()
  await page.getByText(/tickets on this device/).waitFor({ timeout: 20_000 })
}

async function scanCode(page: Page, code: string) {
  const scanner = page.getByLabel(/Scan or type a ticket code/)
  await scanner.fill(code)
  await scanner.press('Enter')
}

describe('the door', () => {
  test('two offline devices let in the same ticket: back online, one is accepted and the other is reported as a conflict', async () => {
    const { ticket } = await deskSellsTicket('E2E Door Guest')
    const first = await newPage(browser, { width: 420, height: 860 })
    const second = await newPage(browser, { width: 820, height: 1100 })
    for (const { page } of [first, second]) await openDoor(page)

    for (const { page } of [first, second]) await page.context().setOffline(true)
    for (const { page } of [first, second]) {
      await scanCode(page, ticket.code)
      const result = page.getByRole('alert').filter({ hasText: 'Valid' })
      await result.waitFor()
      expect(await result.textContent()).toContain('E2E Door Guest')
      await page.getByText('Offline — 1 check-in waiting to sync').waitFor()
    }

    for (const { page } of [first, second]) await page.context().setOffline(false)
    for (const { page } of [first, second]) await page.getByText(/waiting to sync|to send/).waitFor({ state: 'detached', timeout: 30_000 })

    // The loser learns of it from its own push; the supervisor sees the server's record on any device.
    const refusedOn = async (page: Page) => {
      await page.getByRole('button', { name: 'Supervisor' }).click()
      const region = page.getByRole('region', { name: /Refused check-ins of this device/ })
      await region.waitFor()
      return region.getByText('E2E Door Guest').count()
    }
    const refused = [await refusedOn(first.page), await refusedOn(second.page)]
    expect(refused.sort()).toEqual([0, 1])

    const conflicts = first.page.getByRole('region', { name: /Let in on two devices/ })
    await conflicts.getByText(/E2E Door Guest/).waitFor({ timeout: 20_000 })
    await conflicts.getByRole('button', { name: 'Mark resolved' }).first().click()
    await conflicts.getByText(/E2E Door Guest/).waitFor({ state: 'detached', timeout: 20_000 })
    expect([...first.errors, ...second.errors]).toEqual([])
  })

  test('a ticket sold after the device downloaded its list is let in offline by its signature, and reaches the server once', async () => {
    const door = await newPage(browser, { width: 420, height: 860 })
    await openDoor(door.page)
    const { eventId, ticket } = await deskSellsTicket('E2E Late Buyer')
    await door.page.context().setOffline(true)
    await scanCode(door.page, ticket.code)
    await door.page.getByRole('alert').filter({ hasText: 'Valid' }).waitFor()
    await door.page.getByText('Offline — 1 check-in waiting to sync').waitFor()

    await door.page.context().setOffline(false)
    await door.page.getByText(/waiting to sync|to send/).waitFor({ state: 'detached', timeout: 30_000 })
    const token = await staffToken('reception@club.test')
    const bookings = (await api('GET', `/api/event-bookings/reception/bookings?event_id=${eventId}&limit=100`, token)).data as any[]
    const sold = bookings
      .flatMap((booking) => booking.tickets as { ticketId: number; status: string }[])
      .find((candidate) => candidate.ticketId === ticket.ticketId)
    expect(sold?.status).toBe('checked_in')
    expect(door.errors).toEqual([])
  })

  /** The office books a member onto another (upcoming) event: a ticket that is not valid at tonight's door. */
  async function officeBooksAnotherEvent(holderName: string) {
    const token = await staffToken('admin@club.test')
    const events = (await api('GET', '/api/event-bookings/events?limit=50', token)).data as any[]
    const event = events.find((candidate) => candidate.title !== EVENT_TITLE && candidate.status !== 'cancelled')
    const { booking } = await api('POST', '/api/event-bookings/bookings', token, {
      event_id: event.event_id,
      booking_type: 'member',
      member_id: 'M1006',
      tickets: [{ holder_name: holderName }],
    })
    return { eventTitle: event.title as string, ticket: booking.tickets[0] as { code: string } }
  }

  test('a receptionist lands on the door: the scanner is ready without a tap, a printed short code lets the guest in, and the words say what a tap will do', async () => {
    const { ticket } = await deskSellsTicket('E2E Short Code Guest')
    const other = await officeBooksAnotherEvent('E2E Wrong Night Guest')
    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await page.goto('/login')
    await page.getByLabel('Email or Username').fill('reception@club.test')
    await page.getByLabel('Password', { exact: true }).fill('Club@1994')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/door')
    await page.getByRole('button', { name: new RegExp(EVENT_TITLE) }).click()
    await page.getByText(/tickets on this device/).waitFor({ timeout: 20_000 })

    // No tap: the scanner input already has the focus, so a handheld scanner or typing goes there.
    const scanner = page.getByLabel(/Scan or type a ticket code/)
    expect(await scanner.evaluate((input) => input === document.activeElement)).toBe(true)
    const printed = `${ticket.short_code.slice(0, 4)}-${ticket.short_code.slice(4)}`
    await page.keyboard.type(printed.toLowerCase())
    await page.keyboard.press('Enter')
    const valid = page.getByRole('alert').filter({ hasText: 'Valid' })
    await valid.waitFor()
    expect(await valid.textContent()).toContain('E2E Short Code Guest')

    // A ticket of another night names that night, never a bare number.
    await scanner.fill(other.ticket.code)
    await scanner.press('Enter')
    const wrongNight = page.getByRole('alert').filter({ hasText: other.eventTitle })
    await wrongNight.waitFor()
    expect(await wrongNight.textContent()).not.toMatch(/#\d+/)

    // Search says what a tap will do for a guest already in.
    await page.getByLabel('Name, booking id, phone or ticket code').fill('E2E Short Code')
    await page.getByRole('list', { name: 'Search results' }).getByText('Checked in · tap for details').first().waitFor()
    await page.screenshot({ path: 'tests/e2e/screenshots/door-phone-short-code.png' })
    expect(errors).toEqual([])
  })
})
