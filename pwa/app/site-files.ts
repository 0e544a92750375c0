import { club } from '../../domain/club'
import { clubStructuredData, structuredDataText } from '../../domain/club-structured-data'

/**
 * The files and head tags that tell crawlers about the site: sitemap.xml, robots.txt, the club's
 * JSON-LD and the Open Graph defaults of index.html. Built once, at build time, for the site's
 * absolute address (SITE_URL, ADR 009); vite.config.ts writes them into dist/.
 */

export function normaliseSiteUrl(value: string): string {
  const url = new URL(value)
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SITE_URL must be an http(s) address, not ${value}`)
  return url.origin + url.pathname.replace(/\/+$/, '')
}

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const entries = paths.map((path) => `  <url><loc>${escapeXml(siteUrl + path)}</loc></url>`)
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n')
}

/**
 * Everything public may be crawled; the signed-in areas and the API may not. Rules match by prefix,
 * and the longest rule wins, so /member-login stays open while /member (the member app) is closed.
 */
export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /dashboard',
    'Disallow: /kitchen',
    'Disallow: /door',
    'Disallow: /member',
    'Allow: /member-login',
    'Disallow: /approval/',
    'Disallow: /api/',
    'Disallow: /uploads/',
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n')
}

export { clubStructuredData }

export interface HeadTag {
  tag: 'meta' | 'script' | 'link'
  attrs: Record<string, string>
  children?: string
}

/**
 * What index.html says before any script runs: share previews (WhatsApp, Facebook) and search
 * engines that do not run JavaScript read only these. Each page's <PageMeta> replaces them. No
 * canonical link or og:url here: this one file answers every path, and naming '/' would tell a
 * crawler that /events is a copy of the home page.
 */
export function defaultHeadTags(siteUrl: string): HeadTag[] {
  const title = `${club.name} · ${club.place}`
  const description = `${club.name}, ${club.place}: a members' social and sports club since 1994, with banquets, sports, dining and ${club.affiliatedClubCount} affiliated clubs.`
  const meta = (key: 'name' | 'property', name: string, content: string): HeadTag => ({
    tag: 'meta',
    attrs: { [key]: name, content, 'data-static-head': '' },
  })
  const jsonLd = structuredDataText(clubStructuredData(siteUrl))
  return [
    meta('name', 'description', description),
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', club.name),
    meta('property', 'og:locale', 'en_IN'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:image', `${siteUrl}/images/og-cover-1200.jpg`),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('property', 'og:image:alt', `The clubhouse of ${club.name} at dusk`),
    meta('name', 'twitter:card', 'summary_large_image'),
    { tag: 'script', attrs: { type: 'application/ld+json' }, children: jsonLd },
  ]
}
