import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trash2 } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import { formatRupees } from '../../../domain/money'
import { recipeBody, saveRecipe, type MenuItem, type Recipe } from '../../../domain/contract/restaurants'
import { callApi } from '../../api/client'
import { failureMessage, fieldErrorsOf } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { FormAlert } from '../../ui/FormAlert'
import { SelectField } from '../../ui/SelectField'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { productsQuery, unitsQuery } from '../store/queries'
import { restaurantDefaults } from './failure'
import { recipeQuery, restaurantKeys } from './queries'
import { TextAreaField } from './TextAreaField'
import '../store/store.css'

/** A dish's recipe (GET/POST menu/:id/recipe): ingredients from the store, portions, method, and the food cost. */
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
      {recipe.isSuccess && <FoodCost recipe={recipe.data} />}
      {recipe.isSuccess &&
        (canEdit ? (
          <RecipeForm item={item} initial={recipe.data} onDone={onDone} />
        ) : (
          <>
            <IngredientList recipe={recipe.data} />
            <p className="recipe-text">{recipe.data.method ?? 'No method has been written for this dish yet.'}</p>
            <button type="button" className="button button--secondary" onClick={onDone}>
              Close
            </button>
          </>
        ))}
    </section>
  )
}

function FoodCost({ recipe }: { recipe: Recipe }) {
  if (recipe.ingredients.length === 0) return <p>No ingredients yet: serving this dish takes nothing from the store.</p>
  return (
    <p className="recipe-cost" aria-live="polite">
      Food cost {formatRupees(recipe.food_cost_paise)} a portion
      {recipe.food_cost_percent !== null && ` · ${recipe.food_cost_percent}% of the price ${formatRupees(recipe.price_paise)}`}
    </p>
  )
}

function IngredientList({ recipe }: { recipe: Recipe }) {
  if (recipe.ingredients.length === 0) return null
  return (
    <ul>
      {recipe.ingredients.map((line) => (
        <li key={line.product_code}>
          {line.product_name}: {line.quantity} {line.unit} ({formatRupees(line.cost_paise)})
        </li>
      ))}
    </ul>
  )
}

interface Line {
  product_code: string
  quantity: string
  unit_id: string
}

function RecipeForm({ item, initial, onDone }: { item: MenuItem; initial: Recipe; onDone: () => void }) {
  const queryClient = useQueryClient()
  const products = useQuery(productsQuery())
  const units = useQuery(unitsQuery())
  const [lines, setLines] = useState<Line[]>(
    initial.ingredients.map((line) => ({
      product_code: line.product_code,
      quantity: String(line.quantity),
      unit_id: String(line.unit_id),
    })),
  )
  const [portions, setPortions] = useState(String(initial.portions))
  const [method, setMethod] = useState(initial.method ?? '')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useMutation({
    mutationFn: (body: Parameters<typeof callApi<typeof saveRecipe>>[1]['body']) =>
      callApi(saveRecipe, { params: { menuItemId: item.menu_item_id }, body }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      queryClient.setQueryData(recipeQuery(item.menu_item_id).queryKey, answer.data)
      await queryClient.invalidateQueries({ queryKey: restaurantKeys.recipe(item.menu_item_id) })
      onDone()
    },
    onError: (failure) => setErrors({ ...fieldErrorsOf(failure), form: failureMessage(failure, restaurantDefaults.addRecipe) }),
  })
  const setLine = (index: number, change: Partial<Line>) =>
    setLines(lines.map((line, at) => (at === index ? { ...line, ...change } : line)))
  const isStoreReadable = products.isSuccess && units.isSuccess

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        const body = {
          ingredients: lines.map((line) => ({
            product_code: line.product_code,
            quantity: Number(line.quantity),
            unit_id: Number(line.unit_id),
          })),
          portions: Number(portions),
          method,
        }
        const checked = recipeBody.safeParse(body)
        if (!checked.success) {
          const found: Record<string, string> = {}
          for (const issue of checked.error.issues) found[issue.path.join('.') || 'form'] ??= issue.message
          return setErrors(found)
        }
        setErrors({})
        if (!save.isPending) save.mutate(body)
      }}
    >
      {products.isError && <p>The store’s products could not be read (they need the Inventory area); the method can still be saved.</p>}
      {isStoreReadable && (
        <table className="recipe-lines" aria-label="Ingredients">
          <tbody>
            {lines.map((line, index) => {
              const product = products.data.find((candidate) => candidate.code === line.product_code)
              const unitOptions = units.data
                .filter((unit) => !product || unit.dimension === product.dimension)
                .map((unit) => ({ value: String(unit._id), label: unit.symbol }))
              return (
                <tr key={index}>
                  <td>
                    <SelectField
                      label={`Ingredient ${index + 1}`}
                      value={line.product_code}
                      onChange={(code) => {
                        const chosen = products.data.find((candidate) => candidate.code === code)
                        setLine(index, { product_code: code, unit_id: chosen ? String(chosen.unit_id) : '' })
                      }}
                      emptyLabel="Choose a product"
                      options={products.data.map((candidate) => ({
                        value: candidate.code,
                        label: `${candidate.name} (${candidate.code})`,
                      }))}
                      error={errors[`ingredients.${index}.product_code`]}
                    />
                  </td>
                  <td>
                    <TextField
                      label={`Quantity ${index + 1}`}
                      inputMode="decimal"
                      value={line.quantity}
                      onChange={(quantity) => setLine(index, { quantity })}
                      error={errors[`ingredients.${index}.quantity`]}
                    />
                  </td>
                  <td>
                    <SelectField
                      label={`Unit ${index + 1}`}
                      value={line.unit_id}
                      onChange={(unit_id) => setLine(index, { unit_id })}
                      emptyLabel="Unit"
                      options={unitOptions}
                      error={errors[`ingredients.${index}.unit_id`]}
                    />
                  </td>
                  <td>
                    <button
                      type="button"
                      className="button button--secondary button--small"
                      aria-label={`Remove ingredient ${index + 1}`}
                      onClick={() => setLines(lines.filter((_, at) => at !== index))}
                    >
                      <Trash2 aria-hidden="true" size={16} />
                    </button>
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      )}
      {isStoreReadable && (
        <button
          type="button"
          className="button button--secondary"
          onClick={() => setLines([...lines, { product_code: '', quantity: '', unit_id: '' }])}
        >
          Add ingredient
        </button>
      )}
      <TextField
        label="Portions"
        inputMode="numeric"
        value={portions}
        onChange={setPortions}
        error={errors.portions}
        hint="How many portions these ingredients make"
      />
      <TextAreaField label="Method" value={method} onChange={setMethod} rows={6} maxLength={10_000} error={errors.method} />
      <FormAlert message={errors.form ?? (errors.ingredients ? `Ingredients: ${errors.ingredients}` : undefined)} />
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
