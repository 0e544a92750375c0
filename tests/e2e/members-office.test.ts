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

describe('the office member register in Chromium (1366×768)', () => {
  test('a clerk finds a member as they type, opens them, adds a dependent and sees their id', async () => {
    const { page, errors } = await newPage(browser)
    await page.setViewportSize({ width: 1366, height: 768 })
    await page.goto('/login')
    await page.getByLabel('Email or Username').fill('admin@club.test')
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL('**/dashboard')

    await page.getByRole('link', { name: 'Members' }).first().click()
    // The demo club's 1,800, and any the bulk upload's test has added to this shared server.
    await page.getByText(/^1,8\d\d members$/).waitFor()
    await page.getByLabel('Search').fill('43210')
    await page.getByText('1 member', { exact: true }).waitFor()
    await page.getByRole('link', { name: 'M1001' }).click()
    await page.getByRole('heading', { name: 'Mr. Vikram Malhotra · M1001' }).waitFor()

    await page.getByRole('tab', { name: /Dependents/ }).click()
    await page.getByRole('button', { name: 'Add dependent' }).click()
    const form = page.getByRole('form', { name: 'New dependent' })
    await form.getByLabel('Name').fill('Kabir Malhotra')
    await form.getByLabel('Relation').selectOption('son')
    await form.getByRole('button', { name: 'Add dependent' }).click()
    await page.getByText('(M1001-2)').waitFor()
    expect(await page.getByRole('tab', { name: 'Dependents (2)' }).isVisible()).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })
})
