import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { fillIslands, SERVER_ISLANDS_FILE, serverIslandsDir } from '../../server/http/island-fill.js'
import { createTestApp, type TestApp } from '../helpers/test-app.js'

// An island of a page as the build writes it (pwa/public-site/islands/Island.tsx, ADR 031).
const island = (name: string, id: string, inner: string, props = '{}') =>
  `<div class="island" data-island="${name}" data-island-id="${id}" data-when="visible" data-props="${props.replace(/"/g, '&quot;')}">${inner}</div>`
const loading = '<section><div class="status"><p>Loading…</p></div></section>'

describe('drawing islands into a page (ADR 039)', () => {
  const drawn = async (name: string, props: object, idPrefix: string) =>
    name === 'past-functions'
      ? { html: `<section><div>${idPrefix} ${JSON.stringify(props)}</div></section>`, seeds: [{ queryKey: ['q'], data: 1 }] }
      : null

  test('an island with reads is drawn with their answers, handed its seeds, and wakes at the first touch', async () => {
    const page = `<main><div>${island('past-functions', 'i0-', loading, '{"year":"2026"}')}</div><footer>after</footer></main>`
    const html = await fillIslands(
      page,
      drawn,
      async () => ({}),
      () => {},
    )
    expect(html).toBe(
      '<main><div><div class="island" data-island="past-functions" data-island-id="i0-" data-when="interaction" data-props="{&quot;year&quot;:&quot;2026&quot;}"' +
        ' data-seeds="[{&quot;queryKey&quot;:[&quot;q&quot;],&quot;data&quot;:1}]">' +
        '<section><div>i0- {"year":"2026"}</div></section></div></div><footer>after</footer></main>',
    )
  })

  test('an island without reads, and one whose drawing fails, stay as built; the rest of the page is untouched', async () => {
    const errors: unknown[] = []
    const failing = async (name: string) => {
      if (name === 'map-embed') throw new Error('the database is down')
      return null
    }
    const page = `<h1>Events</h1>${island('map-embed', 'i0-', loading)}<p>between</p>${island('gallery-grid', 'i1-', loading)}`
    expect(
      await fillIslands(
        page,
        failing,
        async () => ({}),
        (error) => errors.push(error),
      ),
    ).toBe(page)
    expect(errors).toEqual([new Error('the database is down')])
  })
})

describe('a page sent by the server with its islands drawn', () => {
  let t: TestApp
  let publicDir: string
  beforeAll(async () => {
    publicDir = mkdtempSync(path.join(tmpdir(), 'club-islands-'))
    writeFileSync(path.join(publicDir, 'index.html'), '<!doctype html><title>Club</title><div id="root"></div>')
    writeFileSync(
      path.join(publicDir, 'events.html'),
      `<!doctype html><title>Events</title><div id="root">${island('past-functions', 'i0-', loading)}</div>`,
    )
    // A stand-in for the build's server bundle (scripts/prerender.ts): it draws what its read answered.
    mkdirSync(serverIslandsDir(publicDir))
    writeFileSync(
      path.join(serverIslandsDir(publicDir), SERVER_ISLANDS_FILE),
      `export async function renderIslandOnServer(name, props, idPrefix, read) {
        if (name !== 'past-functions') return null
        const answer = await read('/api/public/occasionlist', { page: 1, limit: 5 })
        return { html: '<pre>' + JSON.stringify(answer) + '</pre>', seeds: [{ queryKey: ['public-occasions'], data: answer }] }
      }`,
    )
    t = await createTestApp({ publicDir, seed: 'schema' })
  })
  afterAll(async () => {
    await t.close()
    rmSync(publicDir, { recursive: true, force: true })
    rmSync(serverIslandsDir(publicDir), { recursive: true, force: true })
  })

  test("a visitor's navigation gets the island drawn from the public API's own answer", async () => {
    const answer = await t.call('GET', '/api/public/occasionlist?page=1&limit=5')
    expect(answer.status).toBe(200)
    const page = await t.call('GET', '/events', { headers: { 'sec-fetch-mode': 'navigate' } })
    expect(page.status).toBe(200)
    expect(page.text).toContain(`<pre>${JSON.stringify(answer.body)}</pre>`)
    expect(page.text).toContain('data-when="interaction"')
    expect(page.text).not.toContain('Loading…')
  })

  test("the service worker's precache gets the page as built, which fetches fresh data when opened", async () => {
    for (const request of ['/events', '/events.html']) {
      const page = await t.call('GET', request, { headers: { 'sec-fetch-mode': 'cors' } })
      expect(page.text).toContain(`data-when="visible" data-props="{}">${loading}</div>`)
    }
    expect((await t.call('GET', '/events.html', { headers: { 'sec-fetch-mode': 'navigate' } })).text).toContain('data-when="visible"')
  })
})
