import { sportsItemKinds, sportsItemStatuses } from '../../../domain/sports'
import { updateItem, updateItemBody, type UpdateItemInput } from '../../../domain/contract/sports-items'
import type { SportsItem } from '../../../domain/contract/sports-shapes'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormAlert } from '../../ui/FormAlert'
import { Spinner } from '../../ui/Spinner'
import { optionsOf } from '../../ui/SelectField'
import { FormSelectField } from '../../forms/FormSelectField'
import { formFailureOf, sportsMessages } from './sports-failure'
import { useSportsAction } from './use-sports-action'

/** PUT items/{id}: rename, change its kind, put it in maintenance or retire it. */
export function ItemEditor({ item, onDone }: { item: SportsItem; onDone: () => void }) {
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: updateItemBody,
    defaultValues: { name: item.name, kind: item.kind as string, status: item.status as string },
  })
  const save = useSportsAction(
    (body: UpdateItemInput) => callApi(updateItem, { params: { id: item.item_id }, body }),
    { success: 'Item updated successfully', failure: sportsMessages.saveItem },
    {
      isFailureShownInPlace: true,
      onSuccess: onDone,
    },
  )
  const { control } = form
  return (
    <form
      className="panel form__row"
      noValidate
      aria-label={`Edit ${item.name}`}
      onSubmit={submitWith((body) => {
        if (save.isPending) return
        save.mutate(body, {
          onError: (error) => {
            const failure = formFailureOf(error, sportsMessages.saveItem)
            showFailure(failure.error, failure.fallback)
          },
        })
      })}
    >
      <FormAlert message={alert} />
      <FormTextField control={control} name="name" label="Item name" maxLength={80} />
      <FormSelectField control={control} name="kind" label="Kind" options={optionsOf(sportsItemKinds)} />
      <FormSelectField control={control} name="status" label="Item status" options={optionsOf(sportsItemStatuses)} />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending && <Spinner size="small" />}
        Save item
      </button>
      <button type="button" className="button button--secondary" onClick={onDone}>
        Cancel
      </button>
    </form>
  )
}
