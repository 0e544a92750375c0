import sharp from 'sharp'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { toClubLocalInput } from '../../pwa/office/events/event-form.js'
import { api, baseUrl, clubNow, DEMO_PASSWORD, launchBrowser, newPage, signInThroughPage } from './browser.js'

let browser: Browser
let adminToken: string

beforeAll(async () => {
  browser = await launchBrowser()
  adminToken = (
    await api<{ result: { token: string } }>('POST', '/api/login', undefined, { email_id: 'admin@club.test', password: DEMO_PASSWORD })
  ).result.token
})
afterAll(async () => {
  await browser?.close()
})

/** A picture as a phone would send it: a JPEG, here a plain gold field with a green band. */
async function pictureFile() {
  const band = Buffer.from(
    '<svg width="1600" height="1200"><rect width="1600" height="1200" fill="#c9a227"/><rect y="700" width="1600" height="300" fill="#0f3d2e"/></svg>',
  )
  return { name: 'garden-party.jpg', mimeType: 'image/jpeg', buffer: await sharp(band).jpeg().toBuffer() }
}

describe('uploads in the office, seen on the public site', () => {
  test('an event created in the office with an uploaded picture and highlights shows both on its public card', async () => {
    const { page, errors } = await newPage(browser, { width: 1366, height: 768 })
    await signInThroughPage(page, { staff: 'admin@club.test' })
    await page.goto('/dashboard/events/new')
    const start = new Date(clubNow().getTime() + 5 * 86_400_000)
    await page.getByLabel('Title', { exact: true }).fill('Garden Party under the Stars')
    await page.getByLabel('Type', { exact: true }).selectOption('social')
    await page.getByLabel('Venue', { exact: true }).fill('Open-air Lawn')
    await page.getByLabel('Starts', { exact: true }).fill(toClubLocalInput(start))
    await page.getByLabel('Ends', { exact: true }).fill(toClubLocalInput(new Date(start.getTime() + 4 * 3_600_000)))
    await page.getByLabel('Capacity', { exact: true }).fill('150')
    await page.getByLabel('Price (₹)', { exact: true }).fill('1200')
    await page.getByLabel('Description', { exact: true }).fill('An evening of music and dinner on the lawn.')
    await page.getByLabel('Picture', { exact: true }).setInputFiles(await pictureFile())
    const preview = page.getByRole('img', { name: 'Picture: the picture chosen' })
    await preview.waitFor()
    expect(await preview.getAttribute('src')).toMatch(/^\/uploads\/events\/[a-z0-9]{16}-960\.webp$/)
    await page.getByLabel('Highlights', { exact: true }).fill('Live jazz band\nBuffet dinner by the Garden Kitchen')
    await page.screenshot({ path: '/tmp/files19-event-form.png', fullPage: true })
    await page.getByRole('button', { name: 'Create event' }).click()
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Published', { exact: false }).first().waitFor()

    const visitor = await newPage(browser, { width: 390, height: 844 })
    await visitor.page.goto('/function')
    const card = visitor.page.getByRole('article', { name: 'Garden Party under the Stars' })
    await card.waitFor()
    const image = card.locator('img.event-card__image')
    expect(await image.getAttribute('src')).toMatch(/^\/uploads\/events\/[a-z0-9]{16}-960\.webp$/)
    expect(await image.getAttribute('srcset')).toContain('-480.webp 480w')
    await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true)
    const highlights = card.getByRole('list', { name: 'Highlights' })
    expect(await highlights.getByRole('listitem').allTextContents()).toEqual(['Live jazz band', 'Buffet dinner by the Garden Kitchen'])
    await card.scrollIntoViewIfNeeded()
    await visitor.page.screenshot({ path: '/tmp/files19-public-card.png' })
    expect(errors).toEqual([])
    expect(visitor.errors).toEqual([])
    await visitor.page.context().close()
    await page.context().close()
  })

  test('the public contact page shows an address changed through organisations, in its HTML and once the app has it', async () => {
    const [organisation] = (await api<{ result: Record<string, unknown>[] }>('GET', '/api/organisations', adminToken)).result
    const { _id, organisation_id, updated_at, ...fields } = organisation!
    await api('POST', `/api/organisations/${String(organisation_id)}`, adminToken, {
      ...fields,
      address_line: '21 Lotus Lane, E Block',
      pin_code: '110065',
    })
    void _id
    void updated_at

    const html = await (await fetch(`${baseUrl()}/contact`)).text()
    expect(html).toContain('21 Lotus Lane, E Block')
    expect(html).not.toContain('@@club:')

    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await page.goto('/contact')
    const address = page.getByRole('region', { name: 'New Friends Club' }).locator('address')
    await expect.poll(() => address.textContent()).toContain('21 Lotus Lane, E Block')
    expect(await address.textContent()).toContain('110065')
    await page.screenshot({ path: '/tmp/files19-contact.png', fullPage: true })
    expect(errors).toEqual([])
    await page.context().close()
  })
})
