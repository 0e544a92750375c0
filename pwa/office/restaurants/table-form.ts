import type { DiningTable } from '../../../domain/contract/restaurants'
import { numberFromText } from '../../forms/use-contract-form'

/** The table form as typed: the request's field names, seats as text. */
export interface TableFormValues {
  label: string
  seats: string
}

export const tableFormValues = (table?: DiningTable): TableFormValues => ({ label: table?.label ?? '', seats: String(table?.seats ?? 4) })

export const tableRequest = (values: TableFormValues) => ({ ...values, seats: numberFromText(values.seats) })

/** Table failures have their own defaults (spec 2 §8; wording not given there). */
export const tableDefaults = {
  fetch: 'Failed to fetch tables',
  create: 'Failed to add table',
  update: 'Failed to update table',
  remove: 'Failed to delete table',
} as const
