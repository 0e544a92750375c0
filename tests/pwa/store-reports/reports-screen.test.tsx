import { screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, test, vi } from 'vitest'
import { stubApi } from '../helpers/fetch-stub'
import { renderApp } from '../helpers/render-app'
import { storeRecord } from '../helpers/sessions'
import { admin, adminMenu, foodCostByDish, keeper, keeperMenu, salesByDay, stockValue } from './fixtures'

// The office's Reports screen (ADR 041): a range, a tab per report, each a table, a chart and a CSV.

const RANGE = '/dashboard/inventory/reports?from=2026-11-20&to=2026-11-22'
/** An administrator asks the admin path for the menu, other roles the staff path. */
const menu = (result: unknown) => ({
  'POST /api/getmenubyrole': { json: { result } },
  'POST /api/admin/getmenubyrole': { json: { result } },
})

beforeEach(() => {
  storeRecord('user', admin)
})

describe('the Reports screen (/dashboard/inventory/reports)', () => {
  test('sales by day: the totals, a chart and a row per day in rupees; another tab asks for its report', async () => {
    const { calls } = stubApi({
      ...menu(adminMenu),
      'GET /api/reports/sales': { json: salesByDay() },
      'GET /api/reports/food-cost': { json: foodCostByDish() },
      'GET /api/reports/stock-value': { json: stockValue() },
    })
    const app = renderApp(RANGE)
    const report = await screen.findByRole('region', { name: 'Sales by day' })
    expect(report.textContent).toContain('2 bills · ₹2,257.50 with tax')
    expect(await within(report).findByRole('figure', { name: 'Sales per day, tax included' })).toBeTruthy()
    const rows = within(report).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual([
      'DayBillsDishes soldSales before taxTaxTotal',
      '20 Nov 202615₹1,110₹55.50₹1,165.50',
      '21 Nov 202600₹0₹0₹0',
      '22 Nov 202612₹1,040₹52₹1,092',
      'Total27₹2,150₹107.50₹2,257.50',
    ])
    expect(calls.some((call) => call.path === '/api/reports/sales?from=2026-11-20&to=2026-11-22&by=day')).toBe(true)

    await app.user.click(screen.getByRole('tab', { name: 'Food cost by dish' }))
    const foodCost = await screen.findByRole('region', { name: 'Food cost by dish' })
    expect(within(foodCost).getByRole('row', { name: /Dal Makhani/ }).textContent).toBe('Dal MakhaniZafraan2₹840₹404.8%—')
    expect(within(foodCost).getByRole('row', { name: /Chilli Chicken/ }).textContent).toContain('2 sold')
    expect(foodCost.textContent).toContain('2 sold of dishes without a recipe carry no cost')

    await app.user.click(screen.getByRole('tab', { name: 'Stock value' }))
    const stock = await screen.findByRole('region', { name: 'Stock value' })
    expect(within(stock).getByRole('row', { name: /Main store/ }).textContent).toBe('Main store140₹4,82,500')
    expect(stock.textContent).toContain('₹5,43,750.50 of stock at the end of 22 November 2026')
    expect(calls.some((call) => call.path === '/api/reports/stock-value?date=2026-11-22')).toBe(true)
    // The stock's value is on one day: the range shows only its end, and no restaurant.
    expect(screen.queryByLabelText('From')).toBeNull()
    expect((screen.getByLabelText('Stock at the end of') as HTMLInputElement).value).toBe('2026-11-22')
    expect(screen.queryByLabelText('Restaurant')).toBeNull()
  })

  test('a range backwards is refused on the form and asks nothing; a good one and a restaurant ask again', async () => {
    const { calls } = stubApi({ ...menu(adminMenu), 'GET /api/reports/sales': { json: salesByDay() } })
    const app = renderApp(RANGE)
    await screen.findByRole('region', { name: 'Sales by day' })
    const asked = calls.length
    const from = screen.getByLabelText('From')
    await app.user.clear(from)
    await app.user.type(from, '2026-11-25')
    await app.user.click(screen.getByRole('button', { name: 'Show' }))
    expect(await screen.findByText('must be on or after from')).toBeTruthy()
    expect(calls.length).toBe(asked)
    await app.user.clear(from)
    await app.user.type(from, '2026-11-01')
    await app.user.click(screen.getByRole('button', { name: 'Show' }))
    await waitFor(() => expect(calls.some((call) => call.path === '/api/reports/sales?from=2026-11-01&to=2026-11-22&by=day')).toBe(true))
    await app.user.selectOptions(screen.getByLabelText('Restaurant'), 'Zafraan')
    await waitFor(() =>
      expect(calls.some((call) => call.path === '/api/reports/sales?from=2026-11-01&to=2026-11-22&restaurant_id=1&by=day')).toBe(true),
    )
  })

  test('says so when nothing was sold, and when the report cannot be loaded', async () => {
    const empty = salesByDay({
      result: [
        {
          key: '2026-11-20',
          label: '20 Nov 2026',
          restaurant_name: null,
          bills: 0,
          quantity: 0,
          net_paise: 0,
          tax_paise: 0,
          total_paise: 0,
        },
      ],
      totals: { bills: 0, quantity: 0, net_paise: 0, tax_paise: 0, total_paise: 0 },
    })
    stubApi({ ...menu(adminMenu), 'GET /api/reports/sales': { json: empty } })
    const first = renderApp(RANGE)
    expect(await screen.findByText('No sales in these days')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Download CSV' }) as HTMLButtonElement).disabled).toBe(true)
    first.unmount()
    stubApi({
      ...menu(adminMenu),
      'GET /api/reports/sales': {
        status: 500,
        json: { message: 'Something went wrong on the server. Please try again.', code: 'internal' },
      },
    })
    renderApp(RANGE)
    expect(await screen.findByText('Sales by day could not be loaded')).toBeTruthy()
    expect(screen.getByRole('button', { name: /try again/i })).toBeTruthy()
  })

  test('the store keeper sees food cost and stock value only, and never asks for sales', async () => {
    const { calls } = stubApi({ ...menu(keeperMenu), 'GET /api/reports/food-cost': { json: foodCostByDish() } })
    storeRecord('user', keeper)
    renderApp(RANGE)
    expect(await screen.findByRole('region', { name: 'Food cost by dish' })).toBeTruthy()
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Food cost by dish',
      'Food cost by restaurant',
      'Stock value',
    ])
    expect(calls.some((call) => call.path.startsWith('/api/reports/sales'))).toBe(false)
    // The restaurants for the filter come with the report.
    expect(
      within(screen.getByLabelText('Restaurant'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Every restaurant', 'Jade Garden', 'Zafraan'])
  })

  test('Download CSV reads the file with the token and saves it under the report’s name', async () => {
    const { calls } = stubApi({
      ...menu(adminMenu),
      'GET /api/reports/sales': { json: salesByDay() },
      'GET /api/reports/sales/csv': () =>
        new Response('Date,Bills\r\n2026-11-20,1\r\n', { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8' } }),
    })
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() }))
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
    storeRecord('user', admin)
    const app = renderApp(RANGE)
    await app.user.click(await screen.findByRole('button', { name: 'Download CSV' }))
    await waitFor(() => expect(click).toHaveBeenCalled())
    const call = calls.find((entry) => entry.path.startsWith('/api/reports/sales/csv'))!
    expect(call.path).toBe('/api/reports/sales/csv?from=2026-11-20&to=2026-11-22&by=day')
    expect(call.headers['x-auth-token']).toBe('staff-token')
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('sales-by-day_2026-11-20_2026-11-22.csv')
  })
})
