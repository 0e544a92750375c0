import { act, fireEvent, render, screen } from '@testing-library/react'
import { toast } from 'sonner'
import { afterEach, describe, expect, test } from 'vitest'
import { NotificationCenter, TOASTS_WANTED_EVENT } from '../../../pwa/app/NotificationCenter'

afterEach(() => {
  toast.dismiss()
  window.history.replaceState(null, '', '/')
})

describe('where toasts appear', () => {
  test('in a signed-in area the toaster is there from the start', async () => {
    window.history.replaceState(null, '', '/dashboard/events')
    render(<NotificationCenter />)
    act(() => void toast.success('Booking cancelled successfully'))
    expect(await screen.findByText('Booking cancelled successfully')).toBeTruthy()
  })

  test('on a public page it arrives with the first key press, showing a toast raised before it', async () => {
    render(<NotificationCenter />)
    act(() => void toast.error('Invalid credentials'))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByText('Invalid credentials')).toBeNull()
    fireEvent.keyDown(window, { key: 'Enter' })
    expect(await screen.findByText('Invalid credentials')).toBeTruthy()
  })

  test('on a public page the update prompt asks for it', async () => {
    render(<NotificationCenter />)
    act(() => {
      window.dispatchEvent(new Event(TOASTS_WANTED_EVENT))
      toast('A new version is available')
    })
    expect(await screen.findByText('A new version is available')).toBeTruthy()
  })
})
