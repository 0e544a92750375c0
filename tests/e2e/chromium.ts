import { chromium, type BrowserServer } from 'playwright-core'

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * Debian's Chromium, started once for the whole end-to-end run (global-setup.ts). Each test file
 * connects to it and makes its own contexts, so files still share no storage, cookies or service
 * workers; what they no longer pay is a browser start of their own (a second or more of a core each).
 */
export function startChromium(): Promise<BrowserServer> {
  return chromium.launchServer({
    executablePath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  })
}
