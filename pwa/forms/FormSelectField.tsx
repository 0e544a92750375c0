import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { fieldMessage } from './field-message'
import { SelectField } from '../ui/SelectField'

type SelectFieldProps = Parameters<typeof SelectField>[0]

/** A SelectField bound to a contract form's field: its value, and the contract's message when refused. */
export function FormSelectField<Values extends FieldValues, Request>({
  control,
  name,
  ...props
}: { control: Control<Values, unknown, Request>; name: Path<Values> } & Omit<SelectFieldProps, 'value' | 'onChange' | 'error'>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <SelectField
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={fieldMessage(fieldState.error?.message)}
    />
  )
}
