import { readFileSync } from 'node:fs'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { baseUrl, launchBrowser, newPage } from './browser.js'

let browser: Browser
beforeAll(async () => {
  browser = await launchBrowser()
})
afterAll(async () => {
  await browser?.close()
})

/** Each public page and its one <h1>. */
const publicPages = [
  ['/', 'Exclusive club for exclusive people'],
  ['/about', 'About Club'],
  ['/occasions', 'Club Functions'],
  ['/services', 'Our Services'],
  ['/clubtour', 'Club Tour'],
  ['/gallery', 'Club Gallery'],
  ['/contact', 'Contact Us'],
  ['/sports', 'Sports & Facilities'],
  ['/events', 'Exclusive Events for Exclusive People'],
  ['/function', 'Upcoming Events'],
  ['/affiliations', 'Club Affiliations'],
  ['/privacypolicy', 'Terms and Conditions and Privacy Policy'],
  ['/refundpolicy', 'Refund Policy'],
] as const

/** Code of the signed-in areas, by the names of their chunks. */
const privateChunk = /\/assets\/(OfficeShell|DashboardHome|KitchenDisplay|MemberHome|Door[A-Za-z]*|use-office-menu)-[\w-]+\.js$/

describe('the public pages', () => {
  test('each renders its heading, with its own title and description in the head, and no code of the signed-in areas', async () => {
    const { page, errors } = await newPage(browser)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    for (const [path, heading] of publicPages) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      const head = await page.evaluate(() => ({
        title: document.title,
        titles: document.head.querySelectorAll('title').length,
        descriptions: [...document.head.querySelectorAll('meta[name="description"]')].map((meta) => meta.getAttribute('content') ?? ''),
        ogTitle: document.head.querySelector('meta[property="og:title"]')?.getAttribute('content'),
        ogImage: document.head.querySelector('meta[property="og:image"]')?.getAttribute('content'),
      }))
      expect(head.title, path).toMatch(/New Friends Club/)
      expect(head.titles, path).toBe(1)
      expect(head.descriptions, path).toHaveLength(1)
      expect(head.descriptions[0]?.length, path).toBeGreaterThan(50)
      expect(head.ogTitle, path).toBe(head.title)
      expect(head.ogImage, path).toBeTruthy()
    }
    expect(scripts.filter((script) => privateChunk.test(script))).toEqual([])
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('each page arrives drawn in its HTML; its islands are taken over without drawing them again, and no router or app is loaded (ADR 031)', async () => {
    for (const [path, heading] of publicPages) {
      const html = await (await fetch(`${baseUrl()}${path}`)).text()
      expect(html, path).toContain(`${heading.replace(/&/g, '&amp;')}</h1>`)
    }
    const { page, errors } = await newPage(browser)
    const complaints: string[] = []
    const scripts: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning' || message.type() === 'error') complaints.push(`${page.url()}: ${message.text()}`)
    })
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    for (const [path, heading] of publicPages) {
      await page.goto(path)
      await page.getByRole('heading', { level: 1, name: heading }).waitFor()
      await page.waitForLoadState('networkidle')
    }
    expect(complaints.filter((text) => /drawn again|hydrat/i.test(text))).toEqual([])
    // The app's entry (pwa/main.tsx) and the router are for the app's own pages.
    expect(scripts.filter((script) => /\/assets\/(index|router|routes|AppRoot)-[\w-]+\.js$/.test(script))).toEqual([])
    // The islands were taken over: the affiliated clubs and the past functions came from the API.
    await page.goto('/affiliations')
    // The directory wakes when it comes near the screen (when="visible").
    await page.getByRole('heading', { name: 'Affiliated clubs', exact: true }).scrollIntoViewIfNeeded()
    await page.getByRole('combobox', { name: 'Clubs per page' }).selectOption('10')
    await page.getByText(/^Showing 1–10 of \d+ clubs$/).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the home page loads no React until a gallery picture is chosen', async () => {
    const { page, errors } = await newPage(browser)
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/')
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((script) => /react-dom|GalleryGrid|hydrate/.test(script))).toEqual([])
    // The slideshow moves without React: a dot shows its slide, Pause stops it.
    const hero = page.getByRole('region', { name: 'Views of the club' })
    // (the next section's pictures lie over the dots in this small window: a click as a keyboard gives it)
    await hero.getByRole('button', { name: 'Go to slide 3' }).dispatchEvent('click')
    await expect(hero.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).resolves.toBe('true')
    await expect(hero.locator('.carousel__slide--current').getAttribute('aria-label')).resolves.toBe('3 of 4')
    await hero.getByRole('button', { name: 'Pause slideshow' }).dispatchEvent('click')
    await hero.getByRole('button', { name: 'Play slideshow' }).waitFor()
    // A tap on a picture wakes the gallery's island and opens the lightbox at once.
    const thumbnails = page.getByRole('list', { name: 'Club Gallery' }).getByRole('button')
    await thumbnails.nth(2).click()
    const lightbox = page.getByRole('dialog', { name: 'Club Gallery' })
    await lightbox.waitFor()
    const thirdName = (await thumbnails.nth(2).getByRole('img').getAttribute('alt')) ?? ''
    await lightbox.getByRole('img', { name: thirdName }).waitFor()
    expect(scripts.some((script) => /GalleryGrid/.test(script))).toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the Events page arrives with its functions drawn by the server; React wakes at the first touch, with no second fetch (ADR 039)', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    // The page as the server sends a visitor's navigation, before any script: the galleries are in it.
    const html = (await page.request.get('/events', { headers: { 'sec-fetch-mode': 'navigate' } })).text()
    await expect(html).resolves.toMatch(/Gallery<\/h2>/)
    await expect(html).resolves.not.toContain('Loading the club’s functions')
    const scripts: string[] = []
    const reads: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (request.resourceType() === 'script') scripts.push(url.pathname)
      if (url.pathname === '/api/public/occasionlist') reads.push(url.search)
    })
    await page.goto('/events')
    await page.waitForLoadState('networkidle')
    expect(scripts.filter((script) => /react-dom|PastFunctions|hydrate/.test(script))).toEqual([])
    // A tap on a function's tile wakes the island, and the tap itself takes the visitor to its gallery.
    const tiles = page.locator('.events-page__tiles li')
    const title = ((await tiles.nth(2).locator('.event-tile__title').textContent()) ?? '').trim()
    await tiles.nth(2).getByRole('link').click()
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent?.trim())).toBe(`${title} Gallery`)
    expect(scripts.some((script) => /PastFunctions/.test(script))).toBe(true)
    // The island took the server's data over: it did not ask for the first page again.
    expect(reads).toEqual([])
    await page.getByRole('button', { name: `${title}, photo 1`, exact: false }).click()
    await page.getByRole('dialog').waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('on a phone the menu folds behind its toggle; a link is an ordinary navigation, and the member’s door opens the app', async () => {
    const { page, errors } = await newPage(browser, { width: 390, height: 844 })
    await page.goto('/')
    const toggle = page.getByRole('button', { name: 'Menu' })
    const aboutLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About Club' })
    await toggle.waitFor()
    await page.waitForFunction(() => document.querySelector('script[src*="/site-"]') !== null)
    await page.waitForLoadState('load')
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await expect(aboutLink.isVisible()).resolves.toBe(false)
    await toggle.click()
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('true')
    await aboutLink.waitFor({ state: 'visible' })
    await toggle.click()
    await aboutLink.waitFor({ state: 'hidden' })
    await toggle.click()
    await aboutLink.waitFor({ state: 'visible' })
    await aboutLink.click()
    await page.waitForURL('**/about')
    await page.getByRole('heading', { level: 1, name: 'About Club' }).waitFor()
    await expect(toggle.getAttribute('aria-expanded')).resolves.toBe('false')
    await aboutLink.waitFor({ state: 'hidden' })
    // Into a signed-in area's door: the app (and its router) load there.
    await toggle.click()
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Member Login' }).click()
    await page.waitForURL('**/member-login')
    await page.getByRole('heading', { level: 1, name: /Member Login/i }).waitFor()
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('the home gallery’s lightbox works by keyboard: open, next picture, Escape', async () => {
    const { page, errors } = await newPage(browser)
    await page.goto('/')
    const thumbnails = page.getByRole('list', { name: 'Club Gallery' }).getByRole('button')
    await thumbnails.first().waitFor() // the page is drawn in a transition, after the first paint
    await expect(thumbnails.count()).resolves.toBe(12)
    const first = thumbnails.first()
    const firstName = (await first.getByRole('img').getAttribute('alt')) ?? ''
    const secondName = (await thumbnails.nth(1).getByRole('img').getAttribute('alt')) ?? ''
    await first.focus()
    await page.keyboard.press('Enter')
    const lightbox = page.getByRole('dialog', { name: 'Club Gallery' })
    await lightbox.waitFor()
    await lightbox.getByRole('img', { name: firstName }).waitFor()
    await page.keyboard.press('ArrowRight')
    await lightbox.getByRole('img', { name: secondName }).waitFor()
    await page.keyboard.press('Escape')
    await lightbox.waitFor({ state: 'detached' })
    await expect(first.evaluate((element) => element === document.activeElement)).resolves.toBe(true)
    expect(errors).toEqual([])
    await page.context().close()
  })

  test('Download CSV on the affiliations page holds every affiliated club', async () => {
    const { page } = await newPage(browser)
    await page.goto('/affiliations')
    // The directory wakes as it comes near the screen (ADR 031); until then its button waits, disabled.
    await page.getByRole('button', { name: 'Download CSV' }).scrollIntoViewIfNeeded()
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download CSV' }).click()])
    expect(download.suggestedFilename()).toMatch(/^affiliated-clubs-\d{4}-\d{2}-\d{2}\.csv$/)
    const records = parseCsv(readFileSync(await download.path(), 'utf8'))
    expect(records[0]).toEqual([
      'Sr. No',
      'Club Name',
      'Contact Person',
      'Contact Position',
      'Address',
      'Phone',
      'Email',
      'Website',
      'Facilities',
      'Description',
    ])
    expect(records).toHaveLength(102 + 1)
    expect(new Set(records.slice(1).map((record) => record[1])).size).toBe(102)
    await page.context().close()
  })
})

