/**
 * Renders the club monogram to the PNG icons the manifest and index.html name, with the local
 * Chromium. Run once when the mark changes (`npx tsx pwa/tools/render-icons.ts`); the PNGs are
 * committed, so builds need no browser.
 */
import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'

const outDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public', 'icons')

/** `isFullBleed`: maskable and Apple icons are cropped by the platform, so no corners of our own. */
function monogram(isFullBleed: boolean): string {
  const corner = isFullBleed ? 0 : 112
  // The maskable safe zone is the centre circle of 80% diameter: the rings stay inside it.
  const scale = isFullBleed ? 0.78 : 1
  return `
<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="#14532d"/>
      <stop offset="1" stop-color="#0b2e22"/>
    </linearGradient>
  </defs>
  <rect width="512" height="512" rx="${corner}" fill="url(#bg)"/>
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)">
    <circle cx="256" cy="256" r="200" fill="none" stroke="#c9a227" stroke-width="14"/>
    <circle cx="256" cy="256" r="176" fill="none" stroke="#e6cf86" stroke-width="3"/>
    <text x="256" y="292" text-anchor="middle" font-family="Liberation Serif, Georgia, serif" font-weight="700"
      font-size="140" letter-spacing="4" fill="#e6cf86">NFC</text>
    <text x="256" y="352" text-anchor="middle" font-family="Liberation Sans, Arial, sans-serif" font-weight="700"
      font-size="30" letter-spacing="10" fill="#c9a227">1994</text>
  </g>
</svg>`
}

const icons = [
  { file: 'icon-192.png', size: 192, isFullBleed: false },
  { file: 'icon-512.png', size: 512, isFullBleed: false },
  { file: 'icon-maskable-512.png', size: 512, isFullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, isFullBleed: true },
  { file: 'favicon-32.png', size: 32, isFullBleed: false },
  // The club's mark beside its name in the headers (up to 48 px shown, sharp at 2×).
  { file: 'mark-96.png', size: 96, isFullBleed: false },
]

async function main() {
  mkdirSync(outDir, { recursive: true })
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  })
  try {
    for (const icon of icons) {
      const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } })
      const svg = monogram(icon.isFullBleed).replace('width="512" height="512"', `width="${icon.size}" height="${icon.size}"`)
      await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`)
      await page.screenshot({ path: path.join(outDir, icon.file), omitBackground: true })
      await page.close()
      console.log(`wrote ${icon.file}`)
    }
  } finally {
    await browser.close()
  }
}

await main()
