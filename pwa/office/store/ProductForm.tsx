import { useRef } from 'react'
import type { z } from 'zod'
import {
  createProduct,
  createProductBody,
  updateProduct,
  updateProductBody,
  type InvCategory,
  type MeasurementUnit,
  type Product,
  type Vendor,
} from '../../../domain/contract/store'
import { callApi } from '../../api/client'
import { FormSelectField } from '../../forms/FormSelectField'
import { FormTextField } from '../../forms/FormTextField'
import { numberFromText, useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { useFormFocus } from '../../ui/use-form-focus'
import { idFromChoice, useStoreSave } from './use-store-save'

interface ProductFormValues {
  code: string
  name: string
  category_id: string
  unit_id: string
  reorder_level: string
  vendor_id: string
  is_active: boolean
}

interface ProductFormProps {
  /** The product to change; a new one is added when absent. */
  product?: Product
  units: MeasurementUnit[]
  categories: InvCategory[]
  vendors: Vendor[]
  onDone: () => void
}

/**
 * Adds a product, or changes one and switches it off or on (POST, PUT inv/products). A product's code
 * and stock unit never change (ADR 037: every move and balance is in that unit), so an edit shows them
 * without a field.
 */
export function ProductForm({ product, units, categories, vendors, onDone }: ProductFormProps) {
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: product ? updateProductBody : createProductBody,
    defaultValues: {
      code: product?.code ?? '',
      name: product?.name ?? '',
      category_id: product ? String(product.category_id) : '',
      unit_id: product ? String(product.unit_id) : '',
      reorder_level: product ? String(product.reorder_level) : '',
      vendor_id: product?.vendor_id ? String(product.vendor_id) : '',
      is_active: product?.is_active ?? true,
    },
    toRequest: ({ code, unit_id, ...values }: ProductFormValues) => ({
      ...values,
      ...(product ? {} : { code, unit_id: idFromChoice(unit_id) }),
      category_id: idFromChoice(values.category_id),
      vendor_id: idFromChoice(values.vendor_id, null),
      reorder_level: values.reorder_level.trim() === '' ? undefined : numberFromText(values.reorder_level),
    }),
  })
  const save = useStoreSave(
    (body: z.output<typeof createProductBody> | z.output<typeof updateProductBody>) =>
      product
        ? callApi(updateProduct, { params: { id: product._id }, body })
        : callApi(createProduct, { body: body as z.output<typeof createProductBody> }),
    { onDone, onFailure: (failure) => showFailure(failure, product ? 'Failed to update product' : 'Failed to create product') },
  )
  // A switched-off vendor is offered only to the product that already has it.
  const vendorOptions = vendors
    .filter((vendor) => vendor.is_active || vendor._id === product?.vendor_id)
    .map((vendor) => ({ value: String(vendor._id), label: vendor.is_active ? vendor.name : `${vendor.name} (switched off)` }))
  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="store-setup__form store-product-form"
      noValidate
      aria-label={product ? `Edit ${product.name}` : 'New product'}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <FormAlert message={alert} />
      {product ? (
        <p className="field__hint">
          Code {product.code} · stock unit {product.unit} (these stay: every move is kept in them)
        </p>
      ) : (
        <FormTextField control={form.control} name="code" label="Code" maxLength={30} hint="Letters, digits, - or _, such as PANEER" />
      )}
      <FormTextField control={form.control} name="name" label="Product name" maxLength={120} />
      <FormSelectField
        control={form.control}
        name="category_id"
        label="Category"
        emptyLabel="Choose a category"
        options={categories.map((category) => ({ value: String(category._id), label: category.name }))}
      />
      {!product && (
        <FormSelectField
          control={form.control}
          name="unit_id"
          label="Stock unit"
          emptyLabel="Choose a unit"
          options={units.map((unit) => ({ value: String(unit._id), label: `${unit.name} (${unit.symbol})` }))}
        />
      )}
      <FormTextField
        control={form.control}
        name="reorder_level"
        label="Reorder level"
        inputMode="decimal"
        hint={product ? `In ${product.unit}` : 'In the stock unit; left empty, 0'}
      />
      <FormSelectField control={form.control} name="vendor_id" label="Usual vendor" emptyLabel="None" options={vendorOptions} />
      {product && (
        <label className="checkbox">
          <input type="checkbox" {...form.register('is_active')} />
          Active (switched off, it takes no new moves; its history stays)
        </label>
      )}
      <FormActions submitLabel={product ? 'Save product' : 'Add product'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
