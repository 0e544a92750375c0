import { act, fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { MapEmbed } from '../../../pwa/public-site/components/MapEmbed'
import { TourEmbed } from '../../../pwa/public-site/components/TourEmbed'
import { renderInRouter } from './render-page'

/** Every observed element is on screen at once (jsdom has no layout, and no IntersectionObserver). */
function seeEverything() {
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(private readonly callback: (entries: { isIntersecting: boolean }[]) => void) {}
      observe() {
        this.callback([{ isIntersecting: true }])
      }
      disconnect() {}
    },
  )
}

function goOffline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
  act(() => void window.dispatchEvent(new Event('offline')))
}

function goOnline() {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true)
  act(() => void window.dispatchEvent(new Event('online')))
}

describe('the map', () => {
  test("is a lazy, titled Google Maps frame under the heading 'Club in New Friends Colony, Delhi'", () => {
    renderInRouter(<MapEmbed />)
    const section = screen.getByRole('region', { name: 'Club in New Friends Colony, Delhi' })
    const frame = section.querySelector('iframe')!
    expect(frame.getAttribute('loading')).toBe('lazy')
    expect(frame.getAttribute('title')).toMatch(/New Friends Colony.*110025/)
    const src = new URL(frame.getAttribute('src')!)
    expect(src.origin).toBe('https://www.google.com')
    expect(src.searchParams.get('output')).toBe('embed')
    expect(src.searchParams.get('q')).toMatch(/New Friends Colony.*110025/)
  })

  test("offline, a card with the address and an 'Open in Maps' link takes the frame's place", () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderInRouter(<MapEmbed />)
    expect(document.querySelector('iframe')).toBeNull()
    const card = screen.getByRole('note')
    expect(card.textContent).toContain('The map needs an internet connection')
    expect(within(card).getByText(/New Friends Colony, New Delhi, Delhi 110025/)).toBeTruthy()
    const link = within(card).getByRole('link', { name: 'Open in Maps' })
    expect(link.getAttribute('href')).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=/)
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toContain('noopener')
  })

  test('going offline swaps the frame for the card, and coming back online brings the frame back', () => {
    renderInRouter(<MapEmbed />)
    expect(document.querySelector('iframe')).not.toBeNull()
    goOffline()
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('note').textContent).toContain('The map needs an internet connection')
    goOnline()
    expect(document.querySelector('iframe')).not.toBeNull()
    expect(screen.queryByRole('note')).toBeNull()
  })

  test('a frame that has not loaded 20 seconds after coming into view gives way to the card', () => {
    vi.useFakeTimers()
    seeEverything()
    renderInRouter(<MapEmbed />)
    act(() => void vi.advanceTimersByTime(19_999))
    expect(screen.queryByRole('note')).toBeNull()
    act(() => void vi.advanceTimersByTime(1))
    expect(screen.getByRole('note').textContent).toContain('The map could not be loaded')
    expect(within(screen.getByRole('note')).getByRole('link', { name: 'Open in Maps' })).toBeTruthy()
  })

  test('a frame that loads in time stays', () => {
    vi.useFakeTimers()
    seeEverything()
    renderInRouter(<MapEmbed />)
    fireEvent.load(document.querySelector('iframe')!)
    act(() => void vi.advanceTimersByTime(60_000))
    expect(document.querySelector('iframe')).not.toBeNull()
  })

  test('once the map has loaded, the card beneath it is out of reach', () => {
    renderInRouter(<MapEmbed />)
    expect(screen.getByRole('link', { name: 'Open in Maps' })).toBeTruthy()
    fireEvent.load(document.querySelector('iframe')!)
    expect(screen.queryByRole('link', { name: 'Open in Maps' })).toBeNull()
  })
})

describe('the virtual tour', () => {
  test('is a lazy, titled frame from the tour service', () => {
    renderInRouter(<TourEmbed />)
    const frame = document.querySelector('iframe')!
    expect(frame.getAttribute('loading')).toBe('lazy')
    expect(frame.getAttribute('title')).toBe('360-degree virtual tour of New Friends Club')
    expect(frame.getAttribute('src')).toMatch(/^https:\/\//)
  })

  test('offline, a card says so and offers the photo gallery instead', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false)
    renderInRouter(<TourEmbed />)
    expect(document.querySelector('iframe')).toBeNull()
    expect(screen.getByRole('note').textContent).toContain('The virtual tour needs an internet connection')
    expect(within(screen.getByRole('note')).getByRole('link', { name: 'See the club gallery' }).getAttribute('href')).toBe('/gallery')
  })
})
