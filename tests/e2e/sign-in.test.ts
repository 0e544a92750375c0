import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser, newPage } from './browser.js'

const PASSWORD = 'Club@1994'
let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

describe('each audience signs in through the UI and lands in its own area', () => {
  test('the staff admin lands on the dashboard with their name and a sign-out', async () => {
    const { page, errors } = await newPage(browser)
    await page.goto('/login')
    await page.getByLabel('Email or Username').fill('admin@club.test')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/dashboard')
    await page.getByText('Rajiv Khanna').first().waitFor()
    await page.getByRole('link', { name: 'Restaurants' }).first().waitFor()
    await expect(page.getByRole('button', { name: 'Sign out' }).first().isVisible()).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the receptionist lands on the door, with the office one tap away showing only the reception areas', async () => {
    const { page } = await newPage(browser)
    await page.goto('/login')
    await page.getByLabel('Email or Username').fill('reception@club.test')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/door')
    await page.getByRole('link', { name: 'Office' }).click()
    await page.waitForURL('**/dashboard')
    await page.getByText('Priya Sharma').first().waitFor()
    await page.getByRole('link', { name: 'Door Check-in' }).first().waitFor()
    expect(await page.getByRole('link', { name: 'Kitchens' }).count()).toBe(0)
    await page.context().close()
  })

  test('the kitchen account lands on the kitchen display of the Main Kitchen', async () => {
    const { page, errors } = await newPage(browser, { width: 1280, height: 800 })
    await page.goto('/login')
    await page.getByLabel('Email or Username').fill('kitchen1')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/kitchen')
    await page.getByText('Main Kitchen').first().waitFor()
    await expect(page.getByRole('button', { name: 'Sign out' }).first().isVisible()).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the member signs in on a phone and sees the digital membership card', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await page.goto('/member-login')
    await page.getByLabel('Member ID').fill(' M1001 ')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'SIGN IN' }).click()
    await page.waitForURL('**/member')
    await page.getByText('Vikram Malhotra').first().waitFor()
    await page.getByAltText('Membership QR code for M1001').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the super-admin signs in at /control with a user ID and lands on the control panel', async () => {
    const { page } = await newPage(browser)
    await page.goto('/control')
    await page.getByLabel('User ID').fill('superadmin')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'LOG IN' }).click()
    await page.waitForURL('**/control/home')
    await page.getByText('Club Super Administrator').first().waitFor()
    await page.context().close()
  })
})

describe('failures and session rules', () => {
  test('a wrong password shows the spec’s message and stays on the sign-in page', async () => {
    const { page } = await newPage(browser)
    await page.goto('/login')
    await page.getByLabel('Email or Username').fill('admin@club.test')
    await page.getByLabel('Password', { exact: true }).fill('not-the-password')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials, please try again.' }).waitFor()
    expect(new URL(page.url()).pathname).toBe('/login')
    await page.context().close()
  })

  test('a signed-out visitor opening the dashboard is sent to /login, and returns there after signing in', async () => {
    const { page } = await newPage(browser)
    await page.goto('/dashboard/members')
    await page.waitForURL('**/login')
    await page.getByLabel('Email or Username').fill('admin@club.test')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/dashboard/members')
    await page.context().close()
  })

  test('an unknown page shows Page Not Found, and Go to Dashboard leads back', async () => {
    const { page } = await newPage(browser)
    await page.goto('/login')
    await page.getByLabel('Email or Username').fill('admin@club.test')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/dashboard')
    await page.goto('/no-such-page')
    await page.getByText('Page Not Found').first().waitFor()
    await page
      .getByRole('button', { name: 'Go to Dashboard' })
      .or(page.getByRole('link', { name: 'Go to Dashboard' }))
      .first()
      .click()
    await page.waitForURL('**/dashboard')
    await page.context().close()
  })

  test('a signed-out visitor on a private path is sent to sign in; a mistyped address is not found', async () => {
    const { page } = await newPage(browser)
    // The server says so too (its first answer, before a service worker could answer instead).
    expect((await page.goto('/dashboard/no-such-page'))?.status()).toBe(404)
    await page.waitForURL('**/login')
    await page.getByRole('button', { name: 'Sign In' }).waitFor()
    await page.goto('/no-such-page')
    await page.getByRole('heading', { level: 1, name: 'Page Not Found' }).waitFor()
    await page.getByRole('link', { name: 'Go to the home page' }).click()
    await page.waitForURL((url) => url.pathname === '/')
    await page.context().close()
  })
})
