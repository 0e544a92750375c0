import { useQuery } from '@tanstack/react-query'
import { useId } from 'react'
import { TextField } from '../../ui/TextField'
import { kitchensQuery } from './queries'

interface KitchenFieldProps {
  value: string
  onChange: (kitchenId: string) => void
  error: string | undefined
  /** Only roles that may view kitchens can list them; others see the current one. */
  canListKitchens: boolean
  currentKitchenName: string | undefined
}

/** The restaurant's kitchen: a list from admin/getallkitchens when allowed, else a read-only label. */
export function KitchenField({ value, onChange, error, canListKitchens, currentKitchenName }: KitchenFieldProps) {
  const id = useId()
  const kitchens = useQuery({ ...kitchensQuery(), enabled: canListKitchens })

  if (!canListKitchens) {
    if (currentKitchenName) {
      return (
        <div className="field">
          <span className="field__label">Kitchen</span>
          <p className="field__readonly">{currentKitchenName}</p>
          <p className="field__hint">Only staff who manage kitchens can move a restaurant to another kitchen.</p>
        </div>
      )
    }
    return (
      <TextField
        label="Kitchen ID"
        value={value}
        onChange={onChange}
        error={error}
        inputMode="numeric"
        hint="Ask an administrator which kitchen cooks for it."
      />
    )
  }
  return (
    <div className={`field${error ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        Kitchen
      </label>
      <select
        id={id}
        className="select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        <option value="">{kitchens.isPending ? 'Loading kitchens…' : 'Choose a kitchen'}</option>
        {(kitchens.data ?? []).map((kitchen) => (
          <option key={kitchen.kitchenId} value={String(kitchen.kitchenId)}>
            {kitchen.name}
            {kitchen.is_active ? '' : ' (inactive)'}
          </option>
        ))}
      </select>
      {kitchens.isError && <p className="field__hint">The kitchens could not be loaded: {kitchens.error.message}</p>}
      {error && (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
