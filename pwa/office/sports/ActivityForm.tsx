import { fieldMessage } from '../../forms/field-message'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId } from 'react'
import { Controller } from 'react-hook-form'
import { useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { createActivity, createActivityBody, updateActivity, type CreateActivityInput } from '../../../domain/contract/sports-activities'
import type { SportsActivity } from '../../../domain/contract/sports-shapes'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { TextAreaField } from '../restaurants/TextAreaField'
import { activityFormValues, activityRequest, type ActivityFormValues } from './activity-form'
import { categoriesQuery, sportsKeys } from './queries'
import { formFailureOf, sportsMessages } from './sports-failure'

/** Creates an activity (active at once), or edits `activity`; then goes to its page. */
export function ActivityForm({ activity }: { activity?: SportsActivity }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const categories = useQuery(categoriesQuery())
  const categoryListId = useId()
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: createActivityBody,
    defaultValues: activityFormValues(activity),
    toRequest: (values: ActivityFormValues) => activityRequest(values),
  })

  const save = useMutation({
    mutationFn: (body: CreateActivityInput) =>
      activity ? callApi(updateActivity, { params: { id: activity.activity_id }, body }) : callApi(createActivity, { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: sportsKeys.all })
      await navigate(`/dashboard/sports/${answer.activity.activity_id}`)
    },
    onError: (error) => {
      const failure = formFailureOf(error, sportsMessages.saveActivity)
      showFailure(failure.error, failure.fallback)
    },
  })

  const { control, register } = form
  return (
    <form
      className="panel"
      noValidate
      aria-label={activity ? `Edit ${activity.name}` : 'New activity'}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <FormAlert message={alert} />
      <div className="form-grid">
        <FormTextField control={control} name="name" label="Name" maxLength={80} required />
        <FormTextField
          control={control}
          name="category"
          label="Category"
          maxLength={40}
          list={categoryListId}
          hint="Golf, Racquet sports, Aquatics…"
          required
        />
        <datalist id={categoryListId}>
          {(categories.data ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <FormTextField
          control={control}
          name="open_time"
          label="Opens"
          inputMode="numeric"
          hint="HH:MM, club time"
          placeholder="06:00"
          required
        />
        <FormTextField
          control={control}
          name="close_time"
          label="Closes"
          inputMode="numeric"
          hint="HH:MM; the last slot ends by then"
          placeholder="22:00"
          required
        />
        <FormTextField control={control} name="slot_minutes" label="Slot length (minutes)" inputMode="numeric" hint="15 to 240" required />
        <FormTextField
          control={control}
          name="max_slots_per_booking"
          label="Slots per booking, at most"
          inputMode="numeric"
          hint="1 to 8"
          required
        />
        <FormTextField
          control={control}
          name="price_paise"
          label="Price per slot (₹)"
          inputMode="decimal"
          hint="Per court (lane, table) per slot; 0 for free"
          required
        />
        <FormTextField
          control={control}
          name="guest_price_paise"
          label="Guest price per slot (₹)"
          inputMode="decimal"
          hint="Leave empty to charge guests the member price"
        />
        <FormTextField control={control} name="max_players" label="Players, at most" inputMode="numeric" hint="1 to 50" required />
        <FormTextField
          control={control}
          name="booking_window_days"
          label="Booking window (days)"
          inputMode="numeric"
          hint="How far ahead members may book"
          required
        />
        <FormTextField
          control={control}
          name="cancel_cutoff_minutes"
          label="Cancellation cut-off (minutes)"
          inputMode="numeric"
          hint="Members cancel until this long before the start"
          required
        />
        <FormTextField control={control} name="image_url" label="Image address" type="url" maxLength={500} />
        <div className="form-grid__checks">
          <label className="checkbox">
            <input type="checkbox" {...register('is_public')} />
            Shown on the club's public site
          </label>
        </div>
        <div className="form-grid__wide">
          <Controller
            control={control}
            name="description"
            render={({ field, fieldState }) => (
              <TextAreaField
                label="Description"
                value={field.value}
                onChange={field.onChange}
                error={fieldMessage(fieldState.error?.message)}
                maxLength={2000}
                rows={4}
              />
            )}
          />
        </div>
      </div>
      <FormActions
        submitLabel={activity ? 'Save changes' : 'Create activity'}
        isSaving={save.isPending}
        onCancel={() => void navigate(-1)}
      />
    </form>
  )
}
