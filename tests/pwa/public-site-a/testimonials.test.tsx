import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { Testimonials } from '../../../pwa/public-site/components/Testimonials'
import { testimonials } from '../../../pwa/public-site/content/testimonials'

const shownAuthor = () =>
  within(screen.getByRole('group')).getByText((_, element) => element?.classList.contains('testimonials__author') ?? false).textContent
const wait = (ms: number) => act(() => void vi.advanceTimersByTime(ms))

describe('the testimonials card', () => {
  beforeEach(() => vi.useFakeTimers())

  test('holds four fixed quotes with their authors', () => {
    expect(testimonials).toHaveLength(4)
    for (const item of testimonials) expect(item.quote.length && item.author.length).toBeGreaterThan(0)
  })

  test('shows the next quote every 5000 ms and the first again after the last', () => {
    render(<Testimonials />)
    const authors = testimonials.map((item) => item.author)
    expect(shownAuthor()).toBe(authors[0])
    wait(4999)
    expect(shownAuthor()).toBe(authors[0])
    wait(1)
    expect(shownAuthor()).toBe(authors[1])
    wait(5000)
    wait(5000)
    expect(shownAuthor()).toBe(authors[3])
    wait(5000)
    expect(shownAuthor()).toBe(authors[0])
  })

  test('has a visible dot per quote that jumps to it', () => {
    render(<Testimonials />)
    const dots = screen.getAllByRole('button', { name: /^Show testimonial \d$/ })
    expect(dots).toHaveLength(4)
    fireEvent.click(dots[2]!)
    expect(shownAuthor()).toBe(testimonials[2]!.author)
    expect(dots[2]!.getAttribute('aria-current')).toBe('true')
  })

  test('holds still while hovered or focused', () => {
    render(<Testimonials />)
    const card = screen.getByRole('region', { name: 'What our members say' })
    fireEvent.pointerEnter(card, { pointerType: 'mouse' })
    wait(15000)
    expect(shownAuthor()).toBe(testimonials[0]!.author)
    fireEvent.pointerLeave(card, { pointerType: 'mouse' })
    act(() => screen.getByRole('button', { name: 'Show testimonial 1' }).focus())
    wait(15000)
    expect(shownAuthor()).toBe(testimonials[0]!.author)
  })
})
