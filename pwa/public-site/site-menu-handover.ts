/**
 * The phone menu passes from the early script (site-menu-early.ts) to SiteHeader. Until the app has
 * taken over a prerendered page, that script opens and closes the menu and notes on
 * <html data-early-menu> how the visitor left it ('open' or 'closed'). SiteHeader's first render
 * starts from the note, so it matches the page as the visitor sees it; then SiteHeader writes 'app'
 * there before React can deliver a tap to it, and the early script leaves every later tap to React:
 * one tap, one toggle.
 */

/** Whether the visitor opened the menu before the app took over; never in Node, where no one taps. */
export function wasMenuOpenedEarly(): boolean {
  return typeof document !== 'undefined' && document.documentElement.dataset.earlyMenu === 'open'
}

/** From now on React handles the toggle; run in a layout effect, in the commit that hydrates the header. */
export function takeOverFromEarlyMenu(): void {
  document.documentElement.dataset.earlyMenu = 'app'
}
