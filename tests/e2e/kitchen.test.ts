import { mkdirSync } from 'node:fs'
import type { Browser, Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api, DEMO_PASSWORD as PASSWORD, launchBrowser, newPage, staffToken } from './browser.js'

/** The wall tablet the kitchen works on: a 10-inch landscape screen. */
const TABLET = { width: 1280, height: 800 }

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** A steward sends three dishes of the first open Main Kitchen restaurant to the kitchen. */
async function stewardSendsOrder(note: string) {
  const token = await staffToken('steward@club.test')
  const restaurants = (await api('GET', '/api/facilities/restaurants', token)).data as any[]
  const restaurant = restaurants.find((candidate) => candidate.isOpen && candidate.kitchen_name === 'Main Kitchen')
  const menu = (await api('GET', `/api/facilities/restaurant/${restaurant._id}/menu`, token)).menuItems as any[]
  const dishes = menu.filter((item) => item.is_available).slice(0, 3)
  const { order } = await api('POST', '/api/kitchen/orders', token, {
    restaurant_id: restaurant._id,
    notes: note,
    items: dishes.map((dish) => ({ menu_item_id: dish._id, quantity: 1 })),
  })
  return order as { order_id: number; kitchen_id: number; items: { item_id: number; name: string }[] }
}

async function signInToKitchen(page: Page) {
  await page.goto('/login')
  await page.getByLabel('Email or Username').fill('kitchen1')
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL('**/kitchen')
  await page.getByText('Main Kitchen').first().waitFor()
}

const ticket = (page: Page, orderId: number) => page.locator(`article[aria-label$="order ${orderId}"]`)

describe('the kitchen display', () => {
  test('a steward’s order appears without a reload; taps made offline survive a reload and reach the server once', async () => {
    const { page, errors } = await newPage(browser, TABLET)
    await signInToKitchen(page)
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })

    const order = await stewardSendsOrder('E2E: window table, birthday')
    await ticket(page, order.order_id).waitFor({ timeout: 20_000 })
    await ticket(page, order.order_id).getByText('E2E: window table, birthday').waitFor()
    // (The reminder of a new order out of sight: 'the tablet shows six tickets' below.)

    await page.context().setOffline(true)
    for (const item of order.items) {
      await ticket(page, order.order_id)
        .getByRole('button', { name: new RegExp(`× ${escape(item.name)} (.* )?New\\b`) })
        .click()
    }
    await page.getByText('Offline — 3 taps waiting to sync').waitFor()

    await page.reload()
    await ticket(page, order.order_id).waitFor()
    await page.getByText('Offline — 3 taps waiting to sync').waitFor()
    expect(
      await ticket(page, order.order_id)
        .getByRole('button', { name: / Cooking\b/ })
        .count(),
    ).toBe(3)

    await page.context().setOffline(false)
    await page.getByText(/waiting to sync|taps to send/).waitFor({ state: 'detached', timeout: 30_000 })

    const { data } = await api('POST', '/api/kitchen/login', undefined, { username: 'kitchen1', password: PASSWORD })
    const { orders } = await api('GET', `/api/kitchen/orders/${order.kitchen_id}`, data.token)
    const stored = (orders as any[]).find((candidate) => candidate.order_id === order.order_id)
    expect(stored.items.map((item: any) => item.status)).toEqual(['preparing', 'preparing', 'preparing'])

    const second = await newPage(browser, TABLET)
    await signInToKitchen(second.page)
    await ticket(second.page, order.order_id).waitFor()
    expect(
      await ticket(second.page, order.order_id)
        .getByRole('button', { name: / Cooking\b/ })
        .count(),
    ).toBe(3)

    expect(errors).toEqual([])
    await second.page.context().close()
    await page.context().close()
  })
})

/** A kitchen account's token, for setting the board up through the API as another tablet would. */
async function kitchenToken() {
  const { data } = await api('POST', '/api/kitchen/login', undefined, { username: 'kitchen1', password: PASSWORD })
  return data.token as string
}

type StoredOrder = { order_id: number; status: string; items: { name: string; station: string; status: string }[] }

