import { useController, type Control, type FieldValues, type Path } from 'react-hook-form'
import { fieldMessage } from '../../forms/field-message'
import { TextAreaField } from '../restaurants/TextAreaField'

type TextAreaFieldProps = Parameters<typeof TextAreaField>[0]

/** A TextAreaField bound to a contract form's field: its value, and the contract's message when refused. */
export function FormTextAreaField<Values extends FieldValues, Request>({
  control,
  name,
  ...props
}: { control: Control<Values, unknown, Request>; name: Path<Values> } & Omit<TextAreaFieldProps, 'value' | 'onChange' | 'error'>) {
  const { field, fieldState } = useController({ control, name })
  return (
    <TextAreaField
      {...props}
      value={(field.value as string | undefined) ?? ''}
      onChange={field.onChange}
      error={fieldMessage(fieldState.error?.message)}
    />
  )
}
