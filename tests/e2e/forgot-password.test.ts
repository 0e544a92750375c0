import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { launchBrowser, newPage } from './browser.js'
import { latestOtp } from './otp.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

test('a member resets a forgotten password by WhatsApp OTP and signs in with the new one', async () => {
  const { page, errors } = await newPage(browser, { width: 390, height: 844 })
  await page.goto('/member-login')
  await page.getByRole('link', { name: 'Forgot Password?' }).click()
  await page.waitForURL('**/forgot-password/member')

  await page.getByRole('button', { name: 'Send OTP' }).click()
  await page.getByText('Please enter your ID.').waitFor()

  await page.getByLabel('Member ID').fill('M1002')
  await page.getByRole('button', { name: 'Send OTP' }).click()
  await page.getByText('OTP sent to registered WhatsApp number.').first().waitFor()
  await page
    .getByText(/\*{6}\d{4}/)
    .first()
    .waitFor()

  await page.getByLabel('OTP').fill('000000')
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await page.getByText('Invalid OTP.').first().waitFor()

  await page.getByLabel('OTP').fill(await latestOtp())
  await page.getByRole('button', { name: 'Verify OTP' }).click()
  await page.getByText('OTP verified.').first().waitFor()

  await page.getByLabel('New Password').fill('Lawn@2026')
  await page.getByLabel('Confirm Password').fill('Lawn@2027')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await page.getByText('Passwords do not match.').first().waitFor()

  await page.getByLabel('Confirm Password').fill('Lawn@2026')
  await page.getByRole('button', { name: 'Reset Password' }).click()
  await page.getByText('Password updated successfully. Redirecting to login...').first().waitFor()
  await page.waitForURL('**/member-login')

  await page.getByLabel('Member ID').fill('M1002')
  await page.getByLabel('Password', { exact: true }).fill('Lawn@2026')
  await page.getByRole('button', { name: 'SIGN IN' }).click()
  await page.waitForURL('**/member')
  await page.getByAltText('Membership QR code for M1002').waitFor()
  expect(errors).toEqual([])
  await page.context().close()
})
