import { useMutation } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'
import { DEFAULT_PLAYER_COUNT, DEFAULT_USER_TYPE, formatTimeOfDay, priceSportsBooking, type SportsUserType } from '../../../domain/sports'
import type { AvailabilitySlot, SportsActivity, SportsSubcategory } from '../../../domain/contract/sports-shapes'
import type { SportsBooking } from '../../../domain/contract/sports-bookings'
import { memberCreateBooking } from '../../../domain/contract/sports-member'
import { callApi } from '../../api/client'
import { PriceSummary } from '../../office/events/PriceSummary'
import { SelectField } from '../../ui/SelectField'
import { TextAreaField } from '../../office/restaurants/TextAreaField'
import { isSlotTaken, sportsFailureMessage, sportsMessages } from '../../office/sports/sports-failure'
import { formatDay, sessionLabel } from '../../office/sports/sports-format'
import { countOf } from '../../ui/count-of'
import { FormAlert } from '../../ui/FormAlert'
import { revealSection } from '../../ui/reveal-section'
import { TextField } from '../../ui/TextField'
import { Spinner } from '../../ui/Spinner'
import type { Dependent } from '../../auth/session-types'
import { endTimeChoices } from './booking-window'

interface BookSlotFormProps {
  activity: SportsActivity
  /** The activity's options (coaching, practice…), each perhaps with its own price. */
  subcategories: SportsSubcategory[]
  /** The member's dependents: each may be the one who plays, the member charged. */
  dependents: readonly Dependent[]
  item: { item_id: number; name: string }
  date: string
  slots: AvailabilitySlot[]
  slotIndex: number
  onBooked: (booking: SportsBooking, message: string | undefined) => void
  /** 409: the slot went to someone else between the grid and the tap. */
  onSlotTaken: () => void
}

const numberOptions = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => ({ value: String(from + index), label: String(from + index) }))

/**
 * POST member/bookings for the chosen cell: how long (up to max_slots_per_booking slots), how many
 * players, for the member or a guest, and the price before confirming (ADR 015: per item per slot).
 * It appears when a cell is tapped, below a grid that can be taller than the phone's screen, so it
 * scrolls itself into view and takes the focus on its heading.
 */
