import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import { callApi } from '../../api/client'
import { ErrorState } from '../../ui/ErrorState'
import { FormAlert } from '../../ui/FormAlert'
import { Spinner } from '../../ui/Spinner'
import { failureMessage, fieldErrorsOf } from '../../api/failure'
import { restaurantDefaults } from './failure'
import { recipeQuery, restaurantKeys } from './queries'
import { recipeBody, saveRecipe, type MenuItem } from '../../../domain/contract/restaurants'
import { TextAreaField } from './TextAreaField'

/** A dish's recipe (GET/POST menu/:id/recipe): read by anyone here, written with the edit grant. */
export function RecipeEditor({ item, canEdit, onDone }: { item: MenuItem; canEdit: boolean; onDone: () => void }) {
  const recipe = useQuery(recipeQuery(item.menu_item_id))

  return (
    <section className="panel" aria-label={`Recipe for ${item.name}`}>
      <h3 className="panel__title">Recipe · {item.name}</h3>
      {recipe.isPending && (
        <p aria-busy="true">
          <Spinner size="small" /> Loading the recipe…
        </p>
      )}
      {recipe.isError && (
        <ErrorState
          title="The recipe could not be loaded"
          message={failureMessage(recipe.error, restaurantDefaults.fetchRecipe)}
          onRetry={() => void recipe.refetch()}
        />
      )}
      {recipe.isSuccess &&
        (canEdit ? (
          <RecipeForm item={item} initial={recipe.data.recipe ?? ''} onDone={onDone} />
        ) : (
          <>
            <p className="recipe-text">{recipe.data.recipe ?? 'No recipe has been written for this dish yet.'}</p>
            <button type="button" className="button button--secondary" onClick={onDone}>
              Close
            </button>
          </>
        ))}
    </section>
  )
}

function RecipeForm({ item, initial, onDone }: { item: MenuItem; initial: string; onDone: () => void }) {
  const queryClient = useQueryClient()
  const [text, setText] = useState(initial)
  const [error, setError] = useState<string>()
  const save = useMutation({
    mutationFn: (recipe: string) => callApi(saveRecipe, { params: { menuItemId: item.menu_item_id }, body: { recipe } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.recipe(item.menu_item_id) })
      onDone()
    },
    onError: (failure) => setError(fieldErrorsOf(failure).recipe ?? failureMessage(failure, restaurantDefaults.addRecipe)),
  })
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const checked = recipeBody.safeParse({ recipe: text })
        if (!checked.success) return setError(checked.error.issues[0]?.message)
        if (!save.isPending) save.mutate(checked.data.recipe ?? text)
      }}
    >
      <TextAreaField label="Recipe" value={text} onChange={setText} rows={8} maxLength={10_000} error={error} />
      <FormAlert message={save.isError ? error : undefined} />
      <div className="form__row form__row--end">
        <button type="button" className="button button--secondary" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button button--primary" disabled={save.isPending}>
          {save.isPending && <Spinner size="small" />}
          Save recipe
        </button>
      </div>
    </form>
  )
}
