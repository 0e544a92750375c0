import { useId } from 'react'

interface SelectFieldProps {
  label: string
  value: string
  onChange: (value: string) => void
  options: readonly { value: string; label: string }[]
  /** The first, empty choice ('Any type', 'Choose a type'); left out when every value is a real one. */
  emptyLabel?: string
  error?: string | undefined
}

/** A labelled drop-down, described like TextField so its error is read with it. */
export function SelectField({ label, value, onChange, options, emptyLabel, error }: SelectFieldProps) {
  const id = useId()
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {emptyLabel !== undefined && <option value="">{emptyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}

/** ['social', ...] → [{ value: 'social', label: 'Social' }, ...]. */
export const optionsOf = (values: readonly string[]) =>
  values.map((value) => ({ value, label: value.charAt(0).toUpperCase() + value.slice(1).replace(/_/g, ' ') }))
