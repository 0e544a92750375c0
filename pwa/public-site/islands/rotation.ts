import { BANNER_WIDTHS, imageSet } from '../media/image-set'

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)'

/**
 * A slideshow or the testimonials of a page the build rendered (ADR 031), without React: what
 * use-rotation.ts and Carousel.tsx do, on their HTML. `root` carries `data-rotation` (the interval
 * in ms); its slides `data-slide`, a carousel's also `data-picture` (the banner's base path, drawn
 * only for the first slide at build time). One slide moves on every interval, from the last back to
 * the first; it holds still under a mouse, with focus inside, in a hidden tab, after Pause, and
 * always under reduced motion; and, as nobody sees it then, while it is off the screen. The clock
 * starts once the page has loaded (as it did when the app drew the page): a slide change restyles
 * the page, and a phone still busy loading it should not pay for that. The next slide's picture
 * is fetched once the page has loaded.
 */
export function startRotation(root: HTMLElement, view: Window = window): void {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')].filter((slide) => slide.closest('[data-rotation]') === root)
  const count = slides.length
  if (count < 2) return
  const intervalMs = Number(root.dataset.rotation) || 3000
  const doc = view.document
  const dots = [...root.querySelectorAll<HTMLButtonElement>('.rotation-controls__dot')]
  const toggle = root.querySelector<HTMLButtonElement>('.rotation-controls__toggle')
  const reducedMotion = typeof view.matchMedia === 'function' ? view.matchMedia(REDUCED_MOTION) : null
  let index = Math.max(
    0,
    slides.findIndex((slide) => !slide.hasAttribute('aria-hidden')),
  )
  let isHovered = false
  let hasFocusInside = false
  let isStoppedByVisitor = false
  let isOffScreen = false
  let hasPageLoaded = doc.readyState === 'complete'
  let timer: ReturnType<typeof setTimeout> | undefined

  const prefersReducedMotion = () => reducedMotion?.matches === true
  const canRotate = () => !isStoppedByVisitor && !prefersReducedMotion()
  const isRunning = () => hasPageLoaded && canRotate() && !isHovered && !hasFocusInside && !doc.hidden && !isOffScreen

  function loadPicture(slide: HTMLElement | undefined) {
    const base = slide?.dataset.picture
    if (!slide || !base || slide.querySelector('img')) return
    const set = imageSet(base, BANNER_WIDTHS)
    const image = doc.createElement('img')
    Object.assign(image, { src: set.src, srcset: set.srcSet, sizes: '100vw', alt: slide.dataset.alt ?? '', width: 1920, height: 840 })
    image.className = 'carousel__image'
    image.loading = 'lazy'
    image.decoding = 'async'
    slide.append(image)
  }

  function schedule() {
    clearTimeout(timer)
    if (isRunning()) timer = setTimeout(() => show((index + 1) % count), intervalMs)
  }

  function show(next: number) {
    index = ((next % count) + count) % count
    loadPicture(slides[index])
    slides.forEach((slide, position) => {
      const currentClass = `${slide.classList[0] ?? 'slide'}--current`
      slide.classList.toggle(currentClass, position === index)
      if (position === index) slide.removeAttribute('aria-hidden')
      else slide.setAttribute('aria-hidden', 'true')
    })
    dots.forEach((dot, position) => {
      if (position === index) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
    if (hasPageLoaded) loadPicture(slides[(index + 1) % count])
    schedule()
  }

  // Only what changed: on a drawn page the first call changes nothing, and restyles nothing.
  function showToggle() {
    if (!toggle) return
    const subject = toggle.dataset.subject ?? 'slideshow'
    const label = canRotate() ? `Pause ${subject}` : `Play ${subject}`
    if (toggle.hidden !== prefersReducedMotion()) toggle.hidden = prefersReducedMotion()
    if (toggle.dataset.playing !== String(canRotate())) toggle.dataset.playing = String(canRotate())
    if (toggle.getAttribute('aria-label') !== label) toggle.setAttribute('aria-label', label)
  }

  dots.forEach((dot, position) => dot.addEventListener('click', () => show(position)))
  toggle?.addEventListener('click', () => {
    isStoppedByVisitor = !isStoppedByVisitor
    showToggle()
    schedule()
  })
  // A touch "hover" never ends; only a real mouse pauses by hovering.
  root.addEventListener('pointerenter', (event) => {
    if (event.pointerType !== 'mouse') return
    isHovered = true
    schedule()
  })
  root.addEventListener('pointerleave', (event) => {
    if (event.pointerType !== 'mouse') return
    isHovered = false
    schedule()
  })
  root.addEventListener('focusin', () => {
    hasFocusInside = true
    schedule()
  })
  root.addEventListener('focusout', (event) => {
    if (root.contains(event.relatedTarget as Node | null)) return
    hasFocusInside = false
    schedule()
  })
  doc.addEventListener('visibilitychange', schedule)
  reducedMotion?.addEventListener('change', () => {
    showToggle()
    schedule()
  })
  if (typeof IntersectionObserver !== 'undefined') {
    new IntersectionObserver((entries) => {
      isOffScreen = !entries.some((entry) => entry.isIntersecting)
      schedule()
    }).observe(root)
  }
  const onLoad = () => {
    hasPageLoaded = true
    loadPicture(slides[(index + 1) % count])
    schedule()
  }
  if (hasPageLoaded) onLoad()
  else view.addEventListener('load', onLoad, { once: true })
  showToggle()
  schedule()
}

/** Every slideshow and testimonials card on the page. */
export function startRotations(view: Window = window): void {
  for (const root of view.document.querySelectorAll<HTMLElement>('[data-rotation]')) startRotation(root, view)
}
