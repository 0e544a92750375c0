import { act } from '@testing-library/react'
import { renderToString } from 'react-dom/server'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Carousel } from '../../../pwa/public-site/components/Carousel'
import { Testimonials } from '../../../pwa/public-site/components/Testimonials'
import { startMenu } from '../../../pwa/public-site/islands/menu'
import { offerInstall, showChatLinks, showMemberLink, watchOnline } from '../../../pwa/public-site/islands/page-parts'
import { startRotation } from '../../../pwa/public-site/islands/rotation'

/**
 * A public page of the build runs no React for its menu, slideshows, offline bar, member link and
 * install and chat buttons (ADR 031): islands/site.ts does them on the HTML the components render.
 */
const slides = [1, 2, 3, 4].map((n) => ({ src: `/images/banner/banner-${n}`, alt: `Banner ${n}` }))

let page: HTMLElement
function drawn(html: string): HTMLElement {
  page = document.createElement('div')
  page.innerHTML = html
  document.body.append(page)
  return page
}

const currentDot = (root: HTMLElement) =>
  [...root.querySelectorAll('.rotation-controls__dot')].findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1
const currentSlide = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll(`.${name}`)].findIndex((slide) => slide.classList.contains(`${name}--current`)) + 1

afterEach(() => {
  page?.remove()
  vi.useRealTimers()
})

describe('the slideshow of a drawn page, without React', () => {
  beforeEach(() => vi.useFakeTimers())

  test('moves on every 3000 ms from the HTML Carousel renders, fetching each slide’s picture as it comes', () => {
    const root = drawn(renderToString(<Carousel slides={slides} label="Views" />)).querySelector<HTMLElement>('.carousel')!
    expect(root.querySelectorAll('img')).toHaveLength(1)
    startRotation(root)
    expect(currentSlide(root, 'carousel__slide')).toBe(1)
    vi.advanceTimersByTime(2999)
    expect(currentSlide(root, 'carousel__slide')).toBe(1)
    vi.advanceTimersByTime(1)
    expect(currentSlide(root, 'carousel__slide')).toBe(2)
    expect(currentDot(root)).toBe(2)
    const second = root.querySelectorAll('.carousel__slide')[1]!
    expect(second.getAttribute('aria-hidden')).toBeNull()
    expect(second.querySelector('img')?.getAttribute('srcset')).toContain('/images/banner/banner-2-1280.webp 1280w')
    vi.advanceTimersByTime(3000 * 3)
    expect(currentSlide(root, 'carousel__slide')).toBe(1)
  })

  test('a dot shows its slide; Pause stops it and becomes Play; a mouse over it or focus inside holds it', () => {
    const root = drawn(renderToString(<Carousel slides={slides} label="Views" />)).querySelector<HTMLElement>('.carousel')!
    startRotation(root)
    root.querySelectorAll<HTMLButtonElement>('.rotation-controls__dot')[2]!.click()
    expect(currentSlide(root, 'carousel__slide')).toBe(3)
    const toggle = root.querySelector<HTMLButtonElement>('.rotation-controls__toggle')!
    toggle.click()
    expect(toggle.getAttribute('aria-label')).toBe('Play slideshow')
    expect(toggle.dataset.playing).toBe('false')
    vi.advanceTimersByTime(10_000)
    expect(currentSlide(root, 'carousel__slide')).toBe(3)
    toggle.click()
    expect(toggle.getAttribute('aria-label')).toBe('Pause slideshow')
    root.dispatchEvent(new FocusEvent('focusin'))
    vi.advanceTimersByTime(10_000)
    expect(currentSlide(root, 'carousel__slide')).toBe(3)
    root.dispatchEvent(new FocusEvent('focusout', { relatedTarget: null }))
    vi.advanceTimersByTime(3000)
    expect(currentSlide(root, 'carousel__slide')).toBe(4)
  })

  test('under reduced motion nothing moves and no Pause is offered', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce'), addEventListener: () => {} }))
    try {
      const root = drawn(renderToString(<Carousel slides={slides} label="Views" />)).querySelector<HTMLElement>('.carousel')!
      startRotation(root)
      vi.advanceTimersByTime(10_000)
      expect(currentSlide(root, 'carousel__slide')).toBe(1)
      expect(root.querySelector<HTMLButtonElement>('.rotation-controls__toggle')!.hidden).toBe(true)
    } finally {
      vi.unstubAllGlobals()
    }
  })

  test('the testimonials move on every 5000 ms', () => {
    const root = drawn(renderToString(<Testimonials />)).querySelector<HTMLElement>('.testimonials')!
    startRotation(root)
    vi.advanceTimersByTime(4999)
    expect(currentSlide(root, 'testimonials__quote')).toBe(1)
    vi.advanceTimersByTime(1)
    expect(currentSlide(root, 'testimonials__quote')).toBe(2)
  })
})

