import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { createEvent, createEventBody, updateEvent } from '../../../domain/contract/event-bookings-manage'
import type { ClubEvent } from '../../../domain/contract/events'
import { eventTypes } from '../../../domain/events'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { eventBody, eventFormValues, eventRequest, type EventFormValues } from './event-form'
import { visibilityOptions } from './EventFiltersBar'
import { eventDefaults, eventSuccess } from './failure'
import { FormSelectField } from '../../forms/FormSelectField'
import { FormTextAreaField } from './FormTextAreaField'
import { eventKeys } from './queries'
import { optionsOf } from '../../ui/SelectField'
import { ImageUploadField } from '../uploads/ImageUploadField'
import { fieldMessage } from '../../forms/field-message'

/** Creates an event (a draft until published), or edits `event`; then goes to its page. */
export function EventForm({ event }: { event?: ClubEvent }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: createEventBody,
    defaultValues: eventFormValues(event),
    toRequest: (values: EventFormValues) => eventRequest(values),
  })

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof eventBody>) =>
      event ? callApi(updateEvent, { params: { id: event.event_id }, body }) : callApi(createEvent, { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message || (event ? eventSuccess.eventUpdated : eventSuccess.eventCreated))
      await queryClient.invalidateQueries({ queryKey: eventKeys.all })
      await navigate(`/dashboard/events/${answer.event.event_id}`)
    },
    onError: (error) => showFailure(error, event ? eventDefaults.updateEvent : eventDefaults.createEvent),
  })

  const { control, register, watch, setValue, formState } = form
  return (
    <form
      className="panel"
      noValidate
      aria-label={event ? `Edit ${event.title}` : 'New event'}
      onSubmit={submitWith((request) => {
        if (!save.isPending) save.mutate(eventBody(request))
      })}
    >
      <FormAlert message={alert} />
      <div className="form-grid">
        <div className="form-grid__wide">
          <FormTextField control={control} name="title" label="Title" maxLength={200} required />
        </div>
        <FormSelectField control={control} name="event_type" label="Type" options={optionsOf(eventTypes)} emptyLabel="Choose a type" />
        <FormTextField control={control} name="venue" label="Venue" maxLength={200} required />
        <FormTextField control={control} name="start_at" label="Starts" type="datetime-local" hint="Club time (Delhi)" required />
        <FormTextField
          control={control}
          name="end_at"
          label="Ends"
          type="datetime-local"
          min={watch('start_at') || undefined}
          hint="Club time (Delhi)"
          required
        />
        <FormTextField control={control} name="capacity" label="Capacity" inputMode="numeric" hint="Seats on sale" required />
        <FormTextField
          control={control}
          name="price_paise"
          label="Price (₹)"
          inputMode="decimal"
          hint="Per guest ticket; 0 for free"
          required
        />
        <FormTextField
          control={control}
          name="member_price_paise"
          label="Member price (₹)"
          inputMode="decimal"
          hint="Leave empty to charge members the same"
        />
        <FormSelectField control={control} name="visibility" label="Visibility" options={visibilityOptions} />
        <div className="form-grid__checks">
          <label className="checkbox">
            <input type="checkbox" {...register('featured')} />
            Featured on the club's site
          </label>
        </div>
        <div className="form-grid__wide">
          <FormTextAreaField control={control} name="description" label="Description" maxLength={5000} rows={6} />
        </div>
        <ImageUploadField
          label="Picture"
          folder="events"
          value={watch('image_url') || null}
          onChange={(url) => setValue('image_url', url ?? '', { shouldDirty: true })}
          hint="Shown on the event's card on the club's site. JPEG, PNG, WebP or GIF, up to 10 MB."
          error={fieldMessage(formState.errors.image_url?.message)}
        />
        <FormTextAreaField
          control={control}
          name="highlights"
          label="Highlights"
          rows={5}
          hint="One a line, up to 10: live band, buffet dinner, dress code…"
        />
      </div>
      <FormActions submitLabel={event ? 'Save changes' : 'Create event'} isSaving={save.isPending} onCancel={() => void navigate(-1)} />
    </form>
  )
}
