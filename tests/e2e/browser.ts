import { chromium, type Browser, type Page } from 'playwright-core'
import { inject } from 'vitest'

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'],
  })
}

export const baseUrl = () => inject('baseUrl')

/** A fresh page (own storage) that fails the test on any uncaught page error. */
export async function newPage(browser: Browser, options: { width?: number; height?: number } = {}): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: { width: options.width ?? 1280, height: options.height ?? 800 } })
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors }
}
