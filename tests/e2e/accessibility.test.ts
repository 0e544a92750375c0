import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser, newClubContext, signInThroughPage } from './browser.js'

// axe-core, the accessibility rules browsers' own audits use, run on the screens people work at.
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8')

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

interface Violation {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}

/** Serious and critical findings on the page as it stands: rule, help and the first places. */
async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(axeSource)
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (context: Document, options: unknown) => Promise<{ violations: Violation[] }> } }).axe
    return (await axe.run(document, { resultTypes: ['violations'] })).violations
  })
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')})`,
    )
}

/** A page of its own, signed in; the app's CSP forbids inline scripts, so axe goes in with it bypassed. */
async function signedInPage(who: { staff: string } | { member: string }, width = 1280, height = 800) {
  const context = await newClubContext(browser, { width, height, bypassCSP: true })
  const page = await context.newPage()
  await signInThroughPage(page, who)
  return page
}

describe('no serious accessibility findings (axe-core) on the screens people work at', () => {
  test('the kitchen display, with tickets in every state, on a wall tablet', async () => {
    const page = await signedInPage({ staff: 'kitchen1' }, 1024, 768)
    await page.goto('/kitchen')
    await page.locator('article[data-order-id]').first().waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  test('the steward’s floor screen, with the orders in the kitchen', async () => {
    const page = await signedInPage({ staff: 'steward@club.test' }, 390, 844)
    await page.goto('/dashboard/restaurants/floor')
    await page.getByRole('button', { name: /Zafraan/ }).click()
    await page.getByRole('region', { name: /Ready to serve|Nothing is waiting/ }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  test('the public site, including the page for an address that does not exist', async () => {
    const context = await newClubContext(browser, { bypassCSP: true })
    const page = await context.newPage()
    for (const path of ['/', '/events', '/contact', '/no-such-page']) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      expect({ path, findings: await seriousViolations(page) }).toEqual({ path, findings: [] })
    }
    await context.close()
  })

  test('the door and the sports desk on the reception tablet', async () => {
    const page = await signedInPage({ staff: 'reception@club.test' }, 1024, 768)
    for (const path of ['/door', '/door/sports']) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForLoadState('networkidle')
      expect({ path, findings: await seriousViolations(page) }).toEqual({ path, findings: [] })
    }
    await page.context().close()
  })

  test('the member app on a phone', async () => {
    const page = await signedInPage({ member: 'M1001' }, 390, 844)
    await page.waitForLoadState('networkidle')
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  test('the office’s sports calendar (day buttons named by what they show)', async () => {
    const page = await signedInPage({ staff: 'admin@club.test' })
    await page.goto('/dashboard/sports/calendar')
    await page.locator('.month-calendar__day').first().waitFor()
    expect(await seriousViolations(page)).toEqual([])
    await page.context().close()
  })

  test('the office’s restaurant, its tables and the kitchens', async () => {
    const page = await signedInPage({ staff: 'admin@club.test' })
    for (const path of ['/dashboard/restaurants', '/dashboard/restaurants/1?tab=tables', '/dashboard/kitchens']) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1 }).first().waitFor()
      await page.waitForLoadState('networkidle')
      expect({ path, findings: await seriousViolations(page) }).toEqual({ path, findings: [] })
    }
    await page.context().close()
  })
})
