import { sportsItemKinds } from '../../../domain/sports'
import { createItem, createItemBody, type CreateItemInput } from '../../../domain/contract/sports-items'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormAlert } from '../../ui/FormAlert'
import { Spinner } from '../../ui/Spinner'
import { optionsOf } from '../../ui/SelectField'
import { FormSelectField } from '../../forms/FormSelectField'
import { formFailureOf, sportsMessages } from './sports-failure'
import { useSportsAction } from './use-sports-action'

interface AddItemValues {
  name: string
  kind: string
}

/** POST items {activity_id, name, kind}: a new court (lane, table...) of this activity. */
export function AddItemForm({ activityId }: { activityId: number }) {
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: createItemBody,
    defaultValues: { name: '', kind: 'court' },
    toRequest: (values: AddItemValues) => ({ ...values, activity_id: activityId }),
  })
  const add = useSportsAction(
    (body: CreateItemInput) => callApi(createItem, { body }),
    { success: 'Item added successfully', failure: sportsMessages.saveItem },
    {
      isFailureShownInPlace: true,
      onSuccess: () => form.resetField('name'),
    },
  )
  const { control } = form
  return (
    <form
      className="form__row"
      noValidate
      aria-label="Add an item"
      onSubmit={submitWith((body) => {
        if (add.isPending) return
        add.mutate(body, {
          onError: (error) => {
            const failure = formFailureOf(error, sportsMessages.saveItem)
            showFailure(failure.error, failure.fallback)
          },
        })
      })}
    >
      <FormAlert message={alert} />
      <FormTextField control={control} name="name" label="New item name" maxLength={80} placeholder="Court 3" />
      <FormSelectField control={control} name="kind" label="New item kind" options={optionsOf(sportsItemKinds)} />
      <button type="submit" className="button button--secondary" disabled={add.isPending}>
        {add.isPending && <Spinner size="small" />}
        Add item
      </button>
    </form>
  )
}
