import { fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest'
import { appRoutes } from '../../../pwa/routes'
import { stubApi, type RecordedCall } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import type { ErrorBody } from '../../../domain/contract/endpoint'
import { OCCASION_PAGE_SIZE, type OccasionPage } from '../../../domain/contract/events'
import type { PastFunction } from '../../../pwa/public-site/events/queries'
import { firstPage, pastFunction, secondPage } from './fixtures'

const config = { 'GET /api/public/config': { json: { chatNumber: '919810012345' } } }
const pageOf = (call: RecordedCall) => Number(new URL(call.path, 'http://club.test').searchParams.get('page'))
const occasionCalls = (calls: RecordedCall[]) => calls.filter((call) => call.path.startsWith('/api/public/occasionlist'))

type OccasionReply = PastFunction[] | { status: number; json: ErrorBody } | Error

/** A page of the occasion list as the server gives it: whether another page follows is known. */
const occasionAnswer = (page: number, functions: PastFunction[], hasMore: boolean) => ({
  json: { functions, page, limit: OCCASION_PAGE_SIZE, hasMore } satisfies OccasionPage,
})

/** The occasion list, one answer per page number (its functions, a failure, or no network); pages not given are empty. */
function stubOccasions(pages: Record<number, OccasionReply>) {
  return stubApi({
    ...config,
    'GET /api/public/occasionlist': (call) => {
      const page = pageOf(call)
      const answer = pages[page] ?? []
      if (answer instanceof Error) return Promise.reject(new TypeError('Failed to fetch'))
      if (!Array.isArray(answer)) return answer
      const next = pages[page + 1]
      return occasionAnswer(page, answer, next !== undefined && !(Array.isArray(next) && next.length === 0))
    },
  })
}

const tileTitles = () => [...document.querySelectorAll('.event-tile__title')].map((title) => title.textContent)

let scrollIntoView: ReturnType<typeof vi.fn>
beforeEach(() => {
  // jsdom lays nothing out, so it has no scrollIntoView; the page's call is what we check.
  scrollIntoView = vi.fn()
  Element.prototype.scrollIntoView = scrollIntoView as unknown as Element['scrollIntoView']
})
afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView
})

// The pages are lazy routes: load their code before the first findBy's one-second clock starts.
beforeAll(async () => {
  await Promise.all([import('../../../pwa/public-site/events/EventsPage')])
})