async function storedOrder(orderId: number, kitchenId: number): Promise<StoredOrder> {
  const { orders } = await api('GET', `/api/kitchen/orders/${kitchenId}`, await kitchenToken())
  return (orders as StoredOrder[]).find((candidate) => candidate.order_id === orderId)!
}

const itemStatuses = (order: StoredOrder) => order.items.map((item) => [item.name, item.status])

/** A steward's order at a Main Kitchen restaurant: the named dishes, or `count` dishes from `offset` on its menu. */
async function stewardOrders(restaurantName: string, dishes: { names?: string[]; count?: number; offset?: number }, tableIndex = 0) {
  const token = await staffToken('steward@club.test')
  const restaurants = (await api('GET', '/api/facilities/restaurants', token)).data as any[]
  const restaurant = restaurants.find((candidate) => candidate.name === restaurantName)
  const menu = ((await api('GET', `/api/facilities/restaurant/${restaurant._id}/menu`, token)).menuItems as any[]).filter(
    (item) => item.is_available,
  )
  const tables = (await api('GET', `/api/facilities/restaurant/${restaurant._id}/tables`, token)).data as any[]
  const chosen = dishes.names
    ? dishes.names.map((name) => menu.find((item) => item.name === name))
    : Array.from({ length: dishes.count ?? 4 }, (_, index) => menu[((dishes.offset ?? 0) + index) % menu.length])
  const { order } = await api('POST', '/api/kitchen/orders', token, {
    restaurant_id: restaurant._id,
    table_id: tables[tableIndex % tables.length]._id,
    items: chosen.map((dish, index) => ({ menu_item_id: dish._id, quantity: 1 + (index % 2) })),
  })
  return order as { order_id: number; kitchen_id: number; items: { item_id: number; name: string }[] }
}

/** Every open order of kitchen1's kitchen bumped and served, through the API: a board with nothing on it. */
async function clearTheBoard() {
  const token = await kitchenToken()
  const kitchenId = (await api('GET', '/api/kitchen/user-kitchen', token)).data.kitchen_id as number
  const { orders } = await api('GET', `/api/kitchen/orders/${kitchenId}`, token)
  for (const order of orders as StoredOrder[]) {
    if (order.status === 'pending' || order.status === 'preparing') await api('POST', `/api/kitchen/orders/${order.order_id}/bump`, token)
    if (order.status !== 'served' && order.status !== 'cancelled')
      await api('PATCH', `/api/kitchen/update-status/${order.order_id}`, token, { status: 'served' })
  }
}

type Box = { x: number; y: number; width: number; height: number }
const isInside = (box: Box, area: Box) =>
  box.x >= area.x && box.y >= area.y && box.x + box.width <= area.x + area.width && box.y + box.height <= area.y + area.height
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height

async function boxesOf(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect()
      return { x, y, width, height }
    }),
  )
}

