import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router-dom'
import { salesReportQuery as salesQuerySchema } from '../../../../domain/contract/reports'
import { reportRange } from '../../../../domain/reports'
import { clubDate } from '../../../../domain/time'
import { EmptyState } from '../../../ui/EmptyState'
import { LoadingState } from '../../../ui/LoadingState'
import { PageTitle } from '../../../ui/PageTitle'
import { SelectField } from '../../../ui/SelectField'
import { TextField } from '../../../ui/TextField'
import { useOfficeMenu } from '../../use-office-menu'
import { useAreaAccess } from '../../restaurants/use-area-access'
import { FoodCostReportPanel } from './FoodCostReportPanel'
import { foodCostReportQuery, salesReportQuery, type ReportRange } from './queries'
import { reportTabs, type ReportTab } from './report-tabs'
import { SalesReportPanel } from './SalesReportPanel'
import { StockValueReportPanel } from './StockValueReportPanel'
import '../../events/events.css'
import '../../restaurants/restaurants.css'
import '../store.css'
import './reports.css'

type RangeErrors = Partial<Record<'from' | 'to', string>>

/** The range's own checks, with the server's schema and messages: dates, from before to, at most 366 days. */
function rangeErrors(from: string, to: string): RangeErrors {
  const parsed = salesQuerySchema.safeParse({ from, to })
  if (parsed.success) return {}
  const errors: RangeErrors = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if ((field === 'from' || field === 'to') && !errors[field]) errors[field] = issue.message
  }
  if (!from) errors.from = 'From is required'
  if (!to) errors.to = 'To is required'
  return errors
}

/**
 * The restaurants the tab's report lists, for the filter (a store keeper cannot read the restaurants'
 * list). The same query as the tab's panel, so no second request; the last list stays while the next loads.
 */
function useRestaurantChoices(tab: ReportTab | undefined, range: ReportRange) {
  const keep = { placeholderData: keepPreviousData }
  const sales = useQuery({
    ...salesReportQuery(tab?.report === 'sales' ? tab.by : 'day', range),
    ...keep,
    enabled: tab?.report === 'sales',
  })
  const foodCost = useQuery({
    ...foodCostReportQuery(tab?.report === 'food-cost' ? tab.by : 'dish', range),
    ...keep,
    enabled: tab?.report === 'food-cost',
  })
  const listed = (tab?.report === 'sales' ? sales.data : foodCost.data)?.restaurants ?? []
  return listed.map((restaurant) => ({ value: String(restaurant.restaurant_id), label: restaurant.name }))
}

/** /dashboard/inventory/reports: sales, food cost and the stock's value, each as a table, a chart and CSV (ADR 041). */
export function ReportsPage() {
  const menu = useOfficeMenu()
  const canSeeSales = useAreaAccess('restaurants').view
  const canSeeStore = useAreaAccess('inventory').view
  const tabs = reportTabs.filter((tab) => (tab.area === 'restaurants' ? canSeeSales : canSeeStore))
  const [params, setParams] = useSearchParams()
  const today = clubDate(new Date())
  const applied: ReportRange = {
    ...reportRange({ from: params.get('from') ?? undefined, to: params.get('to') ?? undefined }, today),
    restaurantId: params.get('restaurant') ?? '',
  }
  const [from, setFrom] = useState(applied.from)
  const [to, setTo] = useState(applied.to)
  const [errors, setErrors] = useState<RangeErrors>({})
  const tab: ReportTab | undefined = tabs.find((entry) => entry.id === params.get('report')) ?? tabs[0]
  const restaurants = useRestaurantChoices(tab, applied)

  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value)
          else next.delete(name)
        }
        return next
      },
      { replace: true },
    )

  const isStock = tab?.report === 'stock-value'

  function showRange(event: FormEvent) {
    event.preventDefault()
    // The stock's value is on one day: a From the page does not show never stops it.
    const checkedFrom = isStock && from && to && from > to ? to : from
    const found = rangeErrors(checkedFrom, to)
    setErrors(found)
    if (Object.keys(found).length === 0) {
      setFrom(checkedFrom)
      update({ from: checkedFrom, to })
    }
  }

  return (
    <div>
      <PageTitle>Reports</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Reports</h1>
        {canSeeStore && (
          <Link className="button" to="/dashboard/inventory">
            Back to the store
          </Link>
        )}
      </div>
      {menu.isPending && <LoadingState>Loading your reports…</LoadingState>}
      {menu.isSuccess && tabs.length === 0 && (
        <EmptyState title="No reports for your role">Sales need the Restaurants area; food cost and stock value need the Store.</EmptyState>
      )}
      {tab && (
        <>
          <form className="report-range" onSubmit={showRange} noValidate aria-label="Report range">
            {!isStock && <TextField label="From" type="date" value={from} onChange={setFrom} error={errors.from} max={to || undefined} />}
            <TextField
              label={isStock ? 'Stock at the end of' : 'To'}
              type="date"
              value={to}
              onChange={setTo}
              error={errors.to}
              min={isStock ? undefined : from || undefined}
            />
            <button type="submit" className="button button--primary">
              Show
            </button>
            {!isStock && (
              <SelectField
                label="Restaurant"
                value={applied.restaurantId}
                onChange={(restaurant) => update({ restaurant })}
                options={restaurants}
                emptyLabel="Every restaurant"
              />
            )}
          </form>
          <div className="tabs report-tabs" role="tablist" aria-label="Reports">
            {tabs.map((entry) => (
              <button
                key={entry.id}
                type="button"
                role="tab"
                className="tabs__tab"
                aria-selected={entry.id === tab.id}
                onClick={() => update({ report: entry.id })}
              >
                {entry.label}
              </button>
            ))}
          </div>
          <div role="tabpanel" aria-label={tab.label}>
            {tab.report === 'sales' && <SalesReportPanel key={tab.id} by={tab.by} title={tab.label} range={applied} />}
            {tab.report === 'food-cost' && <FoodCostReportPanel key={tab.id} by={tab.by} title={tab.label} range={applied} />}
            {tab.report === 'stock-value' && <StockValueReportPanel title={tab.label} range={applied} />}
          </div>
        </>
      )}
    </div>
  )
}
