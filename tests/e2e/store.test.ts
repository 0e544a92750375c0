import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api, launchBrowser, newPage, signInThroughPage, staffToken } from './browser.js'

// The store at the office's size (1366×768), in Chromium on the built app (issue 22; ADR 037, 038).

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const horizontalOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
const shot = (page: Page, name: string) =>
  process.env.STORE_SCREENSHOTS ? page.screenshot({ path: `${process.env.STORE_SCREENSHOTS}/${name}.png` }) : undefined

describe('the store (1366×768)', () => {
  test('the store keeper sees low-stock markers and records a purchase with the stock move form', async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(page, { staff: 'stores@club.test' })
    await page.goto('/dashboard/inventory')
    await page.getByRole('heading', { level: 1, name: 'Store' }).waitFor()
    const table = page.locator('table.store-table')
    await table.waitFor()
    expect(await page.getByText('Low stock', { exact: true }).count()).toBeGreaterThan(0)
    await shot(page, 'store-products')

    const keeper = await staffToken('stores@club.test')
    const before = (await api('GET', '/api/inv/products?search=PANEER', keeper)).result[0]
    await page.getByRole('button', { name: 'Stock move' }).click()
    const form = page.getByRole('form', { name: 'Stock move' })
    await form.getByLabel('Product').selectOption('PANEER')
    await form.getByLabel('Quantity').fill('5')
    await form.getByLabel('Price per unit (₹)').fill('400')
    await shot(page, 'store-move-form')
    await form.getByRole('button', { name: 'Record move' }).click()
    await page.getByText('Stock move recorded successfully').waitFor()
    const after = (await api('GET', '/api/inv/products?search=PANEER', keeper)).result[0]
    expect(after.total_quantity).toBeCloseTo(before.total_quantity + 5, 3)
    expect(await horizontalOverflow(page)).toBe(0)

    await page.getByRole('link', { name: 'Paneer', exact: true }).click()
    await page.getByRole('table', { name: 'Moves' }).waitFor()
    expect(await page.getByRole('table', { name: 'Moves' }).getByText('Purchase').first().isVisible()).toBe(true)
    await shot(page, 'store-history')
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the recipe editor shows a dish’s food cost and its share of the price', async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(page, { staff: 'admin@club.test' })
    const admin = await staffToken('admin@club.test')
    const restaurants = (await api('GET', '/api/facilities/restaurants', admin)).data as { restaurant_id: number; name: string }[]
    const zafraan = restaurants.find((restaurant) => restaurant.name === 'Zafraan') ?? restaurants[0]!
    await page.goto(`/dashboard/restaurants/${zafraan.restaurant_id}`)
    await page.getByRole('button', { name: 'Recipe' }).first().click()
    const cost = page.locator('.recipe-cost')
    await cost.waitFor()
    expect(await cost.textContent()).toMatch(/Food cost ₹[\d,.]+ a portion · [\d.]+% of the price/)
    await page.getByRole('table', { name: 'Ingredients' }).waitFor()
    await shot(page, 'recipe-editor')
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('menu categories are listed by list, with their dishes counted', async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(page, { staff: 'admin@club.test' })
    await page.goto('/dashboard/menu-categories')
    await page.getByRole('region', { name: 'Cuisine' }).waitFor()
    expect(await page.getByRole('region', { name: 'Food type' }).getByText('Veg', { exact: false }).count()).toBeGreaterThan(0)
    await shot(page, 'menu-categories')
    expect(await horizontalOverflow(page)).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
