import { mkdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { api, baseUrl, DEMO_PASSWORD, launchBrowser, newPage, signInThroughPage, staffToken } from './browser.js'
import { latestOtp } from './otp.js'

/** The office's desks: 1366 × 768. */
const DESK = { width: 1366, height: 768 }

/** With STAFF_SHOTS=<folder>, each screen is kept as a PNG there, to look at as a clerk would. */
async function keepShot(page: Page, name: string) {
  const folder = process.env.STAFF_SHOTS
  if (!folder) return
  mkdirSync(folder, { recursive: true })
  await page.screenshot({ path: path.join(folder, `${name}.png`) })
}

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

const newcomer = { name: 'Kavita Rao', email: 'kavita.rao@club.test', mobile: '9876501234', password: 'Garden@2026' }

describe('staff accounts, roles and access in Chromium', () => {
  test('an administrator adds a steward, who registers with the code from the WhatsApp message and signs in; a change to the role’s access reaches their menu', async () => {
    const office = await newPage(browser, DESK)
    const admin = office.page
    await signInThroughPage(admin, { staff: 'admin@club.test' })
    await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Users' }).click()
    await admin.waitForURL('**/dashboard/users')
    await admin.getByRole('list', { name: 'Staff' }).waitFor()
    await keepShot(admin, '01-users')

    await admin.getByRole('button', { name: 'New staff member' }).click()
    const form = admin.getByRole('form', { name: 'New staff member' })
    await form.getByLabel('Name', { exact: true }).fill(newcomer.name)
    await form.getByLabel('Mobile').fill(newcomer.mobile)
    await form.getByLabel('E-mail').fill(newcomer.email)
    await form.getByLabel('Role').selectOption({ label: 'Steward' })
    await keepShot(admin, '02-new-user-form')
    await form.getByRole('button', { name: 'Add staff member' }).click()
    const notice = admin.getByRole('region', { name: `${newcomer.name} added` })
    await notice.waitFor()
    await notice.getByRole('button', { name: `Send ${newcomer.name} a registration code` }).click()
    await notice.getByText(/another code in \d+ s/).waitFor()
    await keepShot(admin, '03-code-sent')
    const code = await latestOtp()

    // The newcomer, on their own phone, follows the message to /register.
    const phone = await newPage(browser, { width: 390, height: 844 })
    const person = phone.page
    await person.goto('/register')
    await person.getByLabel('E-mail or username').fill(newcomer.email)
    await person.getByLabel('Registration code').fill(code === '000000' ? '111111' : '000000')
    await person.getByLabel('New Password').fill(newcomer.password)
    await person.getByLabel('Confirm Password').fill(newcomer.password)
    await person.getByRole('button', { name: 'Register' }).click()
    await person.getByText('Invalid code. 4 tries left.').waitFor()
    await keepShot(person, '04-register-wrong-code')
    await person.getByLabel('Registration code').fill(code)
    await person.getByRole('button', { name: 'Register' }).click()
    await person.getByRole('heading', { name: 'Registration complete' }).waitFor()
    await person.getByRole('link', { name: 'Sign In' }).click()
    await person.waitForURL('**/login')

    // At work, at a desk, they sign in with the password they chose.
    const desk = await newPage(browser, DESK)
    const steward = desk.page
    await steward.goto('/login')
    await steward.getByLabel('Email or Username').fill(newcomer.email)
    await steward.getByLabel('Password', { exact: true }).fill(newcomer.password)
    await steward.getByRole('button', { name: 'Sign In' }).click()
    await steward.waitForURL('**/dashboard')
    await steward.getByText(newcomer.name).first().waitFor()
    const menu = steward.getByRole('navigation', { name: 'Areas' })
    await menu.getByRole('link', { name: 'Restaurants' }).waitFor()
    expect(await menu.getByRole('link', { name: 'Facilities' }).count()).toBe(0)

    // The office now lists them as registered and active.
    await admin.reload()
    await admin.getByLabel('Search').fill('kavita')
    const row = admin.getByRole('list', { name: 'Staff' }).getByRole('listitem').filter({ hasText: newcomer.name })
    await row.getByText('Active', { exact: true }).waitFor()
    await row.getByRole('button', { name: `Set ${newcomer.name}'s password` }).click()
    await row.getByRole('form', { name: `Set ${newcomer.name}'s password` }).waitFor()
    await keepShot(admin, '04b-set-password')
    await row.getByRole('button', { name: 'Cancel' }).click()

    // The administrator lets stewards see the facilities.
    await admin.getByRole('navigation', { name: 'Areas' }).getByRole('link', { name: 'Roles & Access' }).click()
    await admin.getByRole('list', { name: 'Roles' }).waitFor()
    // A role people still hold is not deleted: the server's reason is shown under it.
    const stewardRole = admin.getByRole('list', { name: 'Roles' }).getByRole('listitem').filter({ hasText: 'Takes orders' })
    await stewardRole.getByRole('button', { name: 'Delete Steward' }).click()
    await stewardRole.getByRole('button', { name: 'Delete role' }).click()
    await stewardRole.getByRole('alert').filter({ hasText: "The role 'Steward' is still assigned to" }).waitFor()
    await keepShot(admin, '05-roles')
    await admin.getByRole('link', { name: 'Access of Steward' }).click()
    const grid = admin.getByRole('form', { name: 'Access of Steward' })
    await grid.getByLabel('Facilities: View').check()
    await keepShot(admin, '06-access-grid')
    await grid.getByRole('button', { name: 'Save access' }).click()
    await grid.getByText('No changes').waitFor()

    // The steward's menu follows at their next page.
    await menu.getByRole('link', { name: 'Members' }).click()
    await menu.getByRole('link', { name: 'Facilities' }).waitFor()

    // And away again.
    await grid.getByLabel('Facilities: View').uncheck()
    await grid.getByRole('button', { name: 'Save access' }).click()
    await grid.getByText('No changes').waitFor()
    await menu.getByRole('link', { name: 'Dashboard' }).click()
    await menu.getByRole('link', { name: 'Facilities' }).waitFor({ state: 'detached' })

    expect(office.errors).toEqual([])
    expect(phone.errors).toEqual([])
    expect(desk.errors).toEqual([])
    await admin.context().close()
    await person.context().close()
    await steward.context().close()
  })

  test('the super-administrator adds an administrator at /control; an administrator cannot', async () => {
    const { page, errors } = await newPage(browser, DESK)
    await page.goto('/control')
    await page.getByLabel('User ID').fill('superadmin')
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD)
    await page.getByRole('button', { name: 'LOG IN' }).click()
    await page.waitForURL('**/control/home')
    await page.getByRole('list', { name: 'Control panel areas' }).waitFor()
    await keepShot(page, '07-control-home')

    await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'Administrators' }).click()
    await page.getByRole('list', { name: 'Administrators' }).waitFor()
    await page.getByRole('button', { name: 'New administrator' }).click()
    const form = page.getByRole('form', { name: 'New administrator' })
    await form.getByLabel('Name', { exact: true }).fill('Neha Kapoor')
    await form.getByLabel('E-mail').fill('neha.kapoor@club.test')
    await form.getByLabel('Mobile').fill('9810077777')
    await form.getByRole('button', { name: 'Add administrator' }).click()
    await page.getByRole('region', { name: 'Neha Kapoor added' }).waitFor()
    await page.getByRole('list', { name: 'Administrators' }).getByText('Neha Kapoor').waitFor()
    await keepShot(page, '08-administrators')

    await page.getByRole('navigation', { name: 'Control panel' }).getByRole('link', { name: 'System' }).click()
    await page.getByRole('region', { name: 'Database' }).getByText('Reachable').waitFor()
    await page.getByRole('region', { name: 'Migrations' }).getByText('All applied').waitFor()
    await keepShot(page, '09-system')
    expect(errors).toEqual([])
    await page.context().close()

    // An administrator signed in at the office is refused, whatever the screen offers.
    const token = await staffToken('admin@club.test')
    const refused = await fetch(`${baseUrl()}/api/createusers`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'x-auth-token': token },
      body: JSON.stringify({ name: 'Not Allowed', username: 'not.allowed', role_id: 1 }),
    })
    expect(refused.status).toBe(403)
    const { result } = await api<{ result: { roles: { role_id: number }[] } }>('GET', '/api/users/options', token)
    expect(result.roles.some((role) => role.role_id === 1)).toBe(false)
  })
})
