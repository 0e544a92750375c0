/**
 * Brings a section that just appeared into view (smoothly, unless the user asked the system for less
 * motion) and moves focus into it, so keyboard and screen-reader users land where sighted ones look.
 * The focus target is usually the section's heading, with tabIndex={-1}.
 */
export function revealSection(section: HTMLElement, focusTarget: HTMLElement): void {
  const prefersLessMotion = typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  section.scrollIntoView({ behavior: prefersLessMotion ? 'auto' : 'smooth', block: 'start' })
  focusTarget.focus({ preventScroll: true })
}
