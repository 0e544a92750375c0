import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

let t: TestApp
let publicDir: string
beforeAll(async () => {
  publicDir = mkdtempSync(path.join(tmpdir(), 'club-static-'))
  mkdirSync(path.join(publicDir, 'assets'))
  writeFileSync(
    path.join(publicDir, 'index.html'),
    '<!doctype html><title>Club</title><div id="root"><h1>Home</h1><p>@@club:name@@</p></div>',
  )
  writeFileSync(path.join(publicDir, 'app.html'), '<!doctype html><title>Club</title><div id="root"></div>')
  writeFileSync(path.join(publicDir, 'about.html'), '<!doctype html><title>About</title><div id="root"><h1>About</h1></div>')
  writeFileSync(
    path.join(publicDir, 'contact.html'),
    '<!doctype html><head><title>Contact</title><script type="application/ld+json">{"url":"https://club.example/","name":"Old"}</script></head>' +
      '<div id="root"><address>@@club:addressLine@@</address><a href="@@club:phoneHref@@">@@club:phone@@</a>' +
      '<iframe src="https://maps.example/?q=%40%40club%3AmapQuery%40%40"></iframe></div>',
  )
  writeFileSync(path.join(publicDir, 'assets', 'main-abc123.js'), 'console.log(1)')
  writeFileSync(path.join(publicDir, 'sw.js'), 'self.addEventListener("install", () => {})')
  // The build's list of the app's pages (scripts/prerender.ts).
  writeFileSync(
    path.join(publicDir, 'app-routes.json'),
    JSON.stringify(['/', '/about', '/dashboard', '/dashboard/events', '/dashboard/events/:eventId', '/gallery']),
  )
  t = await createTestApp({ publicDir, seed: 'schema' })
})
afterAll(async () => {
  await t.close()
  rmSync(publicDir, { recursive: true, force: true })
})

describe('serving the built app', () => {
  test('an app route like /dashboard/events gets the empty shell, app.html (the app’s router decides)', async () => {
    const response = await t.call('GET', '/dashboard/events')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/text\/html/)
    expect(response.text).toContain('<div id="root"></div>')
    expect(response.headers.get('cache-control')).toBe('no-cache')
  })

  test('a public page rendered at build time is sent drawn: / and /about; other paths get the shell', async () => {
    expect((await t.call('GET', '/')).text).toContain('<h1>Home</h1><p>New Friends Club</p>')
    expect((await t.call('GET', '/index.html')).text).toContain('<p>New Friends Club</p>')
    const about = await t.call('GET', '/about')
    expect(about.text).toContain('<h1>About</h1>')
    expect(about.headers.get('cache-control')).toBe('no-cache')
    expect((await t.call('GET', '/about/')).text).toContain('<h1>About</h1>')
    expect((await t.call('GET', '/gallery')).text).toContain('<div id="root"></div>')
    expect((await t.call('GET', '/About')).text).toContain('<div id="root"></div>')
  })

  test('a page rendered at build time is sent with the club’s current profile in it, and the app is handed the profile', async () => {
    await t.db
      .updateTable('organisations')
      .set({ address_line: '7 <Ring> Road & Lane', phones: ['011-26830000'] })
      .execute()
    for (const page of ['/contact', '/contact.html']) {
      const response = await t.call('GET', page)
      expect(response.status).toBe(200)
      expect(response.text).toContain('<address>7 &lt;Ring&gt; Road &amp; Lane</address>')
      expect(response.text).toContain('<a href="tel:01126830000">011-26830000</a>')
      expect(response.text).toContain(`?q=${encodeURIComponent('New Friends Club, New Friends Colony, New Delhi, Delhi 110025')}"`)
      expect(response.text).not.toContain('@@club:')
      const compressed = await t.app.request(page, { headers: { 'accept-encoding': 'gzip' } })
      expect(compressed.headers.get('content-encoding')).toBe('gzip')
      const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(response.text)![1]!)
      expect(jsonLd).toMatchObject({
        name: 'New Friends Club',
        url: 'https://club.example/',
        address: { streetAddress: '7 <Ring> Road & Lane' },
      })
      const handed = JSON.parse(/<script type="application\/json" id="club-profile">(.*?)<\/script>/.exec(response.text)![1]!)
      expect(handed.profile.address_line).toBe('7 <Ring> Road & Lane')
    }
  })

  test('a path the app has no page for gets the shell (the app says Page Not Found) with status 404', async () => {
    for (const missing of ['/no-such-page', '/dashboard/no-such-area', '/dashboard/events/12/no-such-tab', '/about/more']) {
      const response = await t.call('GET', missing)
      expect(response.status, missing).toBe(404)
      expect(response.headers.get('content-type')).toMatch(/text\/html/)
      expect(response.text).toContain('<div id="root"></div>')
      expect(response.headers.get('cache-control')).toBe('no-cache')
    }
    for (const page of ['/dashboard', '/dashboard/events/12', '/Dashboard/Events/12/', '/gallery'])
      expect((await t.call('GET', page)).status, page).toBe(200)
  })

  test('hashed assets are cached for a year; the service worker never', async () => {
    const asset = await t.call('GET', '/assets/main-abc123.js')
    expect(asset.status).toBe(200)
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const worker = await t.call('GET', '/sw.js')
    expect(worker.headers.get('cache-control')).toBe('no-cache')
  })

  test('API paths never fall back to the app', async () => {
    const response = await t.call('GET', '/api/unknown/thing')
    expect(response.status).toBe(404)
    expect(response.body.code).toBe('not_found')
    const uploads = await t.call('GET', '/uploads/missing.png')
    expect(uploads.status).toBe(404)
  })

  test('a path outside the folder cannot be read', async () => {
    const response = await t.call('GET', '/..%2f..%2fetc%2fpasswd')
    expect(response.text).not.toContain('root:')
  })
})
