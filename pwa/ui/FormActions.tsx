import { Spinner } from './Spinner'

interface FormActionsProps {
  submitLabel: string
  isSaving: boolean
  onCancel: () => void
}

/** The Cancel / Save row at the foot of an office form; Save shows a spinner while saving. */
export function FormActions({ submitLabel, isSaving, onCancel }: FormActionsProps) {
  return (
    <div className="form__row form__row--end">
      <button type="button" className="button button--secondary" onClick={onCancel}>
        Cancel
      </button>
      <button type="submit" className="button button--primary" disabled={isSaving}>
        {isSaving && <Spinner size="small" />}
        {submitLabel}
      </button>
    </div>
  )
}
