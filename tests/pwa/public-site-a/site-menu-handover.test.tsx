import { act } from '@testing-library/react'
import { StrictMode } from 'react'
import { hydrateRoot, type Root } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router-dom'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { SiteHeader } from '../../../pwa/public-site/SiteHeader'
// The early script as a prerendered page loads it: listening on this document from here on.
import '../../../pwa/public-site/site-menu-early'

const header = () => (
  <StrictMode>
    <MemoryRouter>
      <SiteHeader />
    </MemoryRouter>
  </StrictMode>
)

let page: { container: HTMLElement; root?: Root } | undefined

/** A freshly loaded prerendered page: the header's HTML as the build writes it, no app yet. */
function drawPage() {
  delete document.documentElement.dataset.earlyMenu
  const container = document.createElement('div')
  container.innerHTML = renderToString(header())
  document.body.append(container)
  page = { container }
  return {
    toggle: container.querySelector<HTMLButtonElement>('button.site-header__toggle')!,
    menu: container.querySelector<HTMLElement>('#site-menu')!,
  }
}

/** The app takes the page over, as pwa/main.tsx does; what React complains of along the way. */
async function hydrate() {
  const complaints = vi.spyOn(console, 'error')
  const redrawn = vi.fn()
  await act(async () => {
    page!.root = hydrateRoot(page!.container, header(), { onRecoverableError: redrawn })
  })
  return { complaints: complaints.mock.calls, redrawn: redrawn.mock.calls }
}

const tapWithApp = (toggle: HTMLButtonElement) => act(() => toggle.click())
const isOpen = (toggle: HTMLButtonElement, menu: HTMLElement) => [
  toggle.getAttribute('aria-expanded'),
  menu.classList.contains('site-nav--open'),
]

afterEach(() => {
  act(() => page?.root?.unmount())
  page?.container.remove()
  page = undefined
})

describe('the phone menu before and after the app takes a prerendered page over', () => {
  test('a tap before the app opens the menu; the app starts open, and its first tap folds it', async () => {
    const { toggle, menu } = drawPage()
    expect(isOpen(toggle, menu)).toEqual(['false', false])
    toggle.click()
    expect(isOpen(toggle, menu)).toEqual(['true', true])

    const { complaints, redrawn } = await hydrate()
    expect(complaints).toEqual([])
    expect(redrawn).toEqual([])
    expect(document.documentElement.dataset.earlyMenu).toBe('app')
    expect(isOpen(toggle, menu)).toEqual(['true', true])
    await tapWithApp(toggle)
    expect(isOpen(toggle, menu)).toEqual(['false', false])
    await tapWithApp(toggle)
    expect(isOpen(toggle, menu)).toEqual(['true', true])
  })

  test('two taps before the app leave the menu folded, and the app finds it so', async () => {
    const { toggle, menu } = drawPage()
    toggle.click()
    toggle.click()
    expect(isOpen(toggle, menu)).toEqual(['false', false])
    const { complaints } = await hydrate()
    expect(complaints).toEqual([])
    await tapWithApp(toggle)
    expect(isOpen(toggle, menu)).toEqual(['true', true])
  })

  test('once the app has taken over, the early script leaves the toggle to it: one tap, one toggle', async () => {
    const { toggle, menu } = drawPage()
    await hydrate()
    await tapWithApp(toggle)
    expect(isOpen(toggle, menu)).toEqual(['true', true])
    expect(document.documentElement.dataset.earlyMenu).toBe('app')
    await tapWithApp(toggle)
    expect(isOpen(toggle, menu)).toEqual(['false', false])
  })
})