describe('the other small parts of a drawn page', () => {
  test('the menu toggle opens and folds the menu; Escape folds it', () => {
    drawn(
      '<button class="site-header__toggle" aria-expanded="false" aria-controls="site-menu"><span>Menu</span></button><nav id="site-menu" class="site-nav"></nav>',
    )
    startMenu()
    const toggle = page.querySelector<HTMLButtonElement>('button')!
    const menu = page.querySelector('nav')!
    toggle.querySelector('span')!.click()
    expect([toggle.getAttribute('aria-expanded'), menu.classList.contains('site-nav--open')]).toEqual(['true', true])
    toggle.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    expect([toggle.getAttribute('aria-expanded'), menu.classList.contains('site-nav--open')]).toEqual(['false', false])
  })

  test('a member signed in on this device sees My club; an expired session leaves Member Login', () => {
    drawn('<a class="site-nav__login" href="/member-login">Member Login</a>')
    const link = page.querySelector('a')!
    localStorage.setItem('memberDetails', JSON.stringify({ token: 't', expiresAt: Date.now() / 1000 - 10, name: 'Asha' }))
    showMemberLink()
    expect(link.textContent).toBe('Member Login')
    localStorage.setItem('memberDetails', JSON.stringify({ token: 't', expiresAt: Date.now() / 1000 + 3600, name: 'Asha' }))
    showMemberLink()
    expect([link.textContent, link.getAttribute('href'), link.title]).toEqual(['My club', '/member', 'Signed in as Asha'])
  })

  test('the chat links appear with the club’s number, and stay hidden without one or offline', async () => {
    drawn('<a class="chat-button" hidden data-chat-link="Hello">x</a>')
    const link = page.querySelector('a')!
    await showChatLinks(document, () => Promise.reject(new TypeError('offline')))
    expect(link.hidden).toBe(true)
    await showChatLinks(document, async () => new Response(JSON.stringify({ chatNumber: '' })))
    expect(link.hidden).toBe(true)
    await showChatLinks(document, async () => new Response(JSON.stringify({ chatNumber: '+91 98100 00000' })))
    expect([link.hidden, link.getAttribute('href')]).toEqual([false, 'https://wa.me/919810000000?text=Hello'])
  })

  test('the install button shows while the browser offers installation, and asks it when pressed', async () => {
    drawn('<button hidden data-install-button>Install app</button>')
    const view = new EventTarget() as unknown as Window
    offerInstall(document, view)
    const button = page.querySelector('button')!
    expect(button.hidden).toBe(true)
    const offer = Object.assign(new Event('beforeinstallprompt'), {
      prompt: vi.fn(async () => {}),
      userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
    })
    view.dispatchEvent(offer)
    expect(button.hidden).toBe(false)
    button.click()
    await act(async () => {})
    expect(offer.prompt).toHaveBeenCalledOnce()
    expect(button.hidden).toBe(true)
  })

  test('the offline bar shows while the device is offline, and its words go when back online', () => {
    drawn('<div role="status" class="visually-hidden"><template data-offline-words>You are offline.</template></div>')
    const notice = page.querySelector<HTMLElement>('[role=status]')!
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    watchOnline()
    expect([notice.className, notice.textContent]).toEqual(['offline-notice', 'You are offline.'])
    online.mockReturnValue(true)
    window.dispatchEvent(new Event('online'))
    expect([notice.className, notice.textContent]).toEqual(['visually-hidden', ''])
    online.mockRestore()
  })
})
