/**
 * 'New Year's Eve Gala 2026' → 'new-year-s-eve-gala-2026': lowercased, each run of characters other
 * than letters and digits turned into one hyphen. The Events page derives a gallery's section id
 * by the same rule (spec 1 §2), and the function photos live under /images/functions/{slug}/.
 * Hyphens at either end are dropped so a title ending in '!' still gives a clean URL part.
 */
export function eventSlug(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}
