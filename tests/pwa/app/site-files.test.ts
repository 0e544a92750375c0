import { describe, expect, test } from 'vitest'
import { indexablePublicPaths, unlistedPublicPaths } from '../../../pwa/app/public-pages'
import { clubStructuredData, defaultHeadTags, normaliseSiteUrl, robotsTxt, sitemapXml } from '../../../pwa/app/site-files'
import { isPublicPath } from '../../../pwa/auth/public-paths'
import { routePatterns } from '../../../pwa/app/route-patterns'
import { appRoutes } from '../../../pwa/routes'

const SITE = 'https://club.example'

/** The paths of the pages inside the public frame, as the router knows them. */
function publicFramePaths(): string[] {
  const publicFrame = appRoutes[0]?.children?.find((route) => route.path === undefined && route.children)
  return routePatterns(publicFrame?.children ?? [])
}

/** Robots matching as Google does it: the longest matching rule wins, Allow on a tie. */
function isCrawlable(robots: string, path: string): boolean {
  let best = { length: -1, isAllowed: true }
  for (const line of robots.split('\n')) {
    const match = /^(Allow|Disallow):\s*(\S+)$/.exec(line)
    if (!match?.[2] || !path.startsWith(match[2])) continue
    const isAllowed = match[1] === 'Allow'
    if (match[2].length > best.length || (match[2].length === best.length && isAllowed)) best = { length: match[2].length, isAllowed }
  }
  return best.isAllowed
}

describe('sitemap.xml', () => {
  test('lists every public page of the router, and the router has no public page it forgets', () => {
    expect(new Set(publicFramePaths())).toEqual(new Set([...indexablePublicPaths, ...unlistedPublicPaths]))
  })

  test('every listed page opens without a session', () => {
    for (const path of indexablePublicPaths) expect(isPublicPath(path), path).toBe(true)
  })

  test('names each page by its absolute address', () => {
    const xml = sitemapXml(SITE, ['/', '/events'])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://club.example/',
      'https://club.example/events',
    ])
  })

  test('the site address is read without a trailing slash and must be http(s)', () => {
    expect(normaliseSiteUrl('https://club.example/')).toBe('https://club.example')
    expect(() => normaliseSiteUrl('ftp://club.example')).toThrow(/http/)
  })
})

describe('robots.txt', () => {
  const robots = robotsTxt(SITE)

  test('lets crawlers read every public page, sign-in doors included', () => {
    for (const path of [...indexablePublicPaths, '/member-login', '/login']) expect(isCrawlable(robots, path), path).toBe(true)
  })

  test('keeps them out of the signed-in areas and the API', () => {
    for (const path of [
      '/dashboard',
      '/dashboard/members',
      '/kitchen',
      '/door',
      '/member',
      '/member/api/profile',
      '/api/public/config',
      '/approval/view/3',
    ]) {
      expect(isCrawlable(robots, path), path).toBe(false)
    }
  })

  test('points to the sitemap by its absolute address', () => {
    expect(robots).toContain('Sitemap: https://club.example/sitemap.xml')
  })
})

describe('what index.html tells crawlers', () => {
  test('the club as JSON-LD: name, address with pin code, founding date, address and logo', () => {
    expect(clubStructuredData(SITE)).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'SportsClub',
      name: 'New Friends Club',
      url: 'https://club.example/',
      logo: 'https://club.example/icons/icon-512.png',
      foundingDate: '1994-01-23',
      address: { '@type': 'PostalAddress', postalCode: '110025', addressCountry: 'IN' },
    })
    expect(clubStructuredData(SITE)).not.toHaveProperty('sameAs')
  })

  test('share defaults name an absolute image, and no canonical that would claim every page is the home page', () => {
    const tags = defaultHeadTags(SITE)
    const content = (property: string) => tags.find((tag) => tag.attrs.property === property || tag.attrs.name === property)?.attrs.content
    expect(content('og:image')).toBe('https://club.example/images/og-cover-1200.jpg')
    expect(content('og:title')).toBe('New Friends Club · New Friends Colony, Delhi')
    expect(content('description')).toMatch(/social and sports club/)
    expect(tags.some((tag) => tag.attrs.rel === 'canonical' || tag.attrs.property === 'og:url')).toBe(false)
  })

  test('the JSON-LD cannot end its script element early', () => {
    const script = defaultHeadTags(SITE).find((tag) => tag.tag === 'script')
    expect(script?.children).not.toMatch(/<\//)
    expect(JSON.parse(script?.children ?? '')).toMatchObject({ name: 'New Friends Club' })
  })
})
