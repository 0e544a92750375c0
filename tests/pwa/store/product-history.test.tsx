import { screen, waitFor } from '@testing-library/react'
import { describe, expect, test } from 'vitest'
import { stubApi, type RecordedCall } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { storeRecord } from '../helpers/sessions'
import { paneer, stockMove, storeKeeper, storeReads } from './fixtures'

const HISTORY = 'GET /api/inv/inventory-transactions/history/PANEER'
const historyAnswer = (moves = [stockMove()], pagination = { page: 1, limit: 20, total: moves.length, pages: 1 }) => ({
  json: { result: moves, stock: paneer().stock, average_cost_paise: 32_000, product: paneer(), pagination },
})
const historyCalls = (calls: RecordedCall[]) =>
  calls.filter((call) => call.path.startsWith('/api/inv/inventory-transactions/history/')).map((call) => call.path)

describe('a product’s history (/dashboard/inventory/products/:code)', () => {
  test('loading, then the moves; filters by day and location go to the server and start at page 1', async () => {
    const { calls } = stubApi({
      ...storeReads(),
      [HISTORY]: (call) => {
        const page = Number(new URL(call.path, 'http://club.test').searchParams.get('page'))
        return historyAnswer([stockMove({ _id: page, reference: `Bill ${page}` })], { page, limit: 20, total: 41, pages: 3 })
      },
    })
    storeRecord('user', storeKeeper)
    const app = renderApp('/dashboard/inventory/products/PANEER')
    expect(await screen.findByText('Loading the history…')).toBeTruthy()
    expect(await screen.findByText('Bill 1')).toBeTruthy()
    expect(screen.getByText('Page 1 of 3 · 41 moves')).toBeTruthy()

    await app.user.click(screen.getByRole('button', { name: 'Next' }))
    expect(await screen.findByText('Bill 2')).toBeTruthy()
    expect(app.router.state.location.search).toBe('?page=2')

    await app.user.type(screen.getByLabelText('From'), '2026-11-20')
    await app.user.selectOptions(screen.getByLabelText('Location'), 'Main Kitchen')
    await waitFor(() =>
      expect(historyCalls(calls).at(-1)).toBe('/api/inv/inventory-transactions/history/PANEER?from=2026-11-20&location=kitchen%3A1&page=1'),
    )
    expect(await screen.findByText('Bill 1')).toBeTruthy()
    await app.user.click(screen.getByRole('button', { name: 'Clear filters' }))
    await waitFor(() => expect(historyCalls(calls).at(-1)).toBe('/api/inv/inventory-transactions/history/PANEER?page=1'))
  })

  test('a day “to” before “from” is said on the field and not asked for', async () => {
    const { calls } = stubApi({ ...storeReads(), [HISTORY]: historyAnswer() })
    storeRecord('user', storeKeeper)
    renderApp('/dashboard/inventory/products/PANEER?from=2026-11-22&to=2026-11-20')
    expect(await screen.findByText('Must be on or after the first day')).toBeTruthy()
    expect(screen.getByLabelText('To').getAttribute('aria-invalid')).toBe('true')
    expect(historyCalls(calls)).toEqual([])
  })

  test('no moves, with and without filters, say which', async () => {
    stubApi({ ...storeReads(), [HISTORY]: historyAnswer([]) })
    storeRecord('user', storeKeeper)
    const app = renderApp('/dashboard/inventory/products/PANEER')
    expect(await screen.findByText('No moves yet')).toBeTruthy()
    await app.user.selectOptions(screen.getByLabelText('Location'), 'Main store')
    expect(await screen.findByText('No moves match these filters')).toBeTruthy()
  })

  test('a history the server cannot give shows its reason and a way to try again', async () => {
    stubApi({ ...storeReads(), [HISTORY]: { status: 404, json: { message: 'Product not found', code: 'not_found' } } })
    storeRecord('user', storeKeeper)
    renderApp('/dashboard/inventory/products/PANEER')
    expect(await screen.findByText('The history could not be loaded')).toBeTruthy()
    expect(screen.getByText('Product not found')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Try again/ })).toBeTruthy()
  })
})