describe('what the server gives crawlers and browsers', () => {
  test('robots.txt closes the signed-in areas and names the sitemap; the sitemap lists the public pages', async () => {
    const robots = await fetch(`${baseUrl()}/robots.txt`)
    expect(robots.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(robots.headers.get('cache-control')).toBe('public, max-age=3600')
    const rules = await robots.text()
    for (const line of [
      'Disallow: /dashboard',
      'Disallow: /kitchen',
      'Disallow: /door',
      'Disallow: /member',
      'Allow: /member-login',
      'Disallow: /api/',
    ])
      expect(rules).toContain(line)
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(rules)?.[1]
    expect(sitemapUrl).toMatch(/^https?:\/\/[^/]+\/sitemap\.xml$/)

    const sitemap = await fetch(`${baseUrl()}/sitemap.xml`)
    expect(sitemap.headers.get('content-type')).toMatch(/xml/)
    const locations = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? '').pathname)
    for (const [path] of publicPages) expect(locations).toContain(path)
    expect(locations.some((path) => /login|dashboard|kitchen|member$/.test(path))).toBe(false)
  })

  test('scripts come compressed and cached for a year; the page and the worker are checked on every visit', async () => {
    const html = await fetch(`${baseUrl()}/`, { headers: { 'accept-encoding': 'br' } })
    expect(html.headers.get('cache-control')).toBe('no-cache')
    const script = /<script type="module" crossorigin(?: async)? src="([^"]+)"/.exec(await html.text())?.[1]
    expect(script).toBeTruthy()
    const asset = await fetch(`${baseUrl()}${script}`, { headers: { 'accept-encoding': 'br, gzip' } })
    expect(asset.headers.get('content-encoding')).toBe('br')
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const worker = await fetch(`${baseUrl()}/sw.js`)
    expect(worker.headers.get('cache-control')).toBe('no-cache')
    const missing = await fetch(`${baseUrl()}/images/no-such-picture.webp`)
    expect(missing.status).toBe(404)
  })

  test('the web app manifest describes an installable app', async () => {
    const manifest = (await (await fetch(`${baseUrl()}/manifest.webmanifest`)).json()) as Record<string, unknown>
    expect(manifest).toMatchObject({
      id: '/',
      name: 'New Friends Club',
      short_name: 'NFC Club',
      start_url: '/start',
      scope: '/',
      display: 'standalone',
    })
    expect(manifest.theme_color).toBeTruthy()
    expect(manifest.background_color).toBeTruthy()
    const icons = manifest.icons as { sizes: string; purpose: string }[]
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    )
  })
})

/** RFC 4180: fields may be quoted, with "" for a quote and line breaks inside quotes. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let field = ''
  let isQuoted = false
  const body = text.replace(/^\uFEFF/, '')
  for (let index = 0; index < body.length; index++) {
    const char = body[index]
    if (isQuoted) {
      if (char === '"' && body[index + 1] === '"') {
        field += '"'
        index++
      } else if (char === '"') isQuoted = false
      else field += char
    } else if (char === '"') isQuoted = true
    else if (char === ',') {
      record.push(field)
      field = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[index + 1] === '\n') index++
      record.push(field)
      records.push(record)
      record = []
      field = ''
    } else field += char
  }
  if (field !== '' || record.length > 0) records.push([...record, field])
  return records
}
