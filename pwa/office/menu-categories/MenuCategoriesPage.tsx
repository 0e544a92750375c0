import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { toast } from 'sonner'
import {
  bulkUpdateMenuCategories,
  createMenuCategory,
  deleteMenuCategory,
  listMenuCategories,
  menuCategoryTypeLabels,
  menuCategoryTypes,
  toggleMenuCategory,
  updateMenuCategory,
  type MenuCategory,
  type MenuCategoryType,
} from '../../../domain/contract/menu-categories'
import { callApi } from '../../api/client'
import { failureMessage, fieldErrorsOf } from '../../api/failure'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { FormAlert } from '../../ui/FormAlert'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { useAreaAccess } from '../restaurants/use-area-access'
import '../restaurants/restaurants.css'
import '../store/store.css'

const menuCategoriesKey = ['menu-categories'] as const
const menuCategoriesQuery = () =>
  queryOptions({
    queryKey: menuCategoriesKey,
    queryFn: async ({ signal }) => (await callApi(listMenuCategories, { query: {} }, { signal })).data,
  })

/** /dashboard/menu-categories: the lists dishes choose their category, food type and cuisine from (spec 2 §7). */
export function MenuCategoriesPage() {
  const categories = useQuery(menuCategoriesQuery())
  const access = useAreaAccess('menu-categories')
  const queryClient = useQueryClient()
  const [selected, setSelected] = useState<Set<number>>(new Set())
  const refresh = () => queryClient.invalidateQueries({ queryKey: menuCategoriesKey })
  const onFailure = (fallback: string) => (failure: unknown) => toast.error(failureMessage(failure, fallback))
  const toggle = useMutation({
    mutationFn: (id: number) => callApi(toggleMenuCategory, { params: { id } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await refresh()
    },
    onError: onFailure('Failed to toggle menu category status'),
  })
  const remove = useMutation({
    mutationFn: (id: number) => callApi(deleteMenuCategory, { params: { id } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await refresh()
    },
    onError: onFailure('Failed to delete menu category'),
  })
  const bulk = useMutation({
    mutationFn: (isActive: boolean) =>
      callApi(bulkUpdateMenuCategories, { body: { categories: [...selected].map((_id) => ({ _id, isActive })) } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      setSelected(new Set())
      await refresh()
    },
    onError: onFailure('Failed to bulk update menu categories'),
  })

  return (
    <div>
      <PageTitle>Menu categories</PageTitle>
      <h1 className="page-heading">Menu categories</h1>
      <p className="page-lead">
        Dishes choose their category, food type and cuisine from these lists; a switched-off entry stays on its dishes but is no longer
        offered.
      </p>
      {access.create && <NewCategoryForm onSaved={refresh} />}
      {access.edit && selected.size > 0 && (
        <div className="form__row">
          <span>{selected.size} selected</span>
          <button type="button" className="button button--secondary" onClick={() => bulk.mutate(true)} disabled={bulk.isPending}>
            Switch on
          </button>
          <button type="button" className="button button--secondary" onClick={() => bulk.mutate(false)} disabled={bulk.isPending}>
            Switch off
          </button>
        </div>
      )}
      {categories.isPending && <LoadingState>Loading menu categories…</LoadingState>}
      {categories.isError && (
        <ErrorState
          title="Menu categories could not be loaded"
          message={failureMessage(categories.error, 'Failed to fetch menu category')}
          onRetry={() => void categories.refetch()}
        />
      )}
      {categories.isSuccess && categories.data.length === 0 && (
        <EmptyState title="No menu categories yet">Add the first category, food type or cuisine above.</EmptyState>
      )}
      {categories.isSuccess && categories.data.length > 0 && (
        <div className="store-setup">
          {menuCategoryTypes.map((type) => (
            <section key={type} className="panel" aria-label={menuCategoryTypeLabels[type]}>
              <h2 className="panel__title">{menuCategoryTypeLabels[type]}</h2>
              <ul className="store-setup__list menu-category-list">
                {categories.data
                  .filter((entry) => entry.type === type)
                  .map((entry) => (
                    <CategoryRow
                      key={entry._id}
                      entry={entry}
                      canEdit={access.edit}
                      canDelete={access.delete}
                      isSelected={selected.has(entry._id)}
                      onSelect={(isOn) => {
                        const next = new Set(selected)
                        if (isOn) next.add(entry._id)
                        else next.delete(entry._id)
                        setSelected(next)
                      }}
                      onToggle={() => toggle.mutate(entry._id)}
                      onDelete={() => remove.mutate(entry._id)}
                      onSaved={refresh}
                    />
                  ))}
              </ul>
            </section>
          ))}
        </div>
      )}
    </div>
  )
}

interface RowProps {
  entry: MenuCategory
  canEdit: boolean
  canDelete: boolean
  isSelected: boolean
  onSelect: (isOn: boolean) => void
  onToggle: () => void
  onDelete: () => void
  onSaved: () => Promise<void>
}

function CategoryRow({ entry, canEdit, canDelete, isSelected, onSelect, onToggle, onDelete, onSaved }: RowProps) {
  const [name, setName] = useState<string | null>(null)
  const [error, setError] = useState<string>()
  const rename = useMutation({
    mutationFn: (newName: string) => callApi(updateMenuCategory, { params: { id: entry._id }, body: { name: newName } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      setName(null)
      await onSaved()
    },
    onError: (failure) => setError(fieldErrorsOf(failure).name ?? failureMessage(failure, 'Failed to update menu category')),
  })
  if (name !== null) {
    return (
      <li>
        <form
          className="store-setup__form"
          noValidate
          onSubmit={(event) => {
            event.preventDefault()
            if (!rename.isPending) rename.mutate(name)
          }}
        >
          <TextField label={`New name for ${entry.name}`} value={name} onChange={setName} error={error} />
          <div className="form__row">
            <button type="submit" className="button button--primary" disabled={rename.isPending}>
              Save
            </button>
            <button type="button" className="button button--secondary" onClick={() => setName(null)}>
              Cancel
            </button>
          </div>
        </form>
      </li>
    )
  }
  return (
    <li className="menu-category-list__row">
      {canEdit && (
        <input
          type="checkbox"
          aria-label={`Select ${entry.name}`}
          checked={isSelected}
          onChange={(event) => onSelect(event.target.checked)}
        />
      )}
      <span>
        {entry.name} <small>({entry.dish_count === 1 ? '1 dish' : `${entry.dish_count} dishes`})</small>
        {!entry.isActive && <span className="store-badge">Off</span>}
      </span>
      {canEdit && (
        <>
          <button type="button" className="button button--secondary button--small" onClick={() => setName(entry.name)}>
            Rename
          </button>
          <button type="button" className="button button--secondary button--small" onClick={onToggle}>
            {entry.isActive ? 'Switch off' : 'Switch on'}
          </button>
        </>
      )}
      {canDelete && entry.dish_count === 0 && (
        <button type="button" className="button button--secondary button--small" onClick={onDelete}>
          Delete
        </button>
      )}
    </li>
  )
}

function NewCategoryForm({ onSaved }: { onSaved: () => Promise<void> }) {
  const [name, setName] = useState('')
  const [type, setType] = useState<MenuCategoryType>('category')
  const [errors, setErrors] = useState<Record<string, string>>({})
  const create = useMutation({
    mutationFn: () => callApi(createMenuCategory, { body: { name, type } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      setName('')
      setErrors({})
      await onSaved()
    },
    onError: (failure) => setErrors({ ...fieldErrorsOf(failure), form: failureMessage(failure, 'Failed to create menu category') }),
  })
  return (
    <form
      className="panel store-move__grid"
      aria-label="New menu category"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        if (!name.trim()) return setErrors({ name: 'Name is required' })
        if (!create.isPending) create.mutate()
      }}
    >
      <TextField label="Name" value={name} onChange={setName} error={errors.name} />
      <SelectField
        label="List"
        value={type}
        onChange={(value) => setType(value as MenuCategoryType)}
        options={menuCategoryTypes.map((value) => ({ value, label: menuCategoryTypeLabels[value] }))}
      />
      <div className="form__row form__row--end">
        <button type="submit" className="button button--primary" disabled={create.isPending}>
          Add
        </button>
      </div>
      <FormAlert message={create.isError && !errors.name ? errors.form : undefined} />
    </form>
  )
}
