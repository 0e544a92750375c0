import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { Carousel } from '../../../pwa/public-site/components/Carousel'

const slides = [1, 2, 3, 4].map((n) => ({ src: `/images/banner/banner-${n}`, alt: `Banner ${n}` }))

/** The slide whose dot is marked current, counted from 1. */
const currentSlide = () =>
  screen.getAllByRole('button', { name: /^Go to slide \d$/ }).findIndex((dot) => dot.getAttribute('aria-current') === 'true') + 1
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

function preferReducedMotion() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('reduce'),
    addEventListener: () => {},
    removeEventListener: () => {},
  }))
}

describe('the banner carousel', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    Reflect.deleteProperty(document, 'hidden')
  })

  test('moves on every 3000 ms, one slide at a time, and from the last back to the first', () => {
    render(<Carousel slides={slides} label="Views of the club" />)
    expect(currentSlide()).toBe(1)
    wait(2999)
    expect(currentSlide()).toBe(1)
    wait(1)
    expect(currentSlide()).toBe(2)
    wait(3000)
    expect(currentSlide()).toBe(3)
    wait(3000)
    expect(currentSlide()).toBe(4)
    wait(3000)
    expect(currentSlide()).toBe(1)
  })

  test('shows only the current slide to assistive technology, and its picture loads first', () => {
    render(<Carousel slides={slides} label="Views of the club" />)
    expect(screen.getByRole('region', { name: 'Views of the club' }).getAttribute('aria-roledescription')).toBe('carousel')
    expect(screen.getAllByRole('group').map((slide) => slide.getAttribute('aria-label'))).toEqual(['1 of 4'])
    expect(screen.getByRole('img', { name: 'Banner 1' }).getAttribute('loading')).toBe('eager')
    wait(3000)
    expect(screen.getByRole('group', { name: '2 of 4' })).toBeTruthy()
    expect(screen.queryByRole('img', { name: 'Banner 1' })).toBeNull()
  })

  test('a dot jumps to its slide, which then gets a full 3000 ms', () => {
    render(<Carousel slides={slides} label="Views of the club" />)
    wait(2000)
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 3' }))
    expect(currentSlide()).toBe(3)
    expect(screen.getByRole('button', { name: 'Go to slide 3' }).getAttribute('aria-current')).toBe('true')
    wait(2999)
    expect(currentSlide()).toBe(3)
    wait(1)
    expect(currentSlide()).toBe(4)
  })

  test('holds still while the mouse is over it or focus is inside it', () => {
    render(<Carousel slides={slides} label="Views of the club" />)
    const carousel = screen.getByRole('region', { name: 'Views of the club' })
    fireEvent.pointerEnter(carousel, { pointerType: 'mouse' })
    wait(9000)
    expect(currentSlide()).toBe(1)
    fireEvent.pointerLeave(carousel, { pointerType: 'mouse' })
    wait(3000)
    expect(currentSlide()).toBe(2)

    const dot = screen.getByRole('button', { name: 'Go to slide 1' })
    act(() => dot.focus())
    wait(9000)
    expect(currentSlide()).toBe(2)
    act(() => dot.blur())
    wait(3000)
    expect(currentSlide()).toBe(3)
  })

  test('a touch on it does not stop it for good, as a mouse hover would', () => {
    render(<Carousel slides={slides} label="Views of the club" />)
    fireEvent.pointerEnter(screen.getByRole('region', { name: 'Views of the club' }), { pointerType: 'touch' })
    wait(3000)
    expect(currentSlide()).toBe(2)
  })

  test('holds still while the tab is hidden', () => {
    render(<Carousel slides={slides} label="Views of the club" />)
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true })
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    wait(9000)
    expect(currentSlide()).toBe(1)
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => false })
    act(() => void document.dispatchEvent(new Event('visibilitychange')))
    wait(3000)
    expect(currentSlide()).toBe(2)
  })

  test('the pause button stops it and the play button starts it again', () => {
    render(<Carousel slides={slides} label="Views of the club" />)
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }))
    wait(9000)
    expect(currentSlide()).toBe(1)
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }))
    wait(3000)
    expect(currentSlide()).toBe(2)
  })

  test('never moves by itself when the visitor prefers reduced motion, but the dots still work', () => {
    preferReducedMotion()
    render(<Carousel slides={slides} label="Views of the club" />)
    wait(12000)
    expect(currentSlide()).toBe(1)
    expect(screen.queryByRole('button', { name: /slideshow/ })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Go to slide 2' }))
    expect(currentSlide()).toBe(2)
  })

  test('a single picture is a still banner, without dots', () => {
    render(<Carousel slides={slides.slice(0, 1)} label="The clubhouse" />)
    expect(screen.queryByRole('button')).toBeNull()
    expect(screen.getByRole('region', { name: 'The clubhouse' }).getAttribute('aria-roledescription')).toBeNull()
  })
})
