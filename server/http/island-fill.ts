import { existsSync } from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Islands drawn with their data when the server sends a page (ADR 039). The build renders an
 * island of a public page in its loading state, and the browser then loads React, the island's
 * code and its data before the visitor sees anything: on a slow phone, most of a second of a busy
 * main thread for the Events page's tiles. For an island that declares its reads
 * (pwa/public-site/islands/server-islands.tsx), the server makes them inside itself, draws the
 * island with the answers (the build's server bundle of the islands), writes them beside it
 * (`data-seeds`), and marks it to wake at the first touch: the page needs no script to show them.
 */

/** Where the build writes the islands' server bundle: beside the public folder, never served. */
export const serverIslandsDir = (publicDir: string) => `${path.resolve(publicDir)}-server`
export const SERVER_ISLANDS_FILE = 'islands.js'

type Query = Record<string, string | number> | undefined
export type PublicReader = (path: string, query: Query) => Promise<unknown>
interface DrawnIsland {
  html: string
  seeds: unknown[]
}
type RenderIsland = (name: string, props: object, idPrefix: string, read: PublicReader) => Promise<DrawnIsland | null>

/** The build's server bundle of the islands, loaded once; null without one (tests, a dev server, an older build). */
export function serverIslandRenderer(publicDir: string): () => Promise<RenderIsland | null> {
  const file = path.join(serverIslandsDir(publicDir), SERVER_ISLANDS_FILE)
  let loading: Promise<RenderIsland | null> | undefined
  return () =>
    (loading ??= existsSync(file)
      ? import(pathToFileURL(file).href).then((module: { renderIslandOnServer?: RenderIsland }) => module.renderIslandOnServer ?? null)
      : Promise.resolve(null))
}

const ISLAND_OPENING = /<div class="island" data-island="([a-z-]+)" data-island-id="(i\d+-)" data-when="([a-z]+)" data-props="([^"]*)">/g

const escapeAttribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const unescapeAttribute = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** Where the div opened at `from` closes: React's HTML is well formed, and `<` in text or attributes is escaped. */
function closingOf(html: string, from: number): number {
  const tag = /<div[\s>]|<\/div>/g
  tag.lastIndex = from
  let depth = 0
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[0] === '</div>' ? -1 : 1
    if (depth === 0) return match.index
  }
  return -1
}

/**
 * The page with each island that has reads drawn with their answers now. An island whose reads or
 * drawing fail stays as built (it then fetches for itself in the browser, as before).
 */
export async function fillIslands(
  html: string,
  render: RenderIsland,
  read: PublicReader,
  onError: (error: unknown) => void,
): Promise<string> {
  let filled = ''
  let copiedTo = 0
  for (const match of html.matchAll(ISLAND_OPENING)) {
    const [opening, name, idPrefix, , propsText] = match as unknown as [string, string, string, string, string]
    const start = match.index
    const end = closingOf(html, start)
    if (end < 0 || start < copiedTo) continue
    let drawn: DrawnIsland | null
    try {
      drawn = await render(name, JSON.parse(unescapeAttribute(propsText)) as object, idPrefix, read)
    } catch (error) {
      onError(error)
      continue
    }
    if (!drawn) continue
    const wakesOnTouch = opening
      .replace(/ data-when="[a-z]+"/, ' data-when="interaction"')
      .replace(/>$/, ` data-seeds="${escapeAttribute(JSON.stringify(drawn.seeds))}">`)
    filled += html.slice(copiedTo, start) + wakesOnTouch + drawn.html
    copiedTo = end
  }
  return copiedTo === 0 ? html : filled + html.slice(copiedTo)
}
