import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, screen, within } from '@testing-library/react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { describe, expect, test, vi } from 'vitest'
import { SportsPage } from '../../../pwa/public-site/sports/SportsPage'
import { stubApi } from '../helpers/fetch-stub'
import { renderInRouter } from '../public-site-a/render-page'

const publicActivity = {
  activity_id: 3,
  name: 'Badminton',
  category: 'Racquet sports',
  description: '',
  slot_minutes: 60,
  open_time: '06:00',
  close_time: '22:00',
  price_paise: 80_000,
  guest_price_paise: 100_000,
  image_url: null,
}
const path = 'GET /api/sports-activity/public/activities'

describe('the public sports page and the bookable activities', () => {
  test('after it is in the browser, the public activities appear with hours and prices, asked without a token', async () => {
    const { calls } = stubApi({ [path]: { json: { success: true, data: [publicActivity] } } })
    renderInRouter(<SportsPage />, '/sports')
    const list = await screen.findByRole('list', { name: 'Bookable activities' })
    expect(within(list).getByRole('heading', { name: 'Badminton' })).toBeTruthy()
    expect(within(list).getByText('6:00 am – 10:00 pm, slots of 60 minutes')).toBeTruthy()
    expect(within(list).getByText('₹800 a slot for members, ₹1,000 for guests')).toBeTruthy()
    expect(calls[0]?.headers['x-auth-token']).toBeUndefined()
  })

  test('offline or failing, the page keeps its own content and shows no empty section', async () => {
    const fetchStub = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
    vi.stubGlobal('fetch', fetchStub)
    renderInRouter(<SportsPage />, '/sports')
    await vi.waitFor(() => expect(fetchStub).toHaveBeenCalled())
    await act(async () => {})
    expect(screen.getByRole('region', { name: 'Also at the club' })).toBeTruthy()
    expect(screen.queryByRole('region', { name: 'Courts, lanes and tables' })).toBeNull()
  })

  test('the prerendered HTML has no activities, and hydrating it gives no mismatch before they arrive', async () => {
    stubApi({ [path]: { json: { success: true, data: [publicActivity] } } })
    const routerFor = () => createMemoryRouter([{ path: '*', element: <SportsPage /> }], { initialEntries: ['/sports'] })
    // The page's contact band reads the club's profile through the query cache, as in the app.
    const withCache = (router: ReturnType<typeof routerFor>) => (
      <QueryClientProvider client={new QueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    )
    const html = renderToString(withCache(routerFor()))
    expect(html).not.toContain('Bookable activities')
    const container = document.createElement('div')
    container.innerHTML = html
    document.body.append(container)
    const recoverable = vi.fn()
    let root: ReturnType<typeof hydrateRoot> | undefined
    await act(async () => {
      root = hydrateRoot(container, withCache(routerFor()), { onRecoverableError: recoverable })
    })
    expect(await within(container).findByRole('list', { name: 'Bookable activities' })).toBeTruthy()
    expect(recoverable).not.toHaveBeenCalled()
    act(() => root?.unmount())
    container.remove()
  })
})
