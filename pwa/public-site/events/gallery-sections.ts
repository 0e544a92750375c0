import { eventSlug } from '../../../domain/slug'

/**
 * The section id of each function's gallery: eventSlug(title), the spec's rule (§2). Two functions
 * with the same title would share an id and the second tile would lead to the first gallery, so a
 * repeat gets '-2', '-3'...; a title with no letters or digits falls back to 'event-{n}'.
 */
export function gallerySectionIds(titles: readonly string[]): string[] {
  const seen = new Map<string, number>()
  return titles.map((title, index) => {
    const slug = eventSlug(title) || `event-${index + 1}`
    const count = (seen.get(slug) ?? 0) + 1
    seen.set(slug, count)
    return count === 1 ? slug : `${slug}-${count}`
  })
}

/** Smoothly, unless the visitor asked for less motion; then focus the heading for keyboard users. */
export function scrollToGallery(sectionId: string): void {
  const section = document.getElementById(sectionId)
  if (!section) return
  const prefersLessMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false
  section.scrollIntoView({ behavior: prefersLessMotion ? 'auto' : 'smooth', block: 'start' })
  section.querySelector<HTMLElement>('h2')?.focus({ preventScroll: true })
}
