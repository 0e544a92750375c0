import { Minus, Plus, Trash2 } from 'lucide-react'
import { formatRupees } from '../../../domain/money'
import { FormAlert } from '../../ui/FormAlert'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import {
  draftItemCount,
  draftTotalPaise,
  EMPTY_ORDER_REASON,
  MAX_QUANTITY,
  removeLine,
  setLineAllergyNotes,
  setLineNotes,
  setQuantity,
  type OrderDraft,
} from './order-draft'

interface OrderTicketProps {
  draft: OrderDraft
  onChange: (draft: OrderDraft) => void
  onSend: () => void
  isSending: boolean
  problem: string | undefined
}

/** The order as it will reach the kitchen: dishes with quantities and notes, order notes, the total. */
export function OrderTicket({ draft, onChange, onSend, isSending, problem }: OrderTicketProps) {
  const isEmpty = draft.lines.length === 0
  return (
    <form
      id="ticket"
      className="floor-ticket"
      aria-labelledby="ticket-title"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        onSend()
      }}
    >
      <h2 id="ticket-title" className="floor__heading">
        Order
      </h2>
      {isEmpty ? (
        <p className="floor__hint">Tap a dish to add it.</p>
      ) : (
        <ul className="ticket-lines" aria-label="Dishes on the order">
          {draft.lines.map((line) => (
            <li key={line.menuItemId} className="ticket-line">
              <div className="ticket-line__top">
                <span className="ticket-line__name">{line.name}</span>
                <span className="ticket-line__price">{formatRupees(line.pricePaise * line.quantity)}</span>
              </div>
              <div className="ticket-line__controls">
                <div className="stepper" role="group" aria-label={`Quantity of ${line.name}`}>
                  <button
                    type="button"
                    className="stepper__button"
                    aria-label={`One less ${line.name}`}
                    disabled={line.quantity <= 1}
                    onClick={() => onChange(setQuantity(draft, line.menuItemId, line.quantity - 1))}
                  >
                    <Minus aria-hidden="true" />
                  </button>
                  <output className="stepper__value" aria-live="polite">
                    {line.quantity}
                  </output>
                  <button
                    type="button"
                    className="stepper__button"
                    aria-label={`One more ${line.name}`}
                    disabled={line.quantity >= MAX_QUANTITY}
                    onClick={() => onChange(setQuantity(draft, line.menuItemId, line.quantity + 1))}
                  >
                    <Plus aria-hidden="true" />
                  </button>
                </div>
                <button
                  type="button"
                  className="icon-button"
                  aria-label={`Remove ${line.name}`}
                  onClick={() => onChange(removeLine(draft, line.menuItemId))}
                >
                  <Trash2 aria-hidden="true" />
                </button>
              </div>
              <TextField
                label={`Notes for ${line.name}`}
                value={line.notes}
                onChange={(notes) => onChange(setLineNotes(draft, line.menuItemId, notes))}
                maxLength={200}
                placeholder="Less spicy, no onion…"
              />
              <TextField
                label={`Allergies for ${line.name}`}
                value={line.allergyNotes}
                onChange={(allergyNotes) => onChange(setLineAllergyNotes(draft, line.menuItemId, allergyNotes))}
                maxLength={200}
                placeholder="Nut allergy, no gluten…"
              />
            </li>
          ))}
        </ul>
      )}
      <TextField label="Order notes" value={draft.notes} onChange={(notes) => onChange({ ...draft, notes })} maxLength={500} />
      <TextField
        label="Allergy notes for the whole order"
        value={draft.allergyNotes}
        onChange={(allergyNotes) => onChange({ ...draft, allergyNotes })}
        maxLength={500}
        placeholder="Peanuts, gluten…"
      />
      <p className="ticket-total">
        <span>
          Total · {draftItemCount(draft)} {draftItemCount(draft) === 1 ? 'item' : 'items'}
        </span>
        <strong>{formatRupees(draftTotalPaise(draft))}</strong>
      </p>
      <FormAlert message={problem} />
      {isEmpty && (
        <p id="send-reason" className="floor__hint">
          {EMPTY_ORDER_REASON}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--large button--block"
        disabled={isSending || isEmpty}
        aria-busy={isSending}
        aria-describedby={isEmpty ? 'send-reason' : undefined}
      >
        {isSending && <Spinner size="small" />}
        {isSending ? 'Sending…' : 'Send to kitchen'}
      </button>
    </form>
  )
}
