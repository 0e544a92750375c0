import { act, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { toast } from 'sonner'
import { describe, expect, test, vi } from 'vitest'
import { Toasts } from '../../pwa/app/Toasts'
import { RouteErrorPage } from '../../pwa/app/RouteErrorPage'
import { stubApi } from './helpers/fetch-stub'
import { renderApp } from './helpers/render-app'

const config = { 'GET /api/public/config': { json: { chatNumber: '919810012345' } } }

describe('the public frame', () => {
  test('the menu starts folded behind a toggle, opens, and closes when a link is chosen', async () => {
    stubApi(config)
    const app = renderApp('/')
    const toggle = screen.getByRole('button', { name: 'Menu' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    await app.user.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    const menu = screen.getByRole('navigation', { name: 'Main' })
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['About Club', '/about'],
      ['Club Functions', '/occasions'],
      ['Services', '/services'],
      ['Club Tour', '/clubtour'],
      ['Events', '/events'],
      ['Affiliations', '/affiliations'],
      ['Contact Us', '/contact'],
      ['Member Login', '/member-login'],
    ])
    await app.user.click(within(menu).getByRole('link', { name: 'Member Login' }))
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(app.currentPath()).toBe('/member-login')
  })

  test('the chat button opens WhatsApp in a new tab with the booking enquiry, to the configured number', async () => {
    stubApi(config)
    renderApp('/')
    const chat = await screen.findByRole('link', { name: 'Chat with the club on WhatsApp' })
    const href = new URL(chat.getAttribute('href')!)
    expect(href.origin + href.pathname).toBe('https://wa.me/919810012345')
    expect(href.searchParams.get('text')).toMatch(/enquiry for New Friends Club regarding Booking/)
    expect(chat.getAttribute('target')).toBe('_blank')
    expect(chat.getAttribute('rel')).toContain('noopener')
  })

  test('the footer carries its links and the copyright line', () => {
    stubApi(config)
    renderApp('/')
    const footer = screen.getByRole('navigation', { name: 'Footer' })
    expect(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Services', '/services'],
      ['Club Tour', '/gallery'],
      ['Office Login', '/login'],
      ['Privacy Policy', '/privacypolicy'],
      ['Refund Policy', '/refundpolicy'],
      ['Contact', '/contact'],
    ])
    expect(screen.getByText(/2023 - 24, all rights reserved\./).textContent).toContain('New Friends Club')
  })

  test('the home page tells who the club is and what it offers', async () => {
    stubApi(config)
    renderApp('/')
    expect(await screen.findByRole('heading', { level: 1, name: 'Exclusive club for exclusive people' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('New Friends Club · New Friends Colony, Delhi'))
    for (const section of ['Profile of Members', 'Affiliations', 'Facilities', 'Sports Facilities', 'Conclusion']) {
      expect(screen.getByRole('heading', { name: section })).toBeTruthy()
    }
  })

  test("a path that matches nothing shows 'Page Not Found'; a visitor, who has no dashboard, is offered the home page", () => {
    stubApi(config)
    renderApp('/forgot-password/member/extra')
    expect(screen.getByRole('heading', { name: 'Page Not Found' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe('/')
  })
})

describe('the route error page', () => {
  test("says 'Unexpected Application Error!' with the message below", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    const Broken = () => {
      throw new Error('The menu answer had no result list')
    }
    const router = createMemoryRouter([{ path: '/', element: <Broken />, errorElement: <RouteErrorPage /> }])
    render(<RouterProvider router={router} />)
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeTruthy()
    expect(screen.getByText('The menu answer had no result list')).toBeTruthy()
  })
})

describe('notifications', () => {
  test('a toast closes after 5 seconds, but not while the window has lost focus', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    render(<Toasts />)
    act(() => void toast('Booking saved'))
    expect(await screen.findByText('Booking saved')).toBeTruthy()
    act(() => void window.dispatchEvent(new Event('blur')))
    await act(() => vi.advanceTimersByTimeAsync(8000))
    expect(screen.queryByText('Booking saved')).not.toBeNull()
    act(() => void window.dispatchEvent(new Event('focus')))
    await act(() => vi.advanceTimersByTimeAsync(6000))
    await waitFor(() => expect(screen.queryByText('Booking saved')).toBeNull())
  })
})
