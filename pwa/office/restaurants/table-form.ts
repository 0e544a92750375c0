export interface TableFormValues {
  label: string
  seats: string
}

export type TableFieldErrors = Partial<Record<keyof TableFormValues, string>>

export const tableServerFields: Record<string, keyof TableFormValues> = { label: 'label', seats: 'seats' }

/** Table label 1–20 characters, 1–100 seats (restaurants.schemas.ts); messages name the field. */
export function validateTable(values: TableFormValues): TableFieldErrors {
  const errors: TableFieldErrors = {}
  if (values.label.trim() === '') errors.label = 'Label is required'
  else if (values.label.trim().length > 20) errors.label = 'Label must be at most 20 characters'
  const seats = Number(values.seats)
  if (!/^\d+$/.test(values.seats.trim()) || seats < 1 || seats > 100) errors.seats = 'Seats must be a whole number from 1 to 100'
  return errors
}

export const toTableBody = (values: TableFormValues) => ({ label: values.label.trim(), seats: Number(values.seats) })

/** Table failures have their own defaults (spec 2 §8; wording not given there). */
export const tableDefaults = {
  fetch: 'Failed to fetch tables',
  create: 'Failed to add table',
  update: 'Failed to update table',
  remove: 'Failed to delete table',
} as const
