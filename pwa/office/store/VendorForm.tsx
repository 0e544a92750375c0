import { useRef } from 'react'
import type { z } from 'zod'
import { createVendor, createVendorBody, updateVendor, updateVendorBody, type Vendor } from '../../../domain/contract/store'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { useFormFocus } from '../../ui/use-form-focus'
import { useStoreSave } from './use-store-save'

interface VendorFormValues {
  name: string
  contact_person: string
  phone: string
  gstin: string
  address: string
  is_active: boolean
}

/** Adds a vendor, or changes one and switches it off or on (POST, PUT inv/vendors; ADR 037: no delete). */
export function VendorForm({ vendor, onDone }: { vendor?: Vendor; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: vendor ? updateVendorBody : createVendorBody,
    defaultValues: {
      name: vendor?.name ?? '',
      contact_person: vendor?.contact_person ?? '',
      phone: vendor?.phone ?? '',
      gstin: vendor?.gstin ?? '',
      address: vendor?.address ?? '',
      is_active: vendor?.is_active ?? true,
    },
    toRequest: (values: VendorFormValues) => ({ ...values, gstin: values.gstin.trim().toUpperCase() }),
  })
  const save = useStoreSave(
    (body: z.output<typeof createVendorBody> | z.output<typeof updateVendorBody>) =>
      vendor
        ? callApi(updateVendor, { params: { id: vendor._id }, body })
        : callApi(createVendor, { body: body as z.output<typeof createVendorBody> }),
    { onDone, onFailure: (failure) => showFailure(failure, vendor ? 'Failed to update vendor' : 'Failed to create vendor') },
  )
  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="store-setup__form"
      noValidate
      aria-label={vendor ? `Edit ${vendor.name}` : 'New vendor'}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <FormAlert message={alert} />
      <FormTextField control={form.control} name="name" label="Vendor name" maxLength={120} />
      <FormTextField control={form.control} name="contact_person" label="Contact person" maxLength={120} />
      <FormTextField control={form.control} name="phone" label="Phone" maxLength={40} inputMode="tel" />
      <FormTextField control={form.control} name="gstin" label="GSTIN" maxLength={15} hint="15 characters, such as 07AAACR5055K1Z5" />
      <FormTextField control={form.control} name="address" label="Address" maxLength={500} />
      {vendor && (
        <label className="checkbox">
          <input type="checkbox" {...form.register('is_active')} />
          Active (switched off, it is no longer offered for purchases)
        </label>
      )}
      <FormActions submitLabel={vendor ? 'Save vendor' : 'Add vendor'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
