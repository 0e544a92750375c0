import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api, launchBrowser, newPage, signInThroughPage, staffToken } from './browser.js'

// The store's edit screens, a product's history by place, and the dish form's lists, at the
// office's size (1366×768) in Chromium on the built app (issue 22; ADR 037, 038).

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

describe('editing the store (1366×768)', () => {
  test('the store keeper changes a product’s reorder level, edits a unit, and filters a history by location', async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(page, { staff: 'stores@club.test' })
    const keeper = await staffToken('stores@club.test')
    const before = (await api('GET', '/api/inv/products?search=PANEER', keeper)).result[0]
    await page.goto('/dashboard/inventory')
    await page.getByRole('button', { name: `Edit ${before.name}`, exact: true }).click()
    const form = page.getByRole('form', { name: `Edit ${before.name}` })
    await form.getByLabel('Reorder level').fill('-1')
    await form.getByRole('button', { name: 'Save product' }).click()
    await form.getByText('Must be 0 or more').waitFor()
    await shot(page, 'store-product-edit')
    await form.getByLabel('Reorder level').fill(String(before.reorder_level + 1))
    await form.getByRole('button', { name: 'Save product' }).click()
    await page.getByText('Product updated successfully').waitFor()
    const after = (await api('GET', '/api/inv/products?search=PANEER', keeper)).result[0]
    expect(after.reorder_level).toBe(before.reorder_level + 1)
    await api('PUT', `/api/inv/products/${before._id}`, keeper, { reorder_level: before.reorder_level })
    await shot(page, 'store-product-saved')
    // The toast slides in from the right edge: measured once it has gone.
    await page.getByText('Product updated successfully').waitFor({ state: 'detached', timeout: 15_000 })
    expect(await horizontalOverflow(page)).toBe(0)

    await page.getByRole('tab', { name: 'Vendors, units and categories' }).click()
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click()
    await page.locator('form.store-setup__form').first().waitFor()
    await shot(page, 'store-setup-edit')
    await page.keyboard.press('Escape')
    expect(await horizontalOverflow(page)).toBe(0)

    await page.goto(`/dashboard/inventory/products/${before.code}`)
    await page.getByRole('table', { name: 'Moves' }).waitFor()
    await page.getByLabel('Location').selectOption('store')
    await page.waitForURL(/location=store/)
    // The page before stays on screen, marked busy, until the filtered one arrives.
    await page.waitForFunction(() => document.querySelector('.store-table-wrap')?.getAttribute('aria-busy') === 'false')
    const places = await page.getByRole('table', { name: 'Moves' }).locator('tbody tr td:nth-child(3)').allTextContents()
    expect(places.every((place) => place.startsWith('Main store'))).toBe(true)
    await shot(page, 'store-history-filtered')
    expect(await horizontalOverflow(page)).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the dish form chooses category, food type and cuisine from the menu categories', async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(page, { staff: 'admin@club.test' })
    const admin = await staffToken('admin@club.test')
    const restaurants = (await api('GET', '/api/facilities/restaurants', admin)).data as { restaurant_id: number; name: string }[]
    const zafraan = restaurants.find((restaurant) => restaurant.name === 'Zafraan') ?? restaurants[0]!
    await page.goto(`/dashboard/restaurants/${zafraan.restaurant_id}`)
    await page
      .getByRole('button', { name: /^Edit / })
      .first()
      .click()
    const form = page.locator('form[aria-label^="Edit "]')
    const category = form.getByLabel('Category')
    await form.getByLabel('Cuisine').locator('option').nth(1).waitFor({ state: 'attached' })
    expect(await category.locator('option').count()).toBeGreaterThan(2)
    expect(await form.getByLabel('Food type').locator('option').allTextContents()).toEqual(expect.arrayContaining(['Veg', 'Non-Veg']))
    await shot(page, 'dish-form-lists')
    await form.getByRole('button', { name: 'Cancel' }).click()
    expect(await horizontalOverflow(page)).toBe(0)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
