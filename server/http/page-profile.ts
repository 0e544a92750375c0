import { readFile, stat } from 'node:fs/promises'
import type { Context } from 'hono'
import { publicClubProfile, type ClubProfileFields, type PublicClubProfile } from '../../domain/club-profile.js'
import { clubStructuredData, structuredDataText } from '../../domain/club-structured-data.js'
import { clubProfile } from '../organisations/organisations.service.js'
import type { AppEnv } from './context.js'

/**
 * The club's profile in the pages the build rendered (ADR 026): the build writes a placeholder
 * (`@@club:phone@@`) wherever a public page prints a field of the profile; the server fills each
 * with the club's current value when it serves the page, rewrites the JSON-LD from the profile, and
 * hands the profile to the app (`<script id="club-profile">`) so its first render prints the same.
 */
const PLACEHOLDER = /@@club:([A-Za-z]+)@@/g
/** The same placeholder inside a URL (the map's search), as encodeURIComponent wrote it. */
const ENCODED_PLACEHOLDER = /%40%40club%3A([A-Za-z]+)%40%40/g
const STRUCTURED_DATA = /(<script type="application\/ld\+json"[^>]*>)([\s\S]*?)(<\/script>)/

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#x27;')

const fieldOf = (view: PublicClubProfile, name: string) => (Object.hasOwn(view, name) ? view[name as keyof PublicClubProfile] : '')

export function fillClubProfile(html: string, profile: ClubProfileFields, servedAt: Date): string {
  const view = publicClubProfile(profile)
  const filled = html
    .replace(PLACEHOLDER, (_, name: string) => escapeHtml(fieldOf(view, name)))
    .replace(ENCODED_PLACEHOLDER, (_, name: string) => encodeURIComponent(fieldOf(view, name)))
    .replace(STRUCTURED_DATA, (whole, open: string, json: string, close: string) => {
      const siteUrl = siteUrlOf(json)
      return siteUrl === undefined ? whole : `${open}${structuredDataText(clubStructuredData(siteUrl, profile))}${close}`
    })
  const handed = `<script type="application/json" id="club-profile">${structuredDataText({ profile, servedAt: servedAt.getTime() })}</script>`
  return filled.includes('</head>') ? filled.replace('</head>', `${handed}</head>`) : handed + filled
}

/** The site's address, from the JSON-LD the build wrote (its `url`, 'https://club.example/'). */
function siteUrlOf(json: string): string | undefined {
  try {
    const url = (JSON.parse(json) as { url?: unknown }).url
    return typeof url === 'string' ? url.replace(/\/$/, '') : undefined
  } catch {
    return undefined
  }
}

const pages = new Map<string, { mtimeMs: number; html: string }>()

/** A page of the build, as it was rendered; read again only when the file changes (a new build). */
async function builtPage(file: string): Promise<string> {
  const { mtimeMs } = await stat(file)
  const known = pages.get(file)
  if (known?.mtimeMs === mtimeMs) return known.html
  const html = await readFile(file, 'utf8')
  pages.set(file, { mtimeMs, html })
  return html
}

/** Sends a page of the build with the club's profile in it (and what `fill` adds); never kept by a cache without asking. */
export async function sendPage(
  c: Context<AppEnv>,
  file: string,
  status: 200 | 404 = 200,
  fill: (html: string) => Promise<string> = async (html) => html,
) {
  const { db, clock } = c.var.deps
  const html = await fill(fillClubProfile(await builtPage(file), await clubProfile(db), clock()))
  c.header('Cache-Control', 'no-cache')
  return c.html(html, status)
}
