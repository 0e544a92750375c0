import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { toast } from 'sonner'
import { formatTimeOfDay } from '../../domain/sports'
import { Spinner } from '../ui/Spinner'
import type { Choice } from './FreeSlots'
import { availabilityQuery, bookWalkIn } from './queries'

/** Who plays on the chosen court: a member (charged to the account) or a guest (pays at the desk). */
export function WalkInForm({ activityId, date, choice, onDone }: { activityId: number; date: string; choice: Choice; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [memberId, setMemberId] = useState('')
  const firstField = useRef<HTMLInputElement>(null)
  // The chosen slot may be far down a long day: bring the form to the receptionist.
  useEffect(() => firstField.current?.focus(), [])
  const [contactName, setContactName] = useState('')
  const [contactPhone, setContactPhone] = useState('')
  // Text while typing: clearing the field to type another number must not snap back to 1.
  const [players, setPlayers] = useState('1')
  const playerCount = Math.min(50, Math.max(1, Math.trunc(Number(players)) || 1))
  const book = useMutation({
    mutationFn: () =>
      bookWalkIn({
        activityId,
        itemId: choice.itemId,
        date,
        startTime: choice.startTime,
        endTime: choice.endTime,
        memberId,
        contactName,
        contactPhone,
        playerCount,
      }),
    onSuccess: (answer) => {
      toast.success(`Booked: ${choice.itemName} at ${formatTimeOfDay(choice.startTime)} (booking #${answer.booking.booking_id}).`)
      void queryClient.invalidateQueries({ queryKey: availabilityQuery(activityId, date).queryKey })
      onDone()
    },
    onError: () => void queryClient.invalidateQueries({ queryKey: availabilityQuery(activityId, date).queryKey }),
  })
  const isGuest = memberId.trim() === ''
  const submit = (event: FormEvent) => {
    event.preventDefault()
    book.mutate()
  }
  return (
    <form className="desk-walkin__form" onSubmit={submit} aria-label="Walk-in details">
      <p className="desk-walkin__choice">
        {choice.itemName}, {formatTimeOfDay(choice.startTime)} – {formatTimeOfDay(choice.endTime)}
      </p>
      <label className="door__label" htmlFor="desk-walkin-member">
        Member id (leave empty for a guest)
      </label>
      <input
        ref={firstField}
        id="desk-walkin-member"
        className="door__input"
        value={memberId}
        onChange={(event) => setMemberId(event.target.value)}
        autoComplete="off"
      />
      <label className="door__label" htmlFor="desk-walkin-name">
        {isGuest ? 'Guest name' : 'Name on the booking (optional)'}
      </label>
      <input
        id="desk-walkin-name"
        className="door__input"
        value={contactName}
        onChange={(event) => setContactName(event.target.value)}
        required={isGuest}
        autoComplete="off"
      />
      <label className="door__label" htmlFor="desk-walkin-phone">
        Phone (optional)
      </label>
      <input
        id="desk-walkin-phone"
        className="door__input"
        type="tel"
        value={contactPhone}
        onChange={(event) => setContactPhone(event.target.value)}
        autoComplete="off"
      />
      <label className="door__label" htmlFor="desk-walkin-players">
        Players
      </label>
      <input
        id="desk-walkin-players"
        className="door__input"
        type="number"
        min={1}
        max={50}
        value={players}
        onChange={(event) => setPlayers(event.target.value)}
      />
      {book.isError && (
        <p className="desk-walkin__error" role="alert">
          {book.error.message}
        </p>
      )}
      <button type="submit" className="door__button" disabled={book.isPending}>
        {book.isPending ? <Spinner size="small" /> : null}{' '}
        {isGuest ? 'Book for the guest (pay at the desk)' : 'Book on the member’s account'}
      </button>
    </form>
  )
}
