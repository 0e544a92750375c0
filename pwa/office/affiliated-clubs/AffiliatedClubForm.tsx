import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { toast } from 'sonner'
import {
  createAffiliatedClub,
  createClubBody,
  updateAffiliatedClub,
  type AdminAffiliatedClub,
  type CreateClubInput,
} from '../../../domain/contract/affiliated-clubs'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { useFormFocus } from '../../ui/use-form-focus'
import { FormTextAreaField } from '../events/FormTextAreaField'
import { clubFormValues, clubRequest, type ClubFormValues } from './club-form'
import { affiliatedClubKeys } from './queries'

/** Adds a club to the directory, or edits `club`. */
export function AffiliatedClubForm({ club, onDone }: { club?: AdminAffiliatedClub; onDone: () => void }) {
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: createClubBody,
    defaultValues: clubFormValues(club),
    toRequest: (values: ClubFormValues) => clubRequest(values),
  })
  const save = useMutation({
    mutationFn: (body: CreateClubInput) =>
      club ? callApi(updateAffiliatedClub, { params: { id: club._id }, body }) : callApi(createAffiliatedClub, { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: affiliatedClubKeys.admin }),
        queryClient.invalidateQueries({ queryKey: affiliatedClubKeys.public }),
      ])
      onDone()
    },
    onError: (error) => showFailure(error, club ? 'Failed to update affiliated club' : 'Failed to create affiliated club'),
  })
  const { control, register } = form
  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="panel"
      noValidate
      aria-label={club ? `Edit ${club.name}` : 'New affiliated club'}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <h2 className="panel__title">{club ? `Edit ${club.name}` : 'New affiliated club'}</h2>
      <FormAlert message={alert} />
      <div className="form-grid">
        <FormTextField control={control} name="name" label="Club name" maxLength={200} required />
        <FormTextField control={control} name="sr_no" label="Sr. No" inputMode="numeric" hint="Leave empty for the next number" />
        <FormTextField control={control} name="contact" label="Contact person" maxLength={200} />
        <FormTextField control={control} name="contact_position" label="Position" maxLength={100} />
        <FormTextField control={control} name="phone" label="Phone" maxLength={40} hint="Mobile, landline with STD code, or +country" />
        <FormTextField control={control} name="email" label="E-mail" type="email" maxLength={200} />
        <FormTextField control={control} name="website" label="Website" type="url" maxLength={300} hint="Starting with https://" />
        <FormTextField control={control} name="facility" label="Facilities" maxLength={500} hint="Rooms, Dining, Bar, …" />
        <div className="form-grid__wide">
          <FormTextField control={control} name="address" label="Address" maxLength={500} />
        </div>
        <div className="form-grid__wide">
          <FormTextAreaField control={control} name="description" label="Description" maxLength={2000} rows={3} />
        </div>
        <div className="form-grid__checks">
          <label className="checkbox">
            <input type="checkbox" {...register('is_active')} />
            Active (listed on the club’s site)
          </label>
        </div>
      </div>
      <FormActions submitLabel={club ? 'Save club' : 'Add club'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
