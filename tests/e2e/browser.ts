import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core'
import { inject } from 'vitest'
import type { E2eServer } from './global-setup.js'

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  })
}

/** This worker's server (global-setup.ts starts one per worker; VITEST_POOL_ID runs from 1). */
export function server(): E2eServer {
  const servers = inject('servers')
  const worker = Number(process.env.VITEST_POOL_ID ?? 1)
  return servers[(worker - 1) % servers.length]!
}

export const baseUrl = () => server().baseUrl

/** The club's time now, by the server's clock (CLUB_CLOCK, global-setup.ts): where it started, plus what has passed since. */
export function clubNow(): Date {
  const { clockStart, clockStartedAt } = server()
  return new Date(Date.parse(clockStart) + (Date.now() - clockStartedAt))
}

/** A browser context (own storage) whose pages keep the server's time, as a device's clock would. */
export async function newClubContext(
  browser: Browser,
  options: { width?: number; height?: number; bypassCSP?: boolean } = {},
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    ...(options.bypassCSP ? { bypassCSP: true } : {}),
  })
  await context.clock.install({ time: clubNow() })
  return context
}

/** A fresh page (own storage) that fails the test on any uncaught page error. */
export async function newPage(
  browser: Browser,
  options: { width?: number; height?: number } = {},
): Promise<{ page: Page; errors: string[] }> {
  const context = await newClubContext(browser, options)
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return { page, errors }
}

/** The demo accounts' password (README, "Demo sign-ins"). */
export const DEMO_PASSWORD = 'Club@1994'

/**
 * Signs in through the sign-in page, as a person does, with the demo password, and waits to land:
 * staff at /login (on the dashboard), members at /member-login (on their card).
 */
export async function signInThroughPage(page: Page, who: { staff: string } | { member: string }) {
  const isStaff = 'staff' in who
  await page.goto(isStaff ? '/login' : '/member-login')
  await page.getByLabel(isStaff ? 'Email or Username' : 'Member ID').fill(isStaff ? who.staff : who.member)
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: isStaff ? 'Sign In' : 'SIGN IN' }).click()
  // Staff land where they work: the office, or the door for a receptionist (issue 17).
  await page.waitForURL(isStaff ? (url) => /^\/(dashboard|door)(\/|$)/.test(url.pathname) : '**/member')
}

/** A JSON call to the app under test, as a setup step; a non-2xx answer fails the test with its body. */
export async function api<T = any>(method: string, path: string, token?: string, body?: unknown): Promise<T> {
  const response = await fetch(`${baseUrl()}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...(token ? { 'x-auth-token': token } : {}) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const answer = (await response.json()) as T
  if (!response.ok) throw new Error(`${method} ${path} → ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

/** A demo staff member's token, signed in through the API. */
export async function staffToken(email: string): Promise<string> {
  const { result } = await api('POST', '/api/login', undefined, { email_id: email, password: DEMO_PASSWORD })
  return result.token as string
}
