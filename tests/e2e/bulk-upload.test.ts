import { mkdirSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { launchBrowser, newPage, signInThroughPage } from './browser.js'

let browser: Browser

beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const csv = [
  'Member No,Title,Full Name,Mobile,Membership Category,DOB',
  'E2E901,Mr,Arjun Mehta,98100 11111,Life Member,17/05/1980',
  'E2E902,Mrs,Kavya Iyer,12345,Permanent Member,',
  'E2E903,Dr,Neel Bose,9810033333,Life Member,',
].join('\n')

describe('bulk upload in Chromium (1366×768)', () => {
  test('a clerk reads a CSV, sees the row with a problem, sends the good rows and reads the report; sending again changes nothing', async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(page, { staff: 'admin@club.test' })
    await page.getByRole('link', { name: 'Bulk Upload' }).click()
    await page.getByRole('heading', { name: 'Bulk upload' }).waitFor()

    await page
      .getByLabel('File (CSV or Excel .xlsx)')
      .setInputFiles({ name: 'members.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) })
    await page.getByText('members.csv: 6 columns, 3 rows').waitFor()
    await page.getByText('3 rows, 1 with problems').waitFor()
    expect(await page.getByText('Mobile number: * Phone number must be exactly 10 digits').isVisible()).toBe(true)
    mkdirSync('tests/e2e/screenshots', { recursive: true })
    await page.screenshot({ path: 'tests/e2e/screenshots/bulk-upload-preview-1366x768.png' })

    await page.getByRole('button', { name: 'Send only the 2 rows without problems' }).click()
    await page.getByRole('heading', { name: 'Upload report' }).waitFor()
    await page.getByText('Members: 2 created, 0 updated, 0 unchanged.').waitFor()
    await page.screenshot({ path: 'tests/e2e/screenshots/bulk-upload-report-1366x768.png', fullPage: true })

    await page.getByRole('button', { name: 'Send only the 2 rows without problems' }).click()
    await page.getByText('Members: 0 created, 0 updated, 2 unchanged.').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })
})
