import { useQuery } from '@tanstack/react-query'
import { ArrowLeftRight, ChartColumn } from 'lucide-react'
import { useState } from 'react'
import { Link } from 'react-router-dom'
import { formatRupees } from '../../../domain/money'
import { failureMessage } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { TextField } from '../../ui/TextField'
import { kitchensQuery } from '../restaurants/queries'
import { useAreaAccess } from '../restaurants/use-area-access'
import { ProductEditPanel } from './ProductEditPanel'
import { formatQuantity, locationLabel, productsQuery } from './queries'
import { StockMoveForm } from './StockMoveForm'
import { StoreSetup } from './StoreSetup'
import '../../ui/ui.css'
import '../events/events.css'
import '../restaurants/restaurants.css'
import './store.css'

/** /dashboard/inventory: the store's products with stock per location and low-stock markers, and stock moves. */
export function StorePage() {
  const products = useQuery(productsQuery())
  const kitchens = useQuery(kitchensQuery())
  const access = useAreaAccess('inventory')
  const [isMoving, setMoving] = useState(false)
  const [editingId, setEditingId] = useState<number | null>(null)
  const editing = products.data?.find((product) => product._id === editingId)
  const [tab, setTab] = useState<'products' | 'setup'>('products')
  const [search, setSearch] = useState('')
  const [isLowOnly, setLowOnly] = useState(false)
  const kitchenNames = new Map((kitchens.data ?? []).map((kitchen) => [kitchen.kitchen_id, kitchen.name]))
  const words = search.trim().toLowerCase()
  const shown = (products.data ?? []).filter(
    (product) =>
      (!isLowOnly || product.is_low) &&
      (!words ||
        product.name.toLowerCase().includes(words) ||
        product.code.toLowerCase().includes(words) ||
        product.category_name.toLowerCase().includes(words)),
  )
  const lowCount = products.data?.filter((product) => product.is_low).length ?? 0
  const totalValue = products.data?.reduce((sum, product) => sum + product.value_paise, 0) ?? 0
  const locations = [...new Set((products.data ?? []).flatMap((product) => product.stock.map((level) => level.location)))].sort((a, b) =>
    a === 'store' ? -1 : b === 'store' ? 1 : a.localeCompare(b),
  )

  return (
    <div>
      <PageTitle>Store</PageTitle>
      <div className="page-toolbar">
        <h1 className="page-heading">Store</h1>
        <Link className="button" to="/dashboard/inventory/reports">
          <ChartColumn aria-hidden="true" size={18} /> Reports
        </Link>
        {access.create && !isMoving && tab === 'products' && (
          <button type="button" className="button button--primary" onClick={() => setMoving(true)} disabled={!products.isSuccess}>
            <ArrowLeftRight aria-hidden="true" size={18} /> Stock move
          </button>
        )}
      </div>
      <div className="tabs" role="tablist" aria-label="Store">
        <button type="button" role="tab" className="tabs__tab" aria-selected={tab === 'products'} onClick={() => setTab('products')}>
          Products
        </button>
        <button type="button" role="tab" className="tabs__tab" aria-selected={tab === 'setup'} onClick={() => setTab('setup')}>
          Vendors, units and categories
        </button>
      </div>
      {tab === 'setup' && <StoreSetup canCreate={access.create} canEdit={access.edit} canDelete={access.delete} />}
      {tab === 'products' && (
        <>
          {products.isSuccess && (
            <p className="page-lead">
              {products.data.length} products · stock worth {formatRupees(totalValue)} at average cost ·{' '}
              <strong className={lowCount ? 'store-low-count' : undefined}>{lowCount} at or below reorder level</strong>
            </p>
          )}
          {isMoving && products.isSuccess && <StockMoveForm products={products.data} onDone={() => setMoving(false)} />}
          {editing && <ProductEditPanel key={editing._id} product={editing} onDone={() => setEditingId(null)} />}
          <div className="store-filters">
            <TextField label="Search" type="search" value={search} onChange={setSearch} hint="Name, code or category" />
            <label className="store-filters__check">
              <input type="checkbox" checked={isLowOnly} onChange={(event) => setLowOnly(event.target.checked)} /> Low stock only
            </label>
          </div>
          {products.isPending && <LoadingState>Loading the store…</LoadingState>}
          {products.isError && (
            <ErrorState
              title="The store could not be loaded"
              message={failureMessage(products.error, 'Failed to fetch products')}
              onRetry={() => void products.refetch()}
            />
          )}
          {products.isSuccess && shown.length === 0 && (
            <EmptyState title={products.data.length ? 'No product matches' : 'No products yet'}>
              {products.data.length
                ? 'Try another word, or show every product.'
                : 'Add units, a category and products under “Vendors, units and categories”.'}
            </EmptyState>
          )}
          {products.isSuccess && shown.length > 0 && (
            <div className="store-table-wrap">
              <table className="data-table store-table">
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col">Category</th>
                    {locations.map((location) => (
                      <th scope="col" key={location} className="store-table__number">
                        {locationLabel(location, kitchenNames)}
                      </th>
                    ))}
                    <th scope="col" className="store-table__number">
                      Reorder at
                    </th>
                    <th scope="col" className="store-table__number">
                      Avg cost
                    </th>
                    <th scope="col" className="store-table__number">
                      Value
                    </th>
                    {access.edit && (
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((product) => (
                    <tr key={product._id} className={product.is_low ? 'store-table__low' : undefined}>
                      <th scope="row">
                        <Link to={`/dashboard/inventory/products/${encodeURIComponent(product.code)}`}>{product.name}</Link>
                        <span className="store-table__code">{product.code}</span>
                        {product.is_low && <span className="store-badge store-badge--low">Low stock</span>}
                        {!product.is_active && <span className="store-badge">Switched off</span>}
                      </th>
                      <td>{product.category_name}</td>
                      {locations.map((location) => {
                        const level = product.stock.find((entry) => entry.location === location)
                        return (
                          <td
                            key={location}
                            className={`store-table__number${level && level.quantity < 0 ? ' store-table__negative' : ''}`}
                          >
                            {level ? formatQuantity(level.quantity, product.unit) : '—'}
                          </td>
                        )
                      })}
                      <td className="store-table__number">{formatQuantity(product.reorder_level, product.unit)}</td>
                      <td className="store-table__number">
                        {formatRupees(product.average_cost_paise)}/{product.unit}
                      </td>
                      <td className="store-table__number">{formatRupees(product.value_paise)}</td>
                      {access.edit && (
                        <td>
                          <button
                            type="button"
                            className="button button--secondary button--small"
                            aria-label={`Edit ${product.name}`}
                            disabled={editingId !== null}
                            title={editingId !== null ? 'Save or cancel the open form first' : undefined}
                            onClick={() => setEditingId(product._id)}
                          >
                            Edit
                          </button>
                        </td>
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </div>
  )
}
