import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import type { z } from 'zod'
import { recordStockMove, stockMoveBody, type Product } from '../../../domain/contract/store'
import { stockMoveTypeLabels, stockMoveTypes, type StockMoveInputType } from '../../../domain/store'
import { rupeesToPaise } from '../../../domain/money'
import { callApi } from '../../api/client'
import { failureMessage, fieldErrorsOf } from '../../api/failure'
import { FormAlert } from '../../ui/FormAlert'
import { SelectField } from '../../ui/SelectField'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { kitchensQuery } from '../restaurants/queries'
import { storeKeys, unitsQuery, vendorsQuery } from './queries'

const DEFAULT_FAILURE = 'Failed to record the stock move'

/** A purchase, issue, transfer, wastage or count of one product (POST inv/inventory-transactions). */
export function StockMoveForm({ products, onDone, initialCode }: { products: Product[]; onDone: () => void; initialCode?: string }) {
  const queryClient = useQueryClient()
  const units = useQuery(unitsQuery())
  const vendors = useQuery(vendorsQuery())
  const kitchens = useQuery(kitchensQuery())
  const [type, setType] = useState<StockMoveInputType>('purchase')
  const [code, setCode] = useState(initialCode ?? '')
  const [quantity, setQuantity] = useState('')
  const [unitId, setUnitId] = useState('')
  const [location, setLocation] = useState('store')
  const [toLocation, setToLocation] = useState('')
  const [vendorId, setVendorId] = useState('')
  const [price, setPrice] = useState('')
  const [reference, setReference] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const product = products.find((candidate) => candidate.code === code)
  const unitOptions = (units.data ?? [])
    .filter((unit) => !product || unit.dimension === product.dimension)
    .map((unit) => ({ value: String(unit._id), label: `${unit.name} (${unit.symbol})` }))
  const locations = [
    { value: 'store', label: 'Main store' },
    ...(kitchens.data ?? []).map((kitchen) => ({ value: `kitchen:${kitchen.kitchen_id}`, label: kitchen.name })),
  ]

  const save = useMutation({
    mutationFn: (body: z.input<typeof stockMoveBody>) => callApi(recordStockMove, { body }),
    onSuccess: async (answer) => {
      if (answer.below_zero) toast.warning(answer.message)
      else toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: storeKeys.all })
      onDone()
    },
    onError: (failure) => setErrors({ ...fieldErrorsOf(failure), form: failureMessage(failure, DEFAULT_FAILURE) }),
  })

  const submit = () => {
    const body = {
      product_code: code,
      type,
      quantity: quantity.trim() === '' ? undefined : Number(quantity),
      unit_id: unitId ? Number(unitId) : (product?.unit_id ?? undefined),
      location,
      ...(toLocation && (type === 'transfer' || type === 'issue') ? { to_location: toLocation } : {}),
      ...(vendorId ? { vendor_id: Number(vendorId) } : {}),
      ...(type === 'purchase' && price.trim() !== '' ? { unit_cost_paise: rupeesToPaise(price) ?? -1 } : {}),
      ...(reference ? { reference } : {}),
    }
    const checked = stockMoveBody.safeParse(body)
    if (!checked.success) {
      const found: Record<string, string> = {}
      for (const issue of checked.error.issues) found[String(issue.path[0] ?? 'form')] ??= issue.message
      if (!code) found.product_code = 'Choose a product'
      return setErrors(found)
    }
    setErrors({})
    if (!save.isPending) save.mutate(body as z.input<typeof stockMoveBody>)
  }

  return (
    <form
      className="panel store-move"
      aria-label="Stock move"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <h2 className="panel__title">Stock move</h2>
      <div className="store-move__grid">
        <SelectField
          label="Move"
          value={type}
          onChange={(value) => setType(value as StockMoveInputType)}
          options={stockMoveTypes.map((value) => ({ value, label: stockMoveTypeLabels[value] }))}
        />
        <SelectField
          label="Product"
          value={code}
          onChange={(value) => {
            setCode(value)
            setUnitId('')
          }}
          emptyLabel="Choose a product"
          options={products
            .filter((candidate) => candidate.is_active)
            .map((candidate) => ({ value: candidate.code, label: `${candidate.name} (${candidate.code})` }))}
          error={errors.product_code}
        />
        <TextField
          label={type === 'adjustment' ? 'Counted quantity' : 'Quantity'}
          inputMode="decimal"
          value={quantity}
          onChange={setQuantity}
          error={errors.quantity}
        />
        <SelectField
          label="Unit"
          value={unitId || String(product?.unit_id ?? '')}
          onChange={setUnitId}
          emptyLabel="Choose a unit"
          options={unitOptions}
          error={errors.unit_id}
        />
        <SelectField
          label={type === 'purchase' ? 'Into' : 'From'}
          value={location}
          onChange={setLocation}
          options={locations}
          error={errors.location}
        />
        {(type === 'transfer' || type === 'issue') && (
          <SelectField
            label="To"
            value={toLocation}
            onChange={setToLocation}
            emptyLabel={type === 'issue' ? 'Used up (no location)' : 'Choose where to'}
            options={locations.filter((option) => option.value !== location)}
            error={errors.to_location}
          />
        )}
        {type === 'purchase' && (
          <>
            <TextField label="Price per unit (₹)" inputMode="decimal" value={price} onChange={setPrice} error={errors.unit_cost_paise} />
            <SelectField
              label="Vendor"
              value={vendorId}
              onChange={setVendorId}
              emptyLabel="No vendor"
              options={(vendors.data ?? [])
                .filter((vendor) => vendor.is_active)
                .map((vendor) => ({ value: String(vendor._id), label: vendor.name }))}
              error={errors.vendor_id}
            />
          </>
        )}
        <TextField label="Reference" value={reference} onChange={setReference} hint="Bill or indent number" error={errors.reference} />
      </div>
      <FormAlert message={errors.form} />
      <div className="form__row form__row--end">
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending && <Spinner size="small" />}
          Record move
        </button>
      </div>
    </form>
  )
}
