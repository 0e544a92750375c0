import { useId } from 'react'

/** A labelled multi-line field, styled and described like TextField. */
export function TextAreaField({
  label,
  value,
  onChange,
  error,
  rows = 4,
  maxLength,
  hint,
}: {
  label: string
  value: string
  onChange: (value: string) => void
  error?: string | undefined
  rows?: number
  maxLength?: number
  hint?: string
}) {
  const id = useId()
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className="textarea"
        rows={rows}
        value={value}
        maxLength={maxLength}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
      />
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
