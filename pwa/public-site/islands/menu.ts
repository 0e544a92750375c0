/**
 * The phone menu's toggle on a page the build rendered (ADR 031): the header is not an island, so
 * this works it for as long as the page is open. Listening on the document, it works before the
 * body is parsed. Escape folds the menu, as SiteHeader's toggle does in the app.
 */
export function startMenu(doc: Document = document): void {
  const setOpen = (toggle: Element, isOpen: boolean) => {
    toggle.setAttribute('aria-expanded', String(isOpen))
    doc.getElementById('site-menu')?.classList.toggle('site-nav--open', isOpen)
  }
  doc.addEventListener('click', (event) => {
    if (!(event.target instanceof Element)) return
    const toggle = event.target.closest('.site-header__toggle')
    if (toggle) setOpen(toggle, toggle.getAttribute('aria-expanded') !== 'true')
  })
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape' || !(event.target instanceof Element)) return
    const toggle = event.target.closest('.site-header__toggle')
    if (toggle) setOpen(toggle, false)
  })
}