export function BookSlotForm({
  activity,
  subcategories,
  dependents,
  item,
  date,
  slots,
  slotIndex,
  onBooked,
  onSlotTaken,
}: BookSlotFormProps) {
  const start = slots[slotIndex]!
  const endChoices = endTimeChoices(slots, slotIndex, item.item_id, activity.max_slots_per_booking)
  const [endTime, setEndTime] = useState(start.end_time)
  const [playerCount, setPlayerCount] = useState(DEFAULT_PLAYER_COUNT)
  const [userType, setUserType] = useState<SportsUserType>(DEFAULT_USER_TYPE)
  /** A dependent who plays (as a member: the member's price, charged to the member). */
  const [dependentId, setDependentId] = useState<number>()
  const [guestName, setGuestName] = useState('')
  const [specialRequests, setSpecialRequests] = useState('')
  const [subcategoryId, setSubcategoryId] = useState('')
  const subcategory = subcategories.find((option) => String(option.sub_category_id) === subcategoryId)
  const [alert, setAlert] = useState<string>()
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (formRef.current && headingRef.current) revealSection(formRef.current, headingRef.current)
  }, [])
  const slotCount = endChoices.indexOf(endTime) + 1
  const pricing = priceSportsBooking(
    {
      pricePaise: activity.price_paise,
      guestPricePaise: activity.guest_price_paise,
      subcategoryPricePaise: subcategory?.price_paise ?? null,
    },
    { slotCount, playerCount, userType },
  )

  const book = useMutation({
    mutationFn: () =>
      callApi(memberCreateBooking, {
        body: {
          activity_id: activity.activity_id,
          item_id: item.item_id,
          booking_date: date,
          start_time: start.start_time,
          end_time: endTime,
          player_count: playerCount,
          user_type: userType,
          ...(dependentId !== undefined ? { dependent_id: dependentId } : {}),
          ...(subcategory ? { subcategory_id: subcategory.sub_category_id } : {}),
          ...(userType === 'guest' && guestName.trim() ? { contact_name: guestName.trim() } : {}),
          ...(specialRequests.trim() ? { special_requests: specialRequests.trim() } : {}),
        },
      }),
    onSuccess: (answer) => onBooked(answer.booking, answer.message),
    onError: (error) => {
      if (isSlotTaken(error)) return onSlotTaken()
      setAlert(sportsFailureMessage(error, sportsMessages.createBooking))
    },
  })

  return (
    <form
      ref={formRef}
      className="panel sports-booking"
      noValidate
      aria-label="Book a slot"
      onSubmit={(submitted) => {
        submitted.preventDefault()
        if (book.isPending) return
        setAlert(undefined)
        book.mutate()
      }}
    >
      <h2 ref={headingRef} className="panel__title" tabIndex={-1}>
        {item.name}, {formatDay(date)}
      </h2>
      <FormAlert message={alert} />
      <p className="record__meta">Starts at {formatTimeOfDay(start.start_time)}</p>
      <SelectField
        label="Ends at"
        value={endTime}
        onChange={setEndTime}
        options={endChoices.map((end, index) => ({ value: end, label: `${formatTimeOfDay(end)} (${countOf(index + 1, 'slot')})` }))}
      />
      {subcategories.length > 0 && (
        <SelectField
          label="Session"
          value={subcategoryId}
          onChange={setSubcategoryId}
          options={[
            { value: '', label: 'Play on my own' },
            ...subcategories.map((option) => ({ value: String(option.sub_category_id), label: sessionLabel(option) })),
          ]}
        />
      )}
      {subcategory?.description && <p className="record__meta">{subcategory.description}</p>}
      <SelectField
        label="Players"
        value={String(playerCount)}
        onChange={(value) => setPlayerCount(Number(value))}
        options={numberOptions(1, activity.max_players)}
      />
      <fieldset className="radio-row">
        <legend>Booking for</legend>
        <label>
          <input
            type="radio"
            name="user_type"
            value="member"
            checked={userType === 'member' && dependentId === undefined}
            onChange={() => {
              setUserType('member')
              setDependentId(undefined)
            }}
          />{' '}
          Myself
        </label>
        {dependents.map((dependent) => (
          <label key={dependent.dependent_id}>
            <input
              type="radio"
              name="user_type"
              value={`dependent-${dependent.dependent_id}`}
              checked={dependentId === dependent.dependent_id}
              onChange={() => {
                setUserType('member')
                setDependentId(dependent.dependent_id)
              }}
            />{' '}
            {dependent.name} ({dependent.relation})
          </label>
        ))}
        <label>
          <input
            type="radio"
            name="user_type"
            value="guest"
            checked={userType === 'guest'}
            onChange={() => {
              setUserType('guest')
              setDependentId(undefined)
            }}
          />{' '}
          A guest of mine
        </label>
      </fieldset>
      {userType === 'guest' && (
        <TextField
          label="Guest's name (optional)"
          value={guestName}
          onChange={setGuestName}
          maxLength={100}
          hint="You are the guest's host; the guest price applies."
        />
      )}
      <TextAreaField label="Special requests (optional)" value={specialRequests} onChange={setSpecialRequests} maxLength={500} rows={2} />
      <PriceSummary
        ticketCount={pricing.slot_count}
        unitPaise={pricing.unit_price_paise}
        discountPaise={0}
        note="Per slot, whatever the number of players. Charged to your member account."
      />
      <button type="submit" className="button button--primary button--block" disabled={book.isPending}>
        {book.isPending && <Spinner size="small" />}
        Confirm booking
      </button>
    </form>
  )
}
