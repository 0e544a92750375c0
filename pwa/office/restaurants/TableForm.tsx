import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FormActions } from '../../ui/FormActions'
import { useRef, useState } from 'react'
import { toast } from 'sonner'
import { useFormFocus } from '../../ui/use-form-focus'
import { apiPost, apiRequest } from '../../api/client'
import { FormAlert } from '../../ui/FormAlert'
import { TextField } from '../../ui/TextField'
import { restaurantKeys } from './queries'
import type { DiningTable } from './restaurant-types'
import { tableDefaults, tableServerFields, toTableBody, validateTable, type TableFieldErrors, type TableFormValues } from './table-form'
import { formFailure } from '../../forms/server-field-errors'

/** Adds a table, or changes one's label and seats. */
export function TableForm({ restaurantId, table, onDone }: { restaurantId: number; table?: DiningTable; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [values, setValues] = useState<TableFormValues>({ label: table?.label ?? '', seats: String(table?.seats ?? 4) })
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const [errors, setErrors] = useState<TableFieldErrors>({})
  const [alert, setAlert] = useState<string>()
  const path = `/api/facilities/restaurant/${restaurantId}/tables`

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof toTableBody>) =>
      table ? apiRequest<{ message?: string }>(`${path}/${table.table_id}`, { method: 'PUT', body }) : apiPost<{ message?: string }>(path, body),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? 'Table saved')
      // The list counts each restaurant's tables too.
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.all })
      onDone()
    },
    onError: (error) => {
      const failure = formFailure(error, tableServerFields, table ? tableDefaults.update : tableDefaults.create)
      setErrors(failure.errors)
      setAlert(failure.alert)
    },
  })

  /** Typing in a field clears its message: it spoke of the value before. */
  const change = (field: keyof TableFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="panel table-form"
      noValidate
      aria-label={table ? `Edit table ${table.label}` : 'New table'}
      onSubmit={(event) => {
        event.preventDefault()
        const found = validateTable(values)
        setErrors(found)
        if (Object.keys(found).length > 0) return setAlert('Please correct the fields marked below.')
        setAlert(undefined)
        if (!save.isPending) save.mutate(toTableBody(values))
      }}
    >
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField label="Label" value={values.label} onChange={change('label')} error={errors.label} maxLength={20} placeholder="T12" />
        <TextField label="Seats" value={values.seats} onChange={change('seats')} error={errors.seats} inputMode="numeric" />
      </div>
      <FormActions submitLabel={table ? 'Save table' : 'Add table'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
