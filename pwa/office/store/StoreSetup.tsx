import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { dimensionBaseUnit } from '../../../domain/store'
import { failureMessage } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { deleteInvCategory, deleteUnit } from '../../../domain/contract/store'
import { callApi } from '../../api/client'
import { CategoryForm } from './CategoryForm'
import { DeleteButton } from './DeleteButton'
import { ProductForm } from './ProductForm'
import { invCategoriesQuery, unitsQuery, vendorsQuery } from './queries'
import { UnitForm } from './UnitForm'
import { VendorForm } from './VendorForm'

type Kind = 'unit' | 'category' | 'vendor' | 'product'
/** The one form open in the set-up: a new record of a kind, or a record being changed. */
type Open = { kind: Kind; id: number | 'new' } | null

/** Vendors, units and categories, each listed with its changes in place and a form to add one; and a new product. */
export function StoreSetup({ canCreate, canEdit, canDelete = false }: { canCreate: boolean; canEdit: boolean; canDelete?: boolean }) {
  const units = useQuery(unitsQuery())
  const vendors = useQuery(vendorsQuery())
  const categories = useQuery(invCategoriesQuery())
  const [open, setOpen] = useState<Open>(null)
  const failed = [units, vendors, categories].find((query) => query.isError)
  if (failed)
    return (
      <ErrorState
        title="The store’s set-up could not be loaded"
        message={failureMessage(failed.error, 'Something went wrong')}
        onRetry={() => void failed.refetch()}
      />
    )
  if (!units.isSuccess || !vendors.isSuccess || !categories.isSuccess)
    return <LoadingState>Loading vendors, units and categories…</LoadingState>

  const close = () => setOpen(null)
  const isOpen = (kind: Kind, id: number | 'new') => open?.kind === kind && open.id === id
  // One form at a time: opening another would throw away what was typed in this one.
  const editButton = (kind: Kind, id: number, name: string) =>
    canEdit && (
      <button
        type="button"
        className="button button--secondary button--small"
        aria-label={`Edit ${name}`}
        disabled={open !== null}
        title={open ? 'Save or cancel the open form first' : undefined}
        onClick={() => setOpen({ kind, id })}
      >
        Edit
      </button>
    )
  const addButton = (kind: Kind, label: string) =>
    canCreate &&
    !isOpen(kind, 'new') && (
      <button type="button" className="button button--secondary" disabled={open !== null} onClick={() => setOpen({ kind, id: 'new' })}>
        <Plus aria-hidden="true" size={16} /> {label}
      </button>
    )

  return (
    <div className="store-setup">
      <SetupSection
        title="Units"
        footer={isOpen('unit', 'new') ? <UnitForm onDone={close} /> : addButton('unit', 'Add unit')}
        empty="No units yet."
        count={units.data.length}
      >
        {units.data.map((unit) =>
          isOpen('unit', unit._id) ? (
            <li key={unit._id}>
              <UnitForm unit={unit} onDone={close} />
            </li>
          ) : (
            <li key={unit._id} className="menu-category-list__row">
              <span>
                {unit.name} ({unit.symbol}) · {unit.dimension}, {unit.factor} {dimensionBaseUnit[unit.dimension]}
              </span>
              {editButton('unit', unit._id, unit.name)}
              {canDelete && (
                <DeleteButton
                  name={unit.name}
                  isDisabled={open !== null}
                  remove={() => callApi(deleteUnit, { params: { id: unit._id } })}
                />
              )}
            </li>
          ),
        )}
      </SetupSection>

      <SetupSection
        title="Categories"
        footer={isOpen('category', 'new') ? <CategoryForm onDone={close} /> : addButton('category', 'Add category')}
        empty="No categories yet."
        count={categories.data.length}
      >
        {categories.data.map((category) =>
          isOpen('category', category._id) ? (
            <li key={category._id}>
              <CategoryForm category={category} onDone={close} />
            </li>
          ) : (
            <li key={category._id} className="menu-category-list__row">
              <span>
                {category.name} · {category.product_count === 1 ? '1 product' : `${category.product_count} products`}
                {category.description && <span className="store-table__code">{category.description}</span>}
              </span>
              {editButton('category', category._id, category.name)}
              {canDelete && (
                <DeleteButton
                  name={category.name}
                  isDisabled={open !== null}
                  remove={() => callApi(deleteInvCategory, { params: { id: category._id } })}
                />
              )}
            </li>
          ),
        )}
      </SetupSection>

      <SetupSection
        title="Vendors"
        footer={isOpen('vendor', 'new') ? <VendorForm onDone={close} /> : addButton('vendor', 'Add vendor')}
        empty="No vendors yet."
        count={vendors.data.length}
      >
        {vendors.data.map((vendor) =>
          isOpen('vendor', vendor._id) ? (
            <li key={vendor._id}>
              <VendorForm vendor={vendor} onDone={close} />
            </li>
          ) : (
            <li key={vendor._id} className="menu-category-list__row">
              <span>
                {vendor.name}
                {vendor.contact_person && ` · ${vendor.contact_person}`}
                {vendor.phone && ` · ${vendor.phone}`}
                {!vendor.is_active && <span className="store-badge">Switched off</span>}
              </span>
              {editButton('vendor', vendor._id, vendor.name)}
            </li>
          ),
        )}
      </SetupSection>

      {canCreate && (
        <section className="panel" aria-label="New product">
          <h2 className="panel__title">New product</h2>
          {isOpen('product', 'new') ? (
            <ProductForm units={units.data} categories={categories.data} vendors={vendors.data} onDone={close} />
          ) : (
            <>
              <p className="field__hint">A product is changed or switched off from its row under Products.</p>
              {addButton('product', 'Add product')}
            </>
          )}
        </section>
      )}
    </div>
  )
}

interface SetupSectionProps {
  title: string
  empty: string
  count: number
  children: ReactNode
  /** The form to add one, or the button that opens it. */
  footer: ReactNode
}

function SetupSection({ title, empty, count, children, footer }: SetupSectionProps) {
  return (
    <section className="panel" aria-label={title}>
      <h2 className="panel__title">{title}</h2>
      <ul className="store-setup__list menu-category-list" aria-label={title}>
        {children}
        {count === 0 && <li>{empty}</li>}
      </ul>
      {footer}
    </section>
  )
}
