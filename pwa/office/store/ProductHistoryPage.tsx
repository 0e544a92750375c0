import { useQuery } from '@tanstack/react-query'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { historyQuery as historyParams } from '../../../domain/contract/store'
import { formatRupees } from '../../../domain/money'
import { formatClubDateTime } from '../../../domain/time'
import { stockMoveTypeLabels } from '../../../domain/store'
import { failureMessage } from '../../api/failure'
import { fieldMessage } from '../../forms/field-message'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { Pager } from '../events/Pager'
import { kitchensQuery } from '../restaurants/queries'
import { formatQuantity, historyQuery, locationLabel, type HistoryFilters } from './queries'
import '../../ui/ui.css'
import '../events/events.css'
import './store.css'

const filterNames = ['from', 'to', 'location'] as const

/**
 * /dashboard/inventory/products/:code: a product's moves, newest first, with the balance after each;
 * filtered by club day (from, to) and location, a page at a time. The filters and page live in the
 * address, so a filtered page can be reloaded or shared; they are checked by the contract's own
 * rules before anything is asked.
 */
export function ProductHistoryPage() {
  const { code = '' } = useParams()
  const [params, setParams] = useSearchParams()
  const filters: HistoryFilters = {}
  for (const name of filterNames) {
    const value = params.get(name)
    if (value) filters[name] = value
  }
  const page = Number(params.get('page')) || 1
  const checked = historyParams.safeParse({ ...filters, page: String(page) })
  const filterErrors: Partial<Record<string, string>> = {}
  if (!checked.success) for (const issue of checked.error.issues) filterErrors[String(issue.path[0])] ??= fieldMessage(issue.message)
  const history = useQuery({ ...historyQuery(code, page, filters), enabled: checked.success })
  const kitchens = useQuery(kitchensQuery())
  const kitchenNames = new Map((kitchens.data ?? []).map((kitchen) => [kitchen.kitchen_id, kitchen.name]))
  const product = history.data?.product
  const isFiltered = Object.keys(filters).length > 0

  /** A filter changed starts again at the first page; replacing keeps Back for leaving the page. */
  const change = (changes: Partial<Record<'from' | 'to' | 'location' | 'page', string>>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current)
        for (const [name, value] of Object.entries(changes)) {
          if (value) next.set(name, value)
          else next.delete(name)
        }
        if (!('page' in changes)) next.delete('page')
        return next
      },
      { replace: true },
    )

  const locations = [
    { value: 'store', label: 'Main store' },
    ...(kitchens.data ?? []).map((kitchen) => ({ value: `kitchen:${kitchen.kitchen_id}`, label: kitchen.name })),
  ]
  if (filters.location && !locations.some((option) => option.value === filters.location))
    locations.push({ value: filters.location, label: locationLabel(filters.location, kitchenNames) })

  return (
    <div>
      <PageTitle>{product ? `${product.name} · Store` : 'Product history'}</PageTitle>
      <p>
        <Link to="/dashboard/inventory">← Store</Link>
      </p>
      <h1 className="page-heading">{product ? `${product.name} (${product.code})` : code}</h1>
      <form className="store-filters" aria-label="Filter the moves" onSubmit={(event) => event.preventDefault()}>
        <TextField label="From" type="date" value={filters.from ?? ''} onChange={(from) => change({ from })} error={filterErrors.from} />
        <TextField label="To" type="date" value={filters.to ?? ''} onChange={(to) => change({ to })} error={filterErrors.to} />
        <SelectField
          label="Location"
          value={filters.location ?? ''}
          onChange={(location) => change({ location })}
          emptyLabel="Every location"
          options={locations}
          error={filterErrors.location}
        />
        {isFiltered && (
          <button type="button" className="button button--secondary" onClick={() => change({ from: '', to: '', location: '' })}>
            Clear filters
          </button>
        )}
      </form>
      {!checked.success && !filterErrors.from && !filterErrors.to && !filterErrors.location && (
        <ErrorState
          title="This address asks for a page that does not exist"
          message={Object.values(filterErrors).join(' ')}
          onRetry={() => change({ page: '' })}
        />
      )}
      {checked.success && history.isPending && <LoadingState>Loading the history…</LoadingState>}
      {history.isError && (
        <ErrorState
          title="The history could not be loaded"
          message={failureMessage(history.error, 'Failed to fetch the product’s history')}
          onRetry={() => void history.refetch()}
        />
      )}
      {checked.success && history.isSuccess && product && (
        <>
          <p className="page-lead">
            {history.data.stock
              .map((level) => `${locationLabel(level.location, kitchenNames)}: ${formatQuantity(level.quantity, level.unit)}`)
              .join(' · ') || 'No stock yet'}{' '}
            · average cost {formatRupees(history.data.average_cost_paise)}/{product.unit}
          </p>
          {history.data.result.length === 0 ? (
            isFiltered ? (
              <EmptyState title="No moves match these filters">Try other days or another location, or clear the filters.</EmptyState>
            ) : (
              <EmptyState title="No moves yet">A purchase starts this product’s history.</EmptyState>
            )
          ) : (
            <div className="store-table-wrap" aria-busy={history.isPlaceholderData}>
              <table className="data-table store-table" aria-label="Moves">
                <thead>
                  <tr>
                    <th scope="col">When</th>
                    <th scope="col">Move</th>
                    <th scope="col">Where</th>
                    <th scope="col" className="store-table__number">
                      Quantity
                    </th>
                    <th scope="col" className="store-table__number">
                      Balance there
                    </th>
                    <th scope="col" className="store-table__number">
                      Cost/{product.unit}
                    </th>
                    <th scope="col">By</th>
                    <th scope="col">Reference</th>
                  </tr>
                </thead>
                <tbody>
                  {history.data.result.map((move) => (
                    <tr key={move._id}>
                      <td>{formatClubDateTime(new Date(move.created_at))}</td>
                      <td>{stockMoveTypeLabels[move.type as keyof typeof stockMoveTypeLabels] ?? move.type}</td>
                      <td>
                        {locationLabel(move.location, kitchenNames)}
                        {move.other_location &&
                          ` (${move.quantity < 0 ? 'to' : 'from'} ${locationLabel(move.other_location, kitchenNames)})`}
                      </td>
                      <td className="store-table__number">{formatQuantity(move.quantity, move.unit)}</td>
                      <td className={`store-table__number${move.balance < 0 ? ' store-table__negative' : ''}`}>
                        {formatQuantity(move.balance, move.unit)}
                      </td>
                      <td className="store-table__number">{formatRupees(move.unit_cost_paise)}</td>
                      <td>{move.created_by ?? '—'}</td>
                      <td>{move.reference ?? ''}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          <Pager pagination={history.data.pagination} noun="moves" onPage={(next) => change({ page: String(next) })} />
        </>
      )}
    </div>
  )
}
