import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser, newPage } from './browser.js'

let browser: Browser
let context: BrowserContext
let page: Page
let errors: string[]

/** A page of the public site, and something on it that only its data or its own code can show. */
const offlinePages = [
  {
    path: '/',
    heading: 'Exclusive club for exclusive people',
    content: (p: Page) => p.getByRole('list', { name: 'Club Gallery' }).getByRole('button').first(),
  },
  { path: '/about', heading: 'About Club', content: (p: Page) => p.getByText('six guest rooms', { exact: false }).first() },
  // The past functions come from /api/public/occasionlist.
  {
    path: '/events',
    heading: 'Exclusive Events for Exclusive People',
    content: (p: Page) => p.getByRole('heading', { name: /Gallery$/ }).first(),
  },
  // The directory comes from /api/affiliated-clubs/public.
  { path: '/affiliations', heading: 'Club Affiliations', content: (p: Page) => p.getByRole('button', { name: 'Download CSV' }) },
]

beforeAll(async () => {
  browser = await launchBrowser()
  ;({ page, errors } = await newPage(browser, { width: 390, height: 844 }))
  context = page.context()
})
afterAll(async () => {
  await browser?.close()
})

describe('the public site without a network', () => {
  test('after one visit, the public pages reload offline with their content and a polite offline notice', async () => {
    await page.goto('/')
    // The first version of the worker takes the page as soon as it has stored the app (clientsClaim).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 30_000 })
    for (const { path, heading, content } of offlinePages) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await content(page).waitFor()
    }
    expect(await page.getByText('You are offline').count()).toBe(0)

    await context.setOffline(true)
    try {
      // The worker itself is cut off too, not only the page: a request it passes on fails.
      await expect(
        page.evaluate(() =>
          fetch('/api/health').then(
            () => 'reached',
            () => 'failed',
          ),
        ),
      ).resolves.toBe('failed')

      for (const { path, heading, content } of offlinePages) {
        const response = await page.goto(path)
        expect(response?.fromServiceWorker(), path).toBe(true)
        await page.getByRole('heading', { level: 1, name: heading }).waitFor()
        await content(page).waitFor()
        const notice = page.getByRole('status').filter({ hasText: 'You are offline' })
        await notice.waitFor()
        // A notice, not an alarm: a status region, never an alert or the error page.
        expect(
          await page
            .getByRole('alert')
            .filter({ hasText: /offline|network|failed/i })
            .count(),
          path,
        ).toBe(0)
        expect(await page.getByText('Unexpected Application Error!').count(), path).toBe(0)
      }

      await page.reload()
      await page.getByRole('heading', { level: 1, name: 'Club Affiliations' }).waitFor()
    } finally {
      await context.setOffline(false)
    }
    expect(errors).toEqual([])
  })

  test('back online, the notice goes away by itself', async () => {
    await page.goto('/')
    await page.getByRole('heading', { level: 1, name: 'Exclusive club for exclusive people' }).waitFor()
    await context.setOffline(true)
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor()
    await context.setOffline(false)
    await page.getByRole('status').filter({ hasText: 'You are offline' }).waitFor({ state: 'detached' })
  })
})
