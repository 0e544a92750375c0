import type { Facility } from '../../../domain/contract/facilities'
import type { FacilityKind } from '../../../domain/facilities'
import { numberFromText } from '../../forms/use-contract-form'

/** The facility form as typed: the request's field names, numbers still as text. */
export interface FacilityFormValues {
  name: string
  kind: FacilityKind | ''
  capacity: string
  description: string
  images: string[]
  is_visible: boolean
  sort_order: string
}

export const facilityFormValues = (facility?: Facility): FacilityFormValues => ({
  name: facility?.name ?? '',
  kind: facility?.kind ?? '',
  capacity: facility?.capacity != null ? String(facility.capacity) : '',
  description: facility?.description ?? '',
  images: facility?.images ?? [],
  is_visible: facility?.is_visible ?? true,
  sort_order: String(facility?.sort_order ?? 0),
})

/** What the contract's facility schema reads: an empty capacity is none. */
export const facilityRequest = (values: FacilityFormValues) => ({
  ...values,
  kind: values.kind || undefined,
  capacity: values.capacity.trim() === '' ? null : numberFromText(values.capacity),
  description: values.description.trim() === '' ? null : values.description,
  sort_order: values.sort_order.trim() === '' ? 0 : numberFromText(values.sort_order),
})
