import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useRef } from 'react'
import { toast } from 'sonner'
import type { z } from 'zod'
import {
  createCategoryBody,
  createMemberCategory,
  updateCategoryBody,
  updateMemberCategory,
  type MemberCategory,
} from '../../../domain/contract/member-categories'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormActions } from '../../ui/FormActions'
import { FormAlert } from '../../ui/FormAlert'
import { useFormFocus } from '../../ui/use-form-focus'
import { categoryFormValues, categoryRequest, type CategoryFormValues } from './category-form'
import { memberKeys } from './queries'

/** Adds a member category, or edits `category`: name, description, annual fee, default credit limit, active. */
export function CategoryForm({ category, onDone }: { category?: MemberCategory; onDone: () => void }) {
  const queryClient = useQueryClient()
  const formRef = useRef<HTMLFormElement>(null)
  const cancelOnEscape = useFormFocus(formRef, onDone)
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: category ? updateCategoryBody : createCategoryBody,
    defaultValues: categoryFormValues(category),
    toRequest: (values: CategoryFormValues) => categoryRequest(values),
  })
  const save = useMutation({
    mutationFn: (body: unknown) =>
      category
        ? callApi(updateMemberCategory, { params: { id: category.category_id }, body: body as z.input<typeof updateCategoryBody> })
        : callApi(createMemberCategory, { body: body as z.input<typeof createCategoryBody> }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: memberKeys.categories })
      onDone()
    },
    onError: (error) => showFailure(error, category ? 'Failed to update member category' : 'Failed to create member category'),
  })
  const { control, register } = form
  return (
    <form
      ref={formRef}
      onKeyDown={cancelOnEscape}
      className="panel"
      noValidate
      aria-label={category ? `Edit ${category.name}` : 'New member category'}
      onSubmit={submitWith((body) => {
        if (!save.isPending) save.mutate(body)
      })}
    >
      <h2 className="panel__title">{category ? `Edit ${category.name}` : 'New member category'}</h2>
      <FormAlert message={alert} />
      <div className="form-grid">
        <FormTextField control={control} name="name" label="Name" maxLength={100} />
        <FormTextField control={control} name="description" label="Description" maxLength={500} />
        <FormTextField control={control} name="annual_fee_paise" label="Annual fee (₹)" inputMode="decimal" hint="Blank: no fee" />
        <FormTextField
          control={control}
          name="default_credit_limit_paise"
          label="Default credit limit (₹)"
          inputMode="decimal"
          hint="What a member of this category may owe the club, unless their own limit is set"
        />
        <label className="checkbox">
          <input type="checkbox" {...register('is_active')} />
          Active (new members can join it)
        </label>
      </div>
      <FormActions submitLabel={category ? 'Save category' : 'Create category'} isSaving={save.isPending} onCancel={onDone} />
    </form>
  )
}
