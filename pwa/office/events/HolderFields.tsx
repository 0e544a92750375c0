import { Plus, X } from 'lucide-react'
import { TextField } from '../../ui/TextField'

export const MAX_TICKETS = 10

interface HolderFieldsProps {
  holders: string[]
  onChange: (holders: string[]) => void
  errors?: Record<number, string>
  legend?: string
  /** Rows that cannot be removed (1; 0 where other tickets are chosen beside the names). */
  minRows?: number
  /** Rows the booking leaves room for (MAX_TICKETS less the tickets chosen beside the names). */
  maxRows?: number
}

/** One name per ticket (1-10): the door reads these names from the ticket list. */
export function HolderFields({
  holders,
  onChange,
  errors = {},
  legend = 'Ticket holders',
  minRows = 1,
  maxRows = MAX_TICKETS,
}: HolderFieldsProps) {
  const set = (index: number, name: string) => onChange(holders.map((holder, at) => (at === index ? name : holder)))
  return (
    <fieldset className="holders-fieldset">
      <legend className="field__label">{legend}</legend>
      <ol className="holders">
        {holders.map((holder, index) => (
          <li key={index} className="holders__row">
            <TextField
              label={`Ticket ${index + 1} holder`}
              value={holder}
              onChange={(name) => set(index, name)}
              error={errors[index]}
              maxLength={100}
              autoComplete="off"
            />
            {holders.length > minRows && (
              <button
                type="button"
                className="button button--ghost"
                aria-label={`Remove ticket ${index + 1}`}
                onClick={() => onChange(holders.filter((_, at) => at !== index))}
              >
                <X aria-hidden="true" size={18} />
              </button>
            )}
          </li>
        ))}
      </ol>
      {holders.length < maxRows && (
        <button type="button" className="button button--secondary" onClick={() => onChange([...holders, ''])}>
          <Plus aria-hidden="true" size={18} /> Add a ticket
        </button>
      )}
    </fieldset>
  )
}

/** Each empty name, by its row. */
export function holderErrors(holders: string[]): Record<number, string> {
  const errors: Record<number, string> = {}
  holders.forEach((holder, index) => {
    if (holder.trim() === '') errors[index] = `Ticket ${index + 1} holder name is required`
  })
  return errors
}
