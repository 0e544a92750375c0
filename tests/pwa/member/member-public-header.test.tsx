import { act, screen, waitFor, within } from '@testing-library/react'
import { StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { SiteHeader } from '../../../pwa/public-site/SiteHeader'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { memberRecord, storeRecord } from '../helpers/sessions'

const header = () => (
  <StrictMode>
    <MemoryRouter initialEntries={['/about']}>
      <SiteHeader />
    </MemoryRouter>
  </StrictMode>
)

let root: Root | undefined
let container: HTMLElement | undefined

afterEach(() => {
  act(() => root?.unmount())
  container?.remove()
  root = undefined
  container = undefined
})

describe('the public header for a member signed in on this device', () => {
  test('shows "My club", which opens the membership card, instead of "Member Login"', async () => {
    stubApi({ 'GET /api/public/config': { json: { chatNumber: '919810012345' } } })
    storeRecord('member', memberRecord())
    const app = renderApp('/about')
    const menu = await screen.findByRole('navigation', { name: 'Main' })
    const myClub = within(menu).getByRole('link', { name: 'My club' })
    expect(myClub.getAttribute('href')).toBe('/member')
    expect(myClub.getAttribute('title')).toBe('Signed in as Vikram Malhotra')
    expect(within(menu).queryByRole('link', { name: 'Member Login' })).toBeNull()
    await app.user.click(myClub)
    await waitFor(() => expect(app.currentPath()).toBe('/member'))
  })

  test('signed out, it is "Member Login"', async () => {
    stubApi({ 'GET /api/public/config': { json: { chatNumber: '919810012345' } } })
    renderApp('/about')
    const menu = await screen.findByRole('navigation', { name: 'Main' })
    expect(within(menu).getByRole('link', { name: 'Member Login' }).getAttribute('href')).toBe('/member-login')
    expect(within(menu).queryByRole('link', { name: 'My club' })).toBeNull()
  })

  test('a prerendered page says "Member Login", and taking it over turns that into "My club" without redrawing the page', async () => {
    container = document.createElement('div')
    container.innerHTML = renderToString(header())
    document.body.append(container)
    expect(container.querySelector('.site-nav__login')?.textContent).toBe('Member Login')

    storeRecord('member', memberRecord())
    const complaints = vi.spyOn(console, 'error')
    const redrawn = vi.fn()
    await act(async () => {
      root = hydrateRoot(container!, header(), { onRecoverableError: redrawn })
    })
    expect(container.querySelector('.site-nav__login')?.textContent).toBe('My club')
    expect(redrawn).not.toHaveBeenCalled()
    expect(complaints).not.toHaveBeenCalled()
  })
})
