/** The site's public address, fixed at build time from SITE_URL (vite.config.ts, ADR 009). */
declare const __SITE_URL__: string | undefined

export const siteUrl: string = typeof __SITE_URL__ === 'string' ? __SITE_URL__ : window.location.origin

/** '/events' → 'https://club.example/events': canonical links and share tags must be absolute. */
export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString()
}
