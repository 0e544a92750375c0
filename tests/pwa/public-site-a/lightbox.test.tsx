import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { GalleryGrid } from '../../../pwa/public-site/components/GalleryGrid'

const photos = [1, 2, 3, 4].map((n) => ({ src: `/images/gallery/club-0${n}`, alt: `Photo ${n}` }))

function openGalleryAt(position: number) {
  render(<GalleryGrid images={photos} label="Club Gallery" />)
  const thumbnail = screen.getByRole('button', { name: `Photo ${position}` })
  fireEvent.click(thumbnail)
  const dialog = screen.getByRole('dialog', { name: 'Club Gallery' })
  return { thumbnail, dialog }
}

const shown = () => within(screen.getByRole('dialog')).getByRole('img').getAttribute('alt')
const zoom = () => Number(within(screen.getByRole('dialog')).getByRole('img').getAttribute('data-zoom'))
const press = (key: string) => fireEvent.keyDown(document, { key })
const button = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name })
const stage = () => screen.getByRole('dialog').querySelector('.lightbox__stage')!

function swipe(from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(stage(), { pointerId: 1, pointerType: 'touch', clientX: from[0], clientY: from[1] })
  fireEvent.pointerMove(stage(), { pointerId: 1, pointerType: 'touch', clientX: to[0], clientY: to[1] })
  fireEvent.pointerUp(stage(), { pointerId: 1, pointerType: 'touch', clientX: to[0], clientY: to[1] })
}

describe('the gallery lightbox', () => {
  test('opens at the clicked image as a modal dialog that locks the page behind', () => {
    const { dialog } = openGalleryAt(3)
    expect(shown()).toBe('Photo 3')
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(document.body.style.overflow).toBe('hidden')
    expect(within(dialog).getByText('Photo 3', { selector: 'p' })).toBeTruthy()
  })

  test('Escape closes it, unlocks the page and puts focus back on the thumbnail that opened it', () => {
    const { thumbnail } = openGalleryAt(2)
    press('ArrowRight')
    press('Escape')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.body.style.overflow).toBe('')
    expect(document.activeElement).toBe(thumbnail)
  })

  test("'Close lightbox' closes it too", () => {
    openGalleryAt(1)
    fireEvent.click(button('Close lightbox'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('the arrow keys move through the images and wrap around, one move per 180 ms when a key repeats', () => {
    vi.useFakeTimers()
    openGalleryAt(4)
    press('ArrowRight')
    expect(shown()).toBe('Photo 1')
    press('ArrowLeft')
    expect(shown()).toBe('Photo 1')
    act(() => void vi.advanceTimersByTime(179))
    press('ArrowLeft')
    expect(shown()).toBe('Photo 1')
    act(() => void vi.advanceTimersByTime(1))
    press('ArrowLeft')
    expect(shown()).toBe('Photo 4')
    act(() => void vi.advanceTimersByTime(180))
    press('ArrowLeft')
    expect(shown()).toBe('Photo 3')
  })

  test("'Next image' and 'Previous image' wrap around as well", () => {
    openGalleryAt(1)
    fireEvent.click(button('Previous image'))
    expect(shown()).toBe('Photo 4')
    fireEvent.click(button('Next image'))
    fireEvent.click(button('Next image'))
    expect(shown()).toBe('Photo 2')
  })

  test('zooms in to 300 and out to 0 in steps of 100, and each end is marked unavailable', () => {
    openGalleryAt(1)
    expect(zoom()).toBe(0)
    expect(button('Zoom out').getAttribute('aria-disabled')).toBe('true')
    for (const expected of [100, 200, 300, 300]) {
      fireEvent.click(button('Zoom in'))
      expect(zoom()).toBe(expected)
    }
    expect(button('Zoom in').getAttribute('aria-disabled')).toBe('true')
    for (const expected of [200, 100, 0, 0]) {
      fireEvent.click(button('Zoom out'))
      expect(zoom()).toBe(expected)
    }
  })

  test('a double-click zooms in one step', () => {
    openGalleryAt(1)
    fireEvent.doubleClick(within(screen.getByRole('dialog')).getByRole('img'))
    expect(zoom()).toBe(100)
  })

  test('moving to another image resets the zoom', () => {
    openGalleryAt(1)
    fireEvent.click(button('Zoom in'))
    fireEvent.click(button('Zoom in'))
    fireEvent.click(button('Next image'))
    expect(shown()).toBe('Photo 2')
    expect(zoom()).toBe(0)
  })

  test('a swipe of 200 px moves on; a shorter one does not', () => {
    openGalleryAt(1)
    swipe([600, 300], [401, 300])
    expect(shown()).toBe('Photo 1')
    swipe([600, 300], [400, 300])
    expect(shown()).toBe('Photo 2')
    swipe([400, 300], [600, 300])
    expect(shown()).toBe('Photo 1')
  })

  test('on a narrow screen a swipe of a quarter of its width is enough', () => {
    vi.stubGlobal('innerWidth', 400)
    openGalleryAt(1)
    swipe([300, 300], [201, 300])
    expect(shown()).toBe('Photo 1')
    swipe([300, 300], [200, 300])
    expect(shown()).toBe('Photo 2')
  })

  test('a drag that goes as much up or down as across is not a swipe', () => {
    openGalleryAt(1)
    swipe([600, 300], [380, 450])
    expect(shown()).toBe('Photo 1')
    swipe([600, 300], [380, 446])
    expect(shown()).toBe('Photo 2')
  })

  test("an image that fails to load says 'This image failed to load'", () => {
    openGalleryAt(2)
    fireEvent.error(within(screen.getByRole('dialog')).getByRole('img'))
    expect(within(screen.getByRole('dialog')).getByRole('alert').textContent).toBe('This image failed to load')
    fireEvent.click(button('Next image'))
    expect(shown()).toBe('Photo 3')
  })

  test('Tab keeps focus inside the dialog', () => {
    openGalleryAt(1)
    const last = button('Next image')
    act(() => last.focus())
    press('Tab')
    expect(document.activeElement).toBe(button('Zoom out'))
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(last)
  })
})
