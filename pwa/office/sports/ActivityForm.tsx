import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { useNavigate } from 'react-router'
import { toast } from 'sonner'
import { apiPost, apiRequest } from '../../api/client'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { TextField } from '../../ui/TextField'
import { TextAreaField } from '../restaurants/TextAreaField'
import { serverFieldErrors } from '../../forms/server-field-errors'
import { activityFormValues, activityServerFields, toActivityBody, validateActivity, type ActivityFieldErrors, type ActivityFormValues } from './activity-form'
import { categoriesQuery, SPORTS_API, sportsKeys } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'
import type { SportsActivity } from './sports-types'

/** Creates an activity (active at once), or edits `activity`; then goes to its page. */
export function ActivityForm({ activity }: { activity?: SportsActivity }) {
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const categories = useQuery(categoriesQuery())
  const categoryListId = useId()
  const [values, setValues] = useState<ActivityFormValues>(() => activityFormValues(activity))
  const [errors, setErrors] = useState<ActivityFieldErrors>({})
  const [alert, setAlert] = useState<string>()

  const save = useMutation({
    mutationFn: (body: ReturnType<typeof toActivityBody>) =>
      activity
        ? apiRequest<{ message?: string; activity: SportsActivity }>(`${SPORTS_API}/activities/${activity.activity_id}`, { method: 'PUT', body })
        : apiPost<{ message?: string; activity: SportsActivity }>(`${SPORTS_API}/activities`, body),
    onSuccess: async (answer) => {
      toast.success(answer.message ?? (activity ? 'Activity updated successfully' : 'Activity created successfully'))
      await queryClient.invalidateQueries({ queryKey: sportsKeys.all })
      await navigate(`/dashboard/sports/${answer.activity.activity_id}`)
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error, activityServerFields))
      setAlert(sportsFailureMessage(error, sportsMessages.saveActivity))
    },
  })

  const change =
    <Field extends keyof ActivityFormValues>(field: Field) =>
    (value: ActivityFormValues[Field]) => {
      setValues((current) => ({ ...current, [field]: value }))
      setErrors((current) => ({ ...current, [field]: undefined }))
    }

  const submit = () => {
    if (save.isPending) return
    const found = validateActivity(values)
    setErrors(found)
    if (Object.keys(found).length > 0) return setAlert('Please correct the fields marked below.')
    setAlert(undefined)
    save.mutate(toActivityBody(values))
  }

  return (
    <form
      className="panel"
      noValidate
      aria-label={activity ? `Edit ${activity.name}` : 'New activity'}
      onSubmit={(submitted) => {
        submitted.preventDefault()
        submit()
      }}
    >
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField label="Name" value={values.name} onChange={change('name')} error={errors.name} maxLength={80} required />
        <TextField label="Category" value={values.category} onChange={change('category')} error={errors.category} maxLength={40} list={categoryListId} hint="Golf, Racquet sports, Aquatics…" required />
        <datalist id={categoryListId}>
          {(categories.data ?? []).map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <TextField label="Opens" inputMode="numeric" value={values.openTime} onChange={change('openTime')} error={errors.openTime} hint="HH:MM, club time" placeholder="06:00" required />
        <TextField label="Closes" inputMode="numeric" value={values.closeTime} onChange={change('closeTime')} error={errors.closeTime} hint="HH:MM; the last slot ends by then" placeholder="22:00" required />
        <TextField label="Slot length (minutes)" inputMode="numeric" value={values.slotMinutes} onChange={change('slotMinutes')} error={errors.slotMinutes} hint="15 to 240" required />
        <TextField label="Slots per booking, at most" inputMode="numeric" value={values.maxSlotsPerBooking} onChange={change('maxSlotsPerBooking')} error={errors.maxSlotsPerBooking} hint="1 to 8" required />
        <TextField label="Price per slot (₹)" inputMode="decimal" value={values.priceRupees} onChange={change('priceRupees')} error={errors.priceRupees} hint="Per court (lane, table) per slot; 0 for free" required />
        <TextField label="Guest price per slot (₹)" inputMode="decimal" value={values.guestPriceRupees} onChange={change('guestPriceRupees')} error={errors.guestPriceRupees} hint="Leave empty to charge guests the member price" />
        <TextField label="Players, at most" inputMode="numeric" value={values.maxPlayers} onChange={change('maxPlayers')} error={errors.maxPlayers} hint="1 to 50" required />
        <TextField label="Booking window (days)" inputMode="numeric" value={values.bookingWindowDays} onChange={change('bookingWindowDays')} error={errors.bookingWindowDays} hint="How far ahead members may book" required />
        <TextField label="Cancellation cut-off (minutes)" inputMode="numeric" value={values.cancelCutoffMinutes} onChange={change('cancelCutoffMinutes')} error={errors.cancelCutoffMinutes} hint="Members cancel until this long before the start" required />
        <TextField label="Image address" type="url" value={values.imageUrl} onChange={change('imageUrl')} error={errors.imageUrl} maxLength={500} />
        <div className="form-grid__checks">
          <label className="checkbox">
            <input type="checkbox" checked={values.isPublic} onChange={(changed) => change('isPublic')(changed.target.checked)} />
            Shown on the club's public site
          </label>
        </div>
        <div className="form-grid__wide">
          <TextAreaField label="Description" value={values.description} onChange={change('description')} error={errors.description} maxLength={2000} rows={4} />
        </div>
      </div>
      <FormActions submitLabel={activity ? 'Save changes' : 'Create activity'} isSaving={save.isPending} onCancel={() => void navigate(-1)} />
    </form>
  )
}
