import type { Kitchen } from '../../../domain/contract/kitchens'
import { listFromText, numberFromText } from '../../forms/use-contract-form'

/** The kitchen form as typed: the request's field names, numbers and stations still as text. */
export interface KitchenFormValues {
  name: string
  description: string
  location: string
  amber_after_minutes: string
  red_after_minutes: string
  stations: string
  is_active: boolean
}

export const kitchenFormValues = (kitchen?: Kitchen): KitchenFormValues => ({
  name: kitchen?.name ?? '',
  description: kitchen?.description ?? '',
  location: kitchen?.location ?? '',
  amber_after_minutes: String(kitchen?.amber_after_minutes ?? 5),
  red_after_minutes: String(kitchen?.red_after_minutes ?? 10),
  stations: (kitchen?.stations ?? []).join(', '),
  is_active: kitchen?.is_active ?? true,
})

/** What the contract's kitchen schema reads: minutes as numbers, stations as a list. */
export const kitchenRequest = (values: KitchenFormValues) => ({
  ...values,
  amber_after_minutes: numberFromText(values.amber_after_minutes),
  red_after_minutes: numberFromText(values.red_after_minutes),
  stations: listFromText(values.stations),
})
