import { queryOptions, useQueries } from '@tanstack/react-query'
import type { Control } from 'react-hook-form'
import { menuCategoriesOfType, type MenuCategoryType } from '../../../domain/contract/menu-categories'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { FormSelectField } from '../../forms/FormSelectField'
import type { MenuItemFormValues } from './menu-item-form'

/** The dish fields chosen from the menu categories' lists, in the form's order. */
const lists = [
  { field: 'category', type: 'category', label: 'Category' },
  { field: 'food_type', type: 'foodType', label: 'Food type' },
  { field: 'cuisine', type: 'cuisine', label: 'Cuisine' },
] as const satisfies readonly { field: keyof MenuItemFormValues; type: MenuCategoryType; label: string }[]

/** The active entries of one list, for a dropdown (label and value both the name, spec 2 §7). */
export const dropdownQuery = (type: MenuCategoryType) =>
  queryOptions({
    queryKey: ['menu-categories', 'type', type] as const,
    queryFn: async ({ signal }) => (await callApi(menuCategoriesOfType, { params: { type } }, { signal })).options,
    staleTime: 60_000,
  })

interface DishListFieldsProps<Request> {
  control: Control<MenuItemFormValues, unknown, Request>
  /** The dish's own names: kept as choices even when their entry has since been switched off. */
  current: Pick<MenuItemFormValues, 'category' | 'food_type' | 'cuisine'>
}

/** Category, food type and cuisine as drop-downs of the active menu categories, one list each. */
export function DishListFields<Request>({ control, current }: DishListFieldsProps<Request>) {
  const answers = useQueries({ queries: lists.map((list) => dropdownQuery(list.type)) })
  return (
    <>
      {lists.map((list, index) => {
        const answer = answers[index]!
        const options = answer.data ?? []
        const own = current[list.field]
        const isOwnMissing = own !== '' && !options.some((option) => option.value === own)
        const emptyLabel = answer.isPending ? 'Loading…' : answer.isError ? 'Could not load the list' : 'None'
        return (
          <div key={list.field}>
            <FormSelectField
              control={control}
              name={list.field}
              label={list.label}
              emptyLabel={emptyLabel}
              options={isOwnMissing && answer.isSuccess ? [...options, { value: own, label: `${own} (switched off)` }] : options}
            />
            {answer.isError && (
              <p className="field__hint">
                {failureMessage(answer.error, 'Failed to fetch dropdown categories')}{' '}
                <button type="button" className="link-button" onClick={() => void answer.refetch()}>
                  Try again
                </button>
              </p>
            )}
            {answer.isSuccess && options.length === 0 && (
              <p className="field__hint">The {list.label.toLowerCase()} list has no active entries; add them under Menu categories.</p>
            )}
          </div>
        )
      })}
    </>
  )
}
