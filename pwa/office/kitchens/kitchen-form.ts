import type { Kitchen } from '../restaurants/restaurant-types'

export interface KitchenFormValues {
  name: string
  description: string
  location: string
  amberMinutes: string
  redMinutes: string
  stations: string
  isActive: boolean
}

export type KitchenFieldErrors = Partial<Record<keyof KitchenFormValues, string>>

export const kitchenFormValues = (kitchen?: Kitchen): KitchenFormValues => ({
  name: kitchen?.name ?? '',
  description: kitchen?.description ?? '',
  location: kitchen?.location ?? '',
  amberMinutes: String(kitchen?.amber_after_minutes ?? 5),
  redMinutes: String(kitchen?.red_after_minutes ?? 10),
  stations: (kitchen?.stations ?? []).join(', '),
  isActive: kitchen?.is_active ?? true,
})

export const kitchenServerFields: Record<string, keyof KitchenFormValues> = {
  name: 'name',
  description: 'description',
  location: 'location',
  amber_after_minutes: 'amberMinutes',
  red_after_minutes: 'redMinutes',
  stations: 'stations',
}

/** 'Hot, tandoor ,bar' → ['hot', 'tandoor', 'bar']. */
export const stationList = (text: string) =>
  text
    .split(',')
    .map((station) => station.trim().toLowerCase())
    .filter(Boolean)

const minutesOf = (text: string) => (/^\d{1,3}$/.test(text.trim()) ? Number(text) : null)

/** Checks the kitchen as the server would (kitchens.schemas.ts); each message names its field. */
export function validateKitchen(values: KitchenFormValues): KitchenFieldErrors {
  const errors: KitchenFieldErrors = {}
  if (values.name.trim() === '') errors.name = 'Name is required'
  else if (values.name.trim().length > 100) errors.name = 'Name must be at most 100 characters'
  if (values.description.trim().length > 500) errors.description = 'Description must be at most 500 characters'
  if (values.location.trim().length > 200) errors.location = 'Location must be at most 200 characters'
  const amber = minutesOf(values.amberMinutes)
  const red = minutesOf(values.redMinutes)
  if (amber === null || amber < 1 || amber > 240) errors.amberMinutes = 'Amber after must be a whole number of minutes from 1 to 240'
  if (red === null || red < 1 || red > 240) errors.redMinutes = 'Red after must be a whole number of minutes from 1 to 240'
  else if (amber !== null && red <= amber) errors.redMinutes = 'Red after must be more than amber after (a card turns amber first, then red)'
  const stations = stationList(values.stations)
  const badStation = stations.find((station) => !/^[a-z][a-z0-9-]{0,29}$/.test(station))
  if (badStation) errors.stations = `Stations: '${badStation}' must be one lowercase word such as hot, tandoor, wok or dessert`
  else if (new Set(stations).size !== stations.length) errors.stations = 'Stations must not name a station twice'
  else if (stations.length > 12) errors.stations = 'Stations must be at most 12'
  return errors
}

export function toKitchenBody(values: KitchenFormValues) {
  return {
    name: values.name.trim(),
    description: values.description.trim(),
    location: values.location.trim(),
    amber_after_minutes: Number(values.amberMinutes),
    red_after_minutes: Number(values.redMinutes),
    stations: stationList(values.stations),
    is_active: values.isActive,
  }
}
