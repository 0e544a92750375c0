import { useState } from 'react'
import { apiPost, apiRequest } from '../../api/client'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { paiseToRupeesText, rupeesToPaise } from '../../../domain/money'
import { SPORTS_API } from './queries'
import { sportsMessages } from './sports-failure'
import type { SportsSubcategory } from './sports-types'
import { useSportsAction } from './use-sports-action'

type Errors = Partial<Record<'name' | 'price', string>>

/** Checks the name (2–80) and the optional own price (rupees) before sending. */
export function subcategoryErrors(name: string, priceRupees: string): Errors {
  const errors: Errors = {}
  const trimmed = name.trim()
  if (trimmed === '') errors.name = 'Name is required'
  else if (trimmed.length < 2 || trimmed.length > 80) errors.name = 'Name must be 2 to 80 characters'
  if (priceRupees.trim() !== '' && rupeesToPaise(priceRupees) === null) errors.price = 'Price must be an amount in rupees, such as 1200'
  return errors
}

/** POST or PUT activities/{id}/subcategories[/{subId}]: coaching, practice... with its own price per slot. */
export function SubcategoryForm({ activityId, subcategory, onDone }: { activityId: number; subcategory?: SportsSubcategory; onDone?: () => void }) {
  const [name, setName] = useState(subcategory?.name ?? '')
  const [description, setDescription] = useState(subcategory?.description ?? '')
  const [priceRupees, setPriceRupees] = useState(subcategory?.price_paise != null ? paiseToRupeesText(subcategory.price_paise) : '')
  const [isActive, setIsActive] = useState(subcategory?.is_active ?? true)
  const [errors, setErrors] = useState<Errors>({})
  const path = `${SPORTS_API}/activities/${activityId}/subcategories`
  const save = useSportsAction(
    () => {
      const body = { name: name.trim(), description: description.trim(), price_paise: priceRupees.trim() === '' ? null : rupeesToPaise(priceRupees), is_active: isActive }
      return subcategory ? apiRequest<{ message?: string }>(`${path}/${subcategory.sub_category_id}`, { method: 'PUT', body }) : apiPost<{ message?: string }>(path, body)
    },
    { success: subcategory ? 'Subcategory updated successfully' : 'Subcategory added successfully', failure: sportsMessages.saveSubcategory },
    {
      onSuccess: () => {
        if (!subcategory) {
          setName('')
          setDescription('')
          setPriceRupees('')
        }
        onDone?.()
      },
    },
  )
  const label = subcategory ? `Edit ${subcategory.name}` : 'Add a subcategory'
  return (
    <form
      className="form__row"
      noValidate
      aria-label={label}
      onSubmit={(event) => {
        event.preventDefault()
        const found = subcategoryErrors(name, priceRupees)
        setErrors(found)
        if (Object.keys(found).length === 0) save.mutate(undefined)
      }}
    >
      <TextField label="Subcategory name" value={name} onChange={setName} error={errors.name} maxLength={80} placeholder="Coaching" />
      <TextField label="Subcategory price per slot (₹)" inputMode="decimal" value={priceRupees} onChange={setPriceRupees} error={errors.price} hint="Empty: the activity's price" />
      <TextField label="Subcategory description" value={description} onChange={setDescription} maxLength={500} />
      <label className="checkbox">
        <input type="checkbox" checked={isActive} onChange={(changed) => setIsActive(changed.target.checked)} />
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
