import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { createInvCategory, createProduct, createUnit, createVendor } from '../../../domain/contract/store'
import { dimensionBaseUnit, stockDimensions, type StockDimension } from '../../../domain/store'
import { callApi } from '../../api/client'
import { failureMessage, fieldErrorsOf } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { FormAlert } from '../../ui/FormAlert'
import { LoadingState } from '../../ui/LoadingState'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { invCategoriesQuery, storeKeys, unitsQuery, vendorsQuery } from './queries'

/** Vendors, units and categories, each listed with a short form to add one; and a new product. */
export function StoreSetup({ canCreate }: { canCreate: boolean }) {
  const units = useQuery(unitsQuery())
  const vendors = useQuery(vendorsQuery())
  const categories = useQuery(invCategoriesQuery())
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
  return (
    <div className="store-setup">
      <section className="panel" aria-label="Units">
        <h2 className="panel__title">Units</h2>
        <ul className="store-setup__list">
          {units.data.map((unit) => (
            <li key={unit._id}>
              {unit.name} ({unit.symbol}) · {unit.dimension}, {unit.factor} {dimensionBaseUnit[unit.dimension]}
            </li>
          ))}
          {units.data.length === 0 && <li>No units yet.</li>}
        </ul>
        {canCreate && <UnitForm />}
      </section>
      <section className="panel" aria-label="Categories">
        <h2 className="panel__title">Categories</h2>
        <ul className="store-setup__list">
          {categories.data.map((category) => (
            <li key={category._id}>
              {category.name} · {category.product_count} products
            </li>
          ))}
          {categories.data.length === 0 && <li>No categories yet.</li>}
        </ul>
        {canCreate && (
          <NameForm label="Category name" button="Add category" save={(name) => callApi(createInvCategory, { body: { name } })} />
        )}
      </section>
      <section className="panel" aria-label="Vendors">
        <h2 className="panel__title">Vendors</h2>
        <ul className="store-setup__list">
          {vendors.data.map((vendor) => (
            <li key={vendor._id}>
              {vendor.name}
              {vendor.contact_person && ` · ${vendor.contact_person}`}
              {vendor.phone && ` · ${vendor.phone}`}
              {!vendor.is_active && ' · switched off'}
            </li>
          ))}
          {vendors.data.length === 0 && <li>No vendors yet.</li>}
        </ul>
        {canCreate && <NameForm label="Vendor name" button="Add vendor" save={(name) => callApi(createVendor, { body: { name } })} />}
      </section>
      {canCreate && (
        <section className="panel" aria-label="New product">
          <h2 className="panel__title">New product</h2>
          <ProductForm units={units.data} categories={categories.data} />
        </section>
      )}
    </div>
  )
}

function useStoreSave<T>(run: (input: T) => Promise<{ message: string }>, onSaved: () => void) {
  const queryClient = useQueryClient()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const mutation = useMutation({
    mutationFn: run,
    onSuccess: async (answer) => {
      toast.success(answer.message)
      setErrors({})
      await queryClient.invalidateQueries({ queryKey: storeKeys.all })
      onSaved()
    },
    onError: (failure) => setErrors({ ...fieldErrorsOf(failure), form: failureMessage(failure, 'Something went wrong') }),
  })
  return { mutation, errors }
}

function NameForm({ label, button, save }: { label: string; button: string; save: (name: string) => Promise<{ message: string }> }) {
  const [name, setName] = useState('')
  const { mutation, errors } = useStoreSave(save, () => setName(''))
  return (
    <form
      className="store-setup__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!mutation.isPending) mutation.mutate(name)
      }}
    >
      <TextField label={label} value={name} onChange={setName} error={errors.name} />
      <button type="submit" className="button button--secondary" disabled={mutation.isPending}>
        {button}
      </button>
      <FormAlert message={mutation.isError && !errors.name ? errors.form : undefined} />
    </form>
  )
}

function UnitForm() {
  const [fields, setFields] = useState({ name: '', symbol: '', dimension: 'mass' as StockDimension, factor: '' })
  const { mutation, errors } = useStoreSave(
    () => callApi(createUnit, { body: { ...fields, factor: Number(fields.factor) } }),
    () => setFields({ name: '', symbol: '', dimension: 'mass', factor: '' }),
  )
  return (
    <form
      className="store-setup__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!mutation.isPending) mutation.mutate(undefined)
      }}
    >
      <TextField label="Unit name" value={fields.name} onChange={(name) => setFields({ ...fields, name })} error={errors.name} />
      <TextField label="Symbol" value={fields.symbol} onChange={(symbol) => setFields({ ...fields, symbol })} error={errors.symbol} />
      <SelectField
        label="Dimension"
        value={fields.dimension}
        onChange={(dimension) => setFields({ ...fields, dimension: dimension as StockDimension })}
        options={stockDimensions.map((value) => ({ value, label: value }))}
      />
      <TextField
        label={`How many ${dimensionBaseUnit[fields.dimension]} in one`}
        inputMode="decimal"
        value={fields.factor}
        onChange={(factor) => setFields({ ...fields, factor })}
        error={errors.factor}
      />
      <button type="submit" className="button button--secondary" disabled={mutation.isPending}>
        Add unit
      </button>
      <FormAlert message={mutation.isError && Object.keys(errors).length === 1 ? errors.form : undefined} />
    </form>
  )
}

function ProductForm({
  units,
  categories,
}: {
  units: { _id: number; name: string; symbol: string }[]
  categories: { _id: number; name: string }[]
}) {
  const empty = { code: '', name: '', category_id: '', unit_id: '', reorder_level: '' }
  const [fields, setFields] = useState(empty)
  const { mutation, errors } = useStoreSave(
    () =>
      callApi(createProduct, {
        body: {
          code: fields.code,
          name: fields.name,
          category_id: Number(fields.category_id) || 0,
          unit_id: Number(fields.unit_id) || 0,
          reorder_level: fields.reorder_level === '' ? 0 : Number(fields.reorder_level),
        },
      }),
    () => setFields(empty),
  )
  return (
    <form
      className="store-setup__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!mutation.isPending) mutation.mutate(undefined)
      }}
    >
      <TextField label="Code" value={fields.code} onChange={(code) => setFields({ ...fields, code })} error={errors.code} />
      <TextField label="Product name" value={fields.name} onChange={(name) => setFields({ ...fields, name })} error={errors.name} />
      <SelectField
        label="Category"
        value={fields.category_id}
        onChange={(category_id) => setFields({ ...fields, category_id })}
        emptyLabel="Choose a category"
        options={categories.map((category) => ({ value: String(category._id), label: category.name }))}
        error={errors.category_id}
      />
      <SelectField
        label="Stock unit"
        value={fields.unit_id}
        onChange={(unit_id) => setFields({ ...fields, unit_id })}
        emptyLabel="Choose a unit"
        options={units.map((unit) => ({ value: String(unit._id), label: `${unit.name} (${unit.symbol})` }))}
        error={errors.unit_id}
      />
      <TextField
        label="Reorder level"
        inputMode="decimal"
        value={fields.reorder_level}
        onChange={(reorder_level) => setFields({ ...fields, reorder_level })}
        error={errors.reorder_level}
      />
      <button type="submit" className="button button--secondary" disabled={mutation.isPending}>
        Add product
      </button>
      <FormAlert message={mutation.isError ? errors.form : undefined} />
    </form>
  )
}
