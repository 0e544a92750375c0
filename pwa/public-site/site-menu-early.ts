/**
 * The phone menu's toggle on a prerendered page (ADR 013) before the app has taken the page over:
 * the header is drawn at once, but React listens only once the main script has arrived and run, a
 * second or more on a slow phone, and a tap in between would be lost. Loaded ahead of that script
 * (pwa/app/prerender-document.ts), this does what SiteHeader's toggle does and notes the state on
 * <html data-early-menu>; SiteHeader starts from the note and, once React handles the toggle,
 * writes 'app' there, which stands this script down (site-menu-handover.ts).
 *
 * It imports nothing, so that it stays a file of its own: a module shared with the app would become
 * a chunk that both had to fetch. Listening on the document, it works before the body is parsed.
 */
const root = document.documentElement

document.addEventListener('click', (event) => {
  if (root.dataset.earlyMenu === 'app' || !(event.target instanceof Element)) return
  const toggle = event.target.closest('.site-header__toggle')
  const menu = document.getElementById('site-menu')
  if (!toggle || !menu) return
  const isOpen = toggle.getAttribute('aria-expanded') !== 'true'
  toggle.setAttribute('aria-expanded', String(isOpen))
  menu.classList.toggle('site-nav--open', isOpen)
  root.dataset.earlyMenu = isOpen ? 'open' : 'closed'
})

export {}
