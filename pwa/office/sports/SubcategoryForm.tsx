import {
  createSubcategory,
  createSubcategoryBody,
  updateSubcategory,
  type CreateSubcategoryInput,
} from '../../../domain/contract/sports-activities'
import type { SportsSubcategory } from '../../../domain/contract/sports-shapes'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormAlert } from '../../ui/FormAlert'
import { Spinner } from '../../ui/Spinner'
import { formFailureOf, sportsMessages } from './sports-failure'
import { subcategoryFormValues, subcategoryRequest, type SubcategoryFormValues } from './subcategory-form'
import { useSportsAction } from './use-sports-action'

/** POST or PUT activities/{id}/subcategories[/{subId}]: coaching, practice... with its own price per slot. */
export function SubcategoryForm({
  activityId,
  subcategory,
  onDone,
}: {
  activityId: number
  subcategory?: SportsSubcategory
  onDone?: () => void
}) {
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: createSubcategoryBody,
    defaultValues: subcategoryFormValues(subcategory),
    toRequest: (values: SubcategoryFormValues) => subcategoryRequest(values),
  })
  const save = useSportsAction(
    (body: CreateSubcategoryInput) =>
      subcategory
        ? callApi(updateSubcategory, { params: { id: activityId, subId: subcategory.sub_category_id }, body })
        : callApi(createSubcategory, { params: { id: activityId }, body }),
    {
      success: subcategory ? 'Subcategory updated successfully' : 'Subcategory added successfully',
      failure: sportsMessages.saveSubcategory,
    },
    {
      isFailureShownInPlace: true,
      onSuccess: () => {
        if (!subcategory) form.reset(subcategoryFormValues())
        onDone?.()
      },
    },
  )
  const { control, register } = form
  const label = subcategory ? `Edit ${subcategory.name}` : 'Add a subcategory'
  return (
    <form
      className="form__row"
      noValidate
      aria-label={label}
      onSubmit={submitWith((body) => {
        if (save.isPending) return
        save.mutate(body, {
          onError: (error) => {
            const failure = formFailureOf(error, sportsMessages.saveSubcategory)
            showFailure(failure.error, failure.fallback)
          },
        })
      })}
    >
      <FormAlert message={alert} />
      <FormTextField control={control} name="name" label="Subcategory name" maxLength={80} placeholder="Coaching" />
      <FormTextField
        control={control}
        name="price_paise"
        label="Subcategory price per slot (₹)"
        inputMode="decimal"
        hint="Empty: the activity's price"
      />
      <FormTextField control={control} name="description" label="Subcategory description" maxLength={500} />
      <label className="checkbox">
        <input type="checkbox" {...register('is_active')} />
        Offered
      </label>
      <button type="submit" className="button button--secondary" disabled={save.isPending}>
        {save.isPending && <Spinner size="small" />}
        {subcategory ? 'Save subcategory' : 'Add subcategory'}
      </button>
      {onDone && (
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
      )}
    </form>
  )
}
