import { useMutation, useQueryClient } from '@tanstack/react-query'
import { toast } from 'sonner'
import { organisationFields, updateOrganisation, type Organisation, type OrganisationInput } from '../../../domain/contract/organisations'
import { callApi } from '../../api/client'
import { fieldMessage } from '../../forms/field-message'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { clubProfileQuery } from '../../public-site/club-profile'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { FormTextAreaField } from '../events/FormTextAreaField'
import { ImageUploadField } from '../uploads/ImageUploadField'
import { clubProfileFormValues, clubProfileRequest, type ClubProfileFormValues } from './club-profile-form'
import { organisationKeys } from './queries'

/** Spec 2 §8: the organisation's default where the server says nothing. */
const FAILED = 'Something went wrong'

/** The club's name, address, numbers, president, GSTIN, logo and links: what the public site and every PDF print. */
export function ClubProfileForm({ organisation, canEdit }: { organisation: Organisation; canEdit: boolean }) {
  const queryClient = useQueryClient()
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: organisationFields,
    defaultValues: clubProfileFormValues(organisation),
    toRequest: (values: ClubProfileFormValues) => clubProfileRequest(values),
  })
  const save = useMutation({
    mutationFn: (body: OrganisationInput) => callApi(updateOrganisation, { params: { id: organisation.organisation_id }, body }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      form.reset(clubProfileFormValues(answer.result))
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: organisationKeys.all }),
        queryClient.invalidateQueries({ queryKey: clubProfileQuery.queryKey }),
      ])
    },
    onError: (error) => showFailure(error, FAILED),
  })
  const { control, watch, setValue, formState } = form
  return (
    <form
      className="panel"
      noValidate
      aria-label="Club profile"
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <FormAlert message={alert} />
      <fieldset className="form-grid" disabled={!canEdit}>
        <div className="form-grid__wide">
          <FormTextField control={control} name="name" label="Club name" maxLength={200} required />
        </div>
        <div className="form-grid__wide">
          <FormTextField control={control} name="address_line" label="Address" hint="Street and block" maxLength={300} required />
        </div>
        <FormTextField control={control} name="locality" label="Locality" maxLength={120} required />
        <FormTextField control={control} name="city" label="City" maxLength={120} required />
        <FormTextField control={control} name="state" label="State" maxLength={120} required />
        <FormTextField control={control} name="pin_code" label="PIN code" inputMode="numeric" maxLength={6} required />
        <FormTextField control={control} name="phones" label="Phones" hint="Comma-separated; the first is shown first" />
        <FormTextField control={control} name="email" label="E-mail" type="email" maxLength={200} />
        <FormTextField control={control} name="website" label="Website" type="url" hint="Starting with https://" maxLength={300} />
        <FormTextField
          control={control}
          name="chat_number"
          label="Chat number"
          inputMode="numeric"
          hint="WhatsApp, digits with the country code: 919810012345"
        />
        <FormTextField control={control} name="president_name" label="President’s name" maxLength={120} />
        <FormTextField control={control} name="president_title" label="President’s title" maxLength={120} />
        <FormTextField control={control} name="gstin" label="GSTIN" hint="Printed on receipts and invoices" maxLength={15} />
        <ImageUploadField
          label="Logo"
          folder="organisation"
          value={watch('logo_url') || null}
          onChange={(url) => setValue('logo_url', url ?? '', { shouldDirty: true })}
          error={fieldMessage(formState.errors.logo_url?.message)}
        />
        <div className="form-grid__wide">
          <FormTextAreaField
            control={control}
            name="social_links"
            label="Social links"
            rows={4}
            hint="One a line: the name, then the address (Instagram https://www.instagram.com/…)"
          />
        </div>
      </fieldset>
      {canEdit && (
        <FormActions
          submitLabel="Save club profile"
          isSaving={save.isPending}
          onCancel={() => form.reset(clubProfileFormValues(organisation))}
        />
      )}
    </form>
  )
}