describe('stations, recall and the tablet’s screen', () => {
  test('a station’s bump leaves the other stations’ items alone; its recall, tapped offline, reaches the server once', async () => {
    const { page, errors } = await newPage(browser, TABLET)
    const order = await stewardOrders('Zafraan', { names: ['Butter Naan', 'Dal Makhani', 'Tandoori Roti'] }, 7)
    await signInToKitchen(page)
    await page.getByRole('group', { name: 'Station' }).getByRole('button', { name: 'Tandoor' }).click()
    const card = ticket(page, order.order_id)
    await card.getByRole('button', { name: /× Dal Makhani/ }).waitFor({ state: 'detached' })
    await card.getByRole('button', { name: 'Bump — Tandoor ready' }).click()
    const ready = page.getByRole('region', { name: /^Ready/ })
    await ready.locator(`article[aria-label$="order ${order.order_id}"]`).waitFor()
    await page.getByText(/waiting to sync|taps? to send/).waitFor({ state: 'detached', timeout: 30_000 })
    await expect
      .poll(async () => itemStatuses(await storedOrder(order.order_id, order.kitchen_id)), { timeout: 15_000 })
      .toEqual([
        ['Butter Naan', 'ready'],
        ['Dal Makhani', 'pending'],
        ['Tandoori Roti', 'ready'],
      ])

    await page.context().setOffline(true)
    await ready.locator(`article[aria-label$="order ${order.order_id}"]`).getByRole('button', { name: 'Recall' }).click()
    await page.getByText('Offline — 1 tap waiting to sync').waitFor()
    await card.getByRole('button', { name: /× Tandoori Roti New/ }).waitFor()
    await page.context().setOffline(false)
    await page.getByText(/waiting to sync|taps? to send/).waitFor({ state: 'detached', timeout: 30_000 })
    const recalled = await storedOrder(order.order_id, order.kitchen_id)
    expect(itemStatuses(recalled)).toEqual([
      ['Butter Naan', 'pending'],
      ['Dal Makhani', 'pending'],
      ['Tandoori Roti', 'pending'],
    ])
    expect(recalled).toMatchObject({ status: 'pending', last_bump: null })
    // Sent once: a second recall would have been refused, and the tablet would say so.
    expect(await page.getByText(/Nothing to recall|could not|refused/i).count()).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the tablet shows six four-item tickets without scrolling, oldest first, beside the ready column; the new-order reminder covers no button', async () => {
    await clearTheBoard()
    const placed = []
    for (let index = 0; index < 7; index++) {
      const restaurant = index % 2 === 0 ? 'Zafraan' : 'Jade Garden'
      placed.push(await stewardOrders(restaurant, { count: 4, offset: index * 3 }, index))
    }
    // The seventh is at the pass: the ready column keeps it in view.
    const token = await kitchenToken()
    const atThePass = placed.pop()!
    await api('POST', `/api/kitchen/orders/${atThePass.order_id}/bump`, token)

    const { page, errors } = await newPage(browser, TABLET)
    await signInToKitchen(page)
    const open = page.locator('.kitchen__column--cooking article[data-order-id]')
    await expect.poll(() => open.count(), { timeout: 20_000 }).toBe(6)
    const viewport = { x: 0, y: 0, ...TABLET }
    const openBoxes = await boxesOf(open)
    expect(
      openBoxes.map((box) => isInside(box, viewport)),
      JSON.stringify(openBoxes),
    ).toEqual([true, true, true, true, true, true])
    // Oldest first, row by row.
    expect(await open.evaluateAll((cards) => cards.map((card) => Number((card as HTMLElement).dataset.orderId)))).toEqual(
      placed.map((order) => order.order_id),
    )
    const rowMajor = [...openBoxes].sort((a, b) => Math.round(a.y) - Math.round(b.y) || a.x - b.x)
    expect(rowMajor).toEqual(openBoxes)
    const readyCard = page.locator(`.kitchen__column--ready article[data-order-id="${atThePass.order_id}"]`)
    expect(isInside((await readyCard.boundingBox())!, viewport)).toBe(true)
    expect(await page.evaluate(() => document.scrollingElement!.scrollHeight <= window.innerHeight)).toBe(true)

    // Two more orders arrive below the six in view: the reminder says so, and covers no button.
    const late = [
      await stewardOrders('Jade Garden', { count: 4, offset: 5 }, 8),
      await stewardOrders('Zafraan', { count: 4, offset: 9 }, 9),
    ]
    const reminder = page.getByRole('button', { name: /^New order: / })
    await reminder.waitFor({ timeout: 20_000 })
    await expect.poll(() => open.count()).toBe(8)
    const reminderBox = (await reminder.boundingBox())!
    expect(isInside(reminderBox, viewport)).toBe(true)
    const buttons = await boxesOf(page.locator('button:visible').filter({ hasNotText: /^New order: / }))
    expect(buttons.length).toBeGreaterThan(20)
    expect(buttons.filter((box) => box.width > 0 && overlaps(box, reminderBox))).toEqual([])
    expect((await boxesOf(open)).slice(0, 6).every((box) => isInside(box, viewport))).toBe(true)

    mkdirSync('tests/e2e/screenshots', { recursive: true })
    await page.screenshot({ path: 'tests/e2e/screenshots/kitchen-1280x800.png' })

    // A tap on the reminder brings the first late order into view.
    await reminder.click()
    await expect
      .poll(async () => isInside((await ticket(page, late[0]!.order_id).boundingBox())!, viewport), { timeout: 10_000 })
      .toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })
})

function escape(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
