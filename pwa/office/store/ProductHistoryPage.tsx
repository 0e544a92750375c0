import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { formatRupees } from '../../../domain/money'
import { formatClubDateTime } from '../../../domain/time'
import { stockMoveTypeLabels } from '../../../domain/store'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { Pager } from '../events/Pager'
import { kitchensQuery } from '../restaurants/queries'
import { formatQuantity, historyQuery, locationLabel } from './queries'
import '../events/events.css'
import './store.css'

/** /dashboard/inventory/products/:code: a product's moves, newest first, with the balance after each. */
export function ProductHistoryPage() {
  const { code = '' } = useParams()
  const [page, setPage] = useState(1)
  const history = useQuery(historyQuery(code, page))
  const kitchens = useQuery(kitchensQuery())
  const kitchenNames = new Map((kitchens.data ?? []).map((kitchen) => [kitchen.kitchen_id, kitchen.name]))
  const product = history.data?.product
  return (
    <div>
      <PageTitle>{product ? `${product.name} · Store` : 'Product history'}</PageTitle>
      <p>
        <Link to="/dashboard/inventory">← Store</Link>
      </p>
      <h1 className="page-heading">{product ? `${product.name} (${product.code})` : code}</h1>
      {history.isPending && <LoadingState>Loading the history…</LoadingState>}
      {history.isError && (
        <ErrorState
          title="The history could not be loaded"
          message={failureMessage(history.error, 'Failed to fetch the product’s history')}
          onRetry={() => void history.refetch()}
        />
      )}
      {history.isSuccess && product && (
        <>
          <p className="page-lead">
            {history.data.stock
              .map((level) => `${locationLabel(level.location, kitchenNames)}: ${formatQuantity(level.quantity, level.unit)}`)
              .join(' · ') || 'No stock yet'}{' '}
            · average cost {formatRupees(history.data.average_cost_paise)}/{product.unit}
          </p>
          {history.data.result.length === 0 ? (
            <EmptyState title="No moves yet">A purchase starts this product’s history.</EmptyState>
          ) : (
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
                      {move.other_location && ` (${move.quantity < 0 ? 'to' : 'from'} ${locationLabel(move.other_location, kitchenNames)})`}
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
          )}
          <Pager pagination={history.data.pagination} noun="moves" onPage={setPage} />
        </>
      )}
    </div>
  )
}
