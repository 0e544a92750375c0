import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { TextField } from '../ui/TextField'
import { fieldMessage } from './field-message'

type TextFieldProps = Parameters<typeof TextField>[0]

/** A TextField bound to a contract form's field: its value, and the contract's message when refused. */
export function FormTextField<Values extends FieldValues, Request>({
  control,
  name,
  ...props
}: { control: Control<Values, unknown, Request>; name: Path<Values> } & Omit<TextFieldProps, 'value' | 'onChange' | 'error'>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <TextField
      {...props}
      name={field.name}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      error={fieldMessage(fieldState.error?.message)}
    />
  )
}
