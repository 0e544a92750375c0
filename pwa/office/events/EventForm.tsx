import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { apiPost, apiRequest } from '../../api/client'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { TextField } from '../../ui/TextField'
import { failureMessage } from '../../api/failure'
import { TextAreaField } from '../restaurants/TextAreaField'
import { serverFieldErrors } from '../../forms/server-field-errors'
import { eventFormValues, eventServerFields, toEventBody, validateEvent, type EventFieldErrors, type EventFormValues } from './event-form'
import { eventTypes, type ClubEvent } from './event-types'
import { visibilityOptions } from './EventFiltersBar'
import { eventDefaults, eventSuccess } from './failure'
import { EVENTS_API, eventKeys } from './queries'
import { optionsOf, SelectField } from './SelectField'

/** Creates an event (a draft until published), or edits `event`; then goes to its page. */
export function EventForm({ event }: { event?: ClubEvent }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [values, setValues] = useState<EventFormValues>(() => eventFormValues(event))
  const [errors, setErrors] = useState<EventFieldErrors>({})
  const [alert, setAlert] = useState<string>()

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof toEventBody>) =>
      event
        ? apiRequest<{ message?: string; event: ClubEvent }>(`${EVENTS_API}/events/${event.event_id}`, { method: 'PUT', body })
        : apiPost<{ message?: string; event: ClubEvent }>(`${EVENTS_API}/events`, body),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? (event ? eventSuccess.eventUpdated : eventSuccess.eventCreated))
      await queryClient.invalidateQueries({ queryKey: eventKeys.all })
      await navigate(`/dashboard/events/${answer.event.event_id}`)
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error, eventServerFields))
      setAlert(failureMessage(error, event ? eventDefaults.updateEvent : eventDefaults.createEvent))
    },
  })

  const change =
    <Field extends keyof EventFormValues>(field: Field) =>
    (value: EventFormValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }))
      setErrors((current) => ({ ...current, [field]: undefined }))
    }

  const submit = () => {
    if (save.isPending) return
    const found = validateEvent(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return setAlert('Please correct the fields marked below.')
    setAlert(undefined)
    save.mutate(toEventBody(values))
  }

  return (
    <form
      className="panel"
      noValidate
      aria-label={event ? `Edit ${event.title}` : 'New event'}
      onSubmit={(submitted) => {
        submitted.preventDefault()
        submit()
      }}
    >
      <FormAlert message={alert} />
      <div className="form-grid">
        <div className="form-grid__wide">
          <TextField label="Title" value={values.title} onChange={change('title')} error={errors.title} maxLength={200} required />
        </div>
        <SelectField label="Type" value={values.eventType} onChange={(value) => change('eventType')(value as EventFormValues['eventType'])} options={optionsOf(eventTypes)} emptyLabel="Choose a type" error={errors.eventType} />
        <TextField label="Venue" value={values.venue} onChange={change('venue')} error={errors.venue} maxLength={200} required />
        <TextField label="Starts" type="datetime-local" value={values.startAt} onChange={change('startAt')} error={errors.startAt} hint="Club time (Delhi)" required />
        <TextField label="Ends" type="datetime-local" value={values.endAt} onChange={change('endAt')} error={errors.endAt} min={values.startAt || undefined} hint="Club time (Delhi)" required />
        <TextField label="Capacity" inputMode="numeric" value={values.capacity} onChange={change('capacity')} error={errors.capacity} hint="Seats on sale" required />
        <TextField label="Price (₹)" inputMode="decimal" value={values.priceRupees} onChange={change('priceRupees')} error={errors.priceRupees} hint="Per guest ticket; 0 for free" required />
        <TextField label="Member price (₹)" inputMode="decimal" value={values.memberPriceRupees} onChange={change('memberPriceRupees')} error={errors.memberPriceRupees} hint="Leave empty to charge members the same" />
        <SelectField label="Visibility" value={values.visibility} onChange={(value) => change('visibility')(value as EventFormValues['visibility'])} options={visibilityOptions} error={errors.visibility} />
        <div className="form-grid__checks">
          <label className="checkbox">
            <input type="checkbox" checked={values.featured} onChange={(changed) => change('featured')(changed.target.checked)} />
            Featured on the club's site
          </label>
        </div>
        <div className="form-grid__wide">
          <TextAreaField label="Description" value={values.description} onChange={change('description')} error={errors.description} maxLength={5000} rows={6} />
        </div>
      </div>
      <FormActions submitLabel={event ? 'Save changes' : 'Create event'} isSaving={save.isPending} onCancel={() => void navigate(-1)} />
    </form>
  )
}