describe('the Events page (gallery reading)', () => {
  test('has its heading, its one <h1>, its title and a way to the upcoming events', async () => {
    stubOccasions({ 1: firstPage })
    renderApp('/events')
    expect(await screen.findByRole('heading', { level: 1, name: 'Exclusive Events for Exclusive People' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1)
    expect(document.title).toBe('Events · New Friends Club')
    expect(screen.getAllByRole('link', { name: /upcoming events/i }).every((link) => link.getAttribute('href') === '/function')).toBe(true)
  })

  test('the first page is fetched once, without a token, even under StrictMode', async () => {
    const { calls } = stubOccasions({ 1: firstPage })
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={createMemoryRouter(appRoutes, { initialEntries: ['/events'] })} />
        </QueryClientProvider>
      </StrictMode>,
    )
    expect(await screen.findByText("New Year's Eve Gala 2026")).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(occasionCalls(calls).map((call) => call.path)).toEqual(['/api/public/occasionlist?page=1&limit=5'])
    expect(occasionCalls(calls)[0]!.headers).not.toHaveProperty('x-auth-token')
  })

  test('shows a loading state until the first page arrives', async () => {
    let answer: (reply: { json: unknown }) => void = () => {}
    // Made up front: the request may go out after the loading state shows (the cache is being restored).
    const reply = new Promise((resolve) => (answer = resolve))
    stubApi({ ...config, 'GET /api/public/occasionlist': () => reply as never })
    renderApp('/events')
    expect(await screen.findByText('Loading the club’s functions…')).toBeTruthy()
    answer(occasionAnswer(1, firstPage, false))
    expect(await screen.findByText('Christmas Carnival 2025')).toBeTruthy()
    expect(screen.queryByText('Loading the club’s functions…')).toBeNull()
  })

  test('one tile per function: its first photo, its title and its date in Delhi', async () => {
    stubOccasions({ 1: firstPage })
    renderApp('/events')
    await screen.findByText("New Year's Eve Gala 2026")
    expect(tileTitles()).toEqual(firstPage.map((event) => event.title))
    const gala = screen.getByRole('link', { name: /New Year's Eve Gala 2026/ })
    expect(gala.querySelector('img')!.getAttribute('src')).toBe('/images/functions/new-year-s-eve-gala-2026/01-960.webp')
    // 20:00 UTC on 31 December 2025 is already the new year at the club.
    expect(within(gala).getByText('1 January 2026').getAttribute('dateTime')).toBe('2026-01-01')
    expect(within(screen.getByRole('link', { name: /Diwali Mela 2025/ })).getByText('18 October 2025')).toBeTruthy()
  })

  test('Load More appends the next page, and goes away on the last one', async () => {
    const { calls } = stubOccasions({ 1: firstPage, 2: secondPage })
    const app = renderApp('/events')
    await screen.findByText('Lohri Night 2025')
    await app.user.click(screen.getByRole('button', { name: 'Load More' }))
    expect(await screen.findByText('Summer Pool Party 2024')).toBeTruthy()
    expect(tileTitles()).toEqual([...firstPage, ...secondPage].map((event) => event.title))
    expect(screen.getByRole('heading', { level: 2, name: 'Summer Pool Party 2024 Gallery' })).toBeTruthy()

    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
    expect(tileTitles()).toHaveLength(7)
    expect(occasionCalls(calls).map(pageOf)).toEqual([1, 2])
    expect(occasionCalls(calls).every((call) => call.path.endsWith('limit=5'))).toBe(true)
  })

  test('a failed Load More is only logged: the button goes, the loaded functions stay, no message is shown', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    stubOccasions({ 1: firstPage, 2: new Error('offline') })
    const app = renderApp('/events')
    await screen.findByText('Lohri Night 2025')
    await app.user.click(screen.getByRole('button', { name: 'Load More' }))
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull())
    expect(tileTitles()).toHaveLength(5)
    expect(screen.queryByRole('alert')).toBeNull()
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('page 2'), expect.anything())
  })

  test('when the server says there is no next page, Load More is not offered', async () => {
    const { calls } = stubOccasions({ 1: secondPage })
    renderApp('/events')
    await screen.findByText('Summer Pool Party 2024')
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
    expect(occasionCalls(calls)).toHaveLength(1)
  })

  test('choosing a tile scrolls smoothly to its gallery, whose id is the title as a slug', async () => {
    stubOccasions({ 1: firstPage })
    const app = renderApp('/events')
    await app.user.click(await screen.findByRole('link', { name: /New Year's Eve Gala 2026/ }))
    expect(scrollIntoView).toHaveBeenCalledTimes(1)
    const section = scrollIntoView.mock.contexts[0] as HTMLElement
    expect(section.id).toBe('new-year-s-eve-gala-2026')
    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }))
    expect(within(section).getByRole('heading', { level: 2 }).textContent).toBe("New Year's Eve Gala 2026 Gallery")
    expect(document.activeElement).toBe(within(section).getByRole('heading', { level: 2 }))
    expect(screen.getByRole('link', { name: /New Year's Eve Gala 2026/ }).getAttribute('href')).toBe('#new-year-s-eve-gala-2026')
  })

  test('a photo opens a full-screen preview, which the × button, a click anywhere and Escape each close', async () => {
    stubOccasions({ 1: firstPage })
    const app = renderApp('/events')
    const photo = await screen.findByRole('button', { name: 'Diwali Mela 2025, photo 2 of 3' })

    await app.user.click(photo)
    const preview = screen.getByRole('dialog', { name: 'Preview: Diwali Mela 2025, photo 2 of 3' })
    expect(within(preview).getByRole('img').getAttribute('src')).toBe('/images/functions/diwali-mela-2025/02-960.webp')
    expect(document.activeElement).toBe(within(preview).getByRole('button', { name: 'Close preview' }))
    await app.user.click(within(preview).getByRole('button', { name: 'Close preview' }))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(photo)

    await app.user.click(photo)
    await app.user.click(within(screen.getByRole('dialog')).getByRole('img'))
    expect(screen.queryByRole('dialog')).toBeNull()

    await app.user.click(photo)
    await app.user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  test('a photo that fails to load is replaced by the placeholder', async () => {
    stubOccasions({ 1: [pastFunction('Holi Milan 2025', '2025-03-14T04:30:00.000Z')] })
    renderApp('/events')
    const photo = within(await screen.findByRole('button', { name: 'Holi Milan 2025, photo 1 of 3' })).getByRole('img')
    fireEvent.error(photo)
    expect(photo.getAttribute('src')).toBe('/images/placeholder-960.webp')
  })

  test('with no functions at all, an empty state and no Load More', async () => {
    stubOccasions({ 1: [] })
    renderApp('/events')
    expect(await screen.findByText('No function galleries yet')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Load More' })).toBeNull()
  })

  test('a failed first page shows the same quiet empty state, without an error message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    stubOccasions({ 1: { status: 500, json: { message: 'Database unavailable', code: 'internal' } } })
    renderApp('/events')
    expect(await screen.findByText('No function galleries yet')).toBeTruthy()
    expect(screen.queryByText('Database unavailable')).toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
