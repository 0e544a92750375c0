import { useRef } from 'react'
import type { z } from 'zod'
import {
  createInvCategory,
  createInvCategoryBody,
  updateInvCategory,
  updateInvCategoryBody,
  type InvCategory,
} from '../../../domain/contract/store'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { useFormFocus } from '../../ui/use-form-focus'
import { useStoreSave } from './use-store-save'

type CreateBody = z.output<typeof createInvCategoryBody>
type UpdateBody = z.output<typeof updateInvCategoryBody>

/** Adds a store category, or renames one (POST inv/createcategory, inv/updatecategory). */
export function CategoryForm({ category, onDone }: { category?: InvCategory; onDone: () => void }) {
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: category ? updateInvCategoryBody : createInvCategoryBody,
    defaultValues: { name: category?.name ?? '', description: category?.description ?? '' },
    toRequest: (values: { name: string; description: string }) => (category ? { ...values, _id: category._id } : values),
  })
  const save = useStoreSave(
    (body: CreateBody | UpdateBody) =>
      '_id' in body ? callApi(updateInvCategory, { body }) : callApi(createInvCategory, { body: body as CreateBody }),
    {
      onDone,
      onFailure: (failure) => showFailure(failure, category ? 'Failed to update category' : 'Failed to create category'),
    },
  )
  const label = category ? `Edit ${category.name}` : 'New category'
  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="store-setup__form"
      noValidate
      aria-label={label}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <FormAlert message={alert} />
      <FormTextField control={form.control} name="name" label="Category name" maxLength={80} />
      <FormTextField control={form.control} name="description" label="Description" maxLength={500} />
      <FormActions submitLabel={category ? 'Save category' : 'Add category'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
