import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { toast } from 'sonner'
import {
  addTable,
  createTableBody,
  updateTable,
  updateTableBody,
  type CreateTableInput,
  type DiningTable,
  type UpdateTableInput,
} from '../../../domain/contract/restaurants'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { useFormFocus } from '../../ui/use-form-focus'
import { restaurantKeys } from './queries'
import { tableDefaults, tableFormValues, tableRequest, type TableFormValues } from './table-form'

/** What the new table's schema gave: its label is there. */
const isNewTable = (body: CreateTableInput | UpdateTableInput): body is CreateTableInput => body.label !== undefined

/** Adds a table, or changes one's label and seats. */
export function TableForm({ restaurantId, table, onDone }: { restaurantId: number; table?: DiningTable; onDone: () => void }) {
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: table ? updateTableBody : createTableBody,
    defaultValues: tableFormValues(table),
    toRequest: (values: TableFormValues) => tableRequest(values),
  })

  const save = useMutation({
    mutationFn: (body: CreateTableInput | UpdateTableInput) => {
      if (table) return callApi(updateTable, { params: { restaurantId, tableId: table.table_id }, body })
      if (!isNewTable(body)) throw new Error('A new table needs its label')
      return callApi(addTable, { params: { restaurantId }, body })
    },
    onSuccess: async (answer) => {
      toast.success(answer.message)
      // The list counts each restaurant's tables too.
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.all })
      onDone()
    },
    onError: (error) => showFailure(error, table ? tableDefaults.update : tableDefaults.create),
  })

  const { control } = form
  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="panel table-form"
      noValidate
      aria-label={table ? `Edit table ${table.label}` : 'New table'}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <FormAlert message={alert} />
      <div className="form-grid">
        <FormTextField control={control} name="label" label="Label" maxLength={20} placeholder="T12" />
        <FormTextField control={control} name="seats" label="Seats" inputMode="numeric" />
      </div>
      <FormActions submitLabel={table ? 'Save table' : 'Add table'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
