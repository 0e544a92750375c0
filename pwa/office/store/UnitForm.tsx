import { useRef } from 'react'
import type { z } from 'zod'
import { createUnit, createUnitBody, updateUnit, updateUnitBody, type MeasurementUnit } from '../../../domain/contract/store'
import { dimensionBaseUnit, stockDimensions, type StockDimension } from '../../../domain/store'
import { callApi } from '../../api/client'
import { FormSelectField } from '../../forms/FormSelectField'
import { FormTextField } from '../../forms/FormTextField'
import { numberFromText, useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'

/** The base unit of each dimension, in words, for the size field's label. */
const baseUnitWords: Record<StockDimension, string> = { mass: 'grams', volume: 'millilitres', count: 'pieces' }
import { useFormFocus } from '../../ui/use-form-focus'
import { useStoreSave } from './use-store-save'

interface UnitFormValues {
  name: string
  symbol: string
  dimension: StockDimension
  factor: string
}

/**
 * Adds a measurement unit or changes one (POST, PUT inv/measurement-units). A unit already used keeps
 * its dimension and factor: the server refuses a change to them (ADR 037) and the form says so there.
 */
export function UnitForm({ unit, onDone }: { unit?: MeasurementUnit; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: unit ? updateUnitBody : createUnitBody,
    defaultValues: {
      name: unit?.name ?? '',
      symbol: unit?.symbol ?? '',
      dimension: unit?.dimension ?? 'mass',
      factor: unit ? String(unit.factor) : '',
    },
    toRequest: (values: UnitFormValues) => ({ ...values, factor: numberFromText(values.factor) }),
  })
  const save = useStoreSave(
    (body: z.output<typeof createUnitBody> | z.output<typeof updateUnitBody>) =>
      unit
        ? callApi(updateUnit, { params: { id: unit._id }, body })
        : callApi(createUnit, { body: body as z.output<typeof createUnitBody> }),
    { onDone, onFailure: (failure) => showFailure(failure, unit ? 'Failed to update unit' : 'Failed to create unit') },
  )
  const dimension = form.watch('dimension')
  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="store-setup__form"
      noValidate
      aria-label={unit ? `Edit ${unit.name}` : 'New unit'}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <FormAlert message={alert} />
      <FormTextField control={form.control} name="name" label="Unit name" maxLength={40} />
      <FormTextField control={form.control} name="symbol" label="Symbol" maxLength={12} />
      <FormSelectField
        control={form.control}
        name="dimension"
        label="Dimension"
        options={stockDimensions.map((value) => ({ value, label: value }))}
      />
      <FormTextField
        control={form.control}
        name="factor"
        label={`Size in ${baseUnitWords[dimension]}`}
        inputMode="decimal"
        hint={`One of this unit, in the dimension's base unit: kg is 1000 ${dimensionBaseUnit.mass}, dozen 12 ${dimensionBaseUnit.count}s`}
      />
      <FormActions submitLabel={unit ? 'Save unit' : 'Add unit'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
