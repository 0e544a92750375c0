import { auditActions, auditAreas } from '../../../domain/audit'

/** How the trail's words and values read on screen (ADR 029). */

export const areaLabel = (area: string) => (auditAreas as Record<string, string>)[area] ?? area
export const actionLabel = (action: string) => (auditActions as Record<string, string>)[action] ?? action

/** The kinds of record a person may look one up by, as the server files them. */
export const recordTypes = [
  { value: 'member', label: 'Member' },
  { value: 'member_category', label: 'Member category' },
  { value: 'user', label: 'Staff account' },
  { value: 'role', label: 'Role' },
  { value: 'event', label: 'Event' },
  { value: 'event_booking', label: 'Event booking' },
  { value: 'sports_booking', label: 'Sports booking' },
  { value: 'facility', label: 'Facility' },
  { value: 'affiliated_club', label: 'Affiliated club' },
  { value: 'organisation', label: 'Club profile' },
  { value: 'restaurant_bill', label: 'Restaurant bill' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'menu_item', label: 'Dish' },
  { value: 'restaurant_table', label: 'Table' },
  { value: 'kitchen', label: 'Kitchen' },
  { value: 'sports_activity', label: 'Sports activity' },
  { value: 'sports_item', label: 'Sports item (court, lane…)' },
  { value: 'menu', label: 'Office area (menu)' },
  { value: 'file', label: 'Uploaded file' },
] as const

export const recordTypeLabel = (type: string) => recordTypes.find((record) => record.value === type)?.label ?? type

/** 'credit_limit_paise' → 'Credit limit paise'; 'dateOfBirth' → 'Date of birth'. */
export function fieldLabel(name: string): string {
  const words = name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .trim()
    .toLowerCase()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** A field's value as a person reads it: empty is a dash, yes/no for flags, lists and objects as short text. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—'
  if (typeof value === 'boolean') return value ? 'Yes' : 'No'
  if (typeof value === 'string' || typeof value === 'number') return String(value)
  return JSON.stringify(value)
}

export interface FieldChange {
  field: string
  before: string
  after: string
}

/** The fields a row names, each with what it was and what it became. */
export function fieldChanges(before: Record<string, unknown> | null, after: Record<string, unknown> | null): FieldChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
  return fields.map((field) => ({
    field,
    before: before ? valueText(before[field]) : '—',
    after: after ? valueText(after[field]) : '—',
  }))
}
