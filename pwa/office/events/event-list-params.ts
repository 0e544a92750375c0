import { defaultEventFilters, type EventFilters } from './queries'

/**
 * The list's filters live in the address (?status=draft&page=2), so going back from an event
 * returns to the same page of the same list, and a filtered list can be shared.
 */
export function filtersFromParams(params: URLSearchParams): EventFilters {
  const text = (name: keyof EventFilters) => params.get(name) ?? ''
  const whole = (name: keyof EventFilters, fallback: number) => {
    const value = Number(params.get(name))
    return Number.isInteger(value) && value > 0 ? value : fallback
  }
  return {
    event_type: text('event_type'),
    status: text('status'),
    visibility: text('visibility'),
    date_from: text('date_from'),
    date_to: text('date_to'),
    featured_only: params.get('featured_only') === 'true',
    upcoming_only: params.get('upcoming_only') === 'true',
    page: whole('page', defaultEventFilters.page),
    limit: whole('limit', defaultEventFilters.limit),
  }
}

/** Only what differs from the defaults goes into the address. */
export function paramsFromFilters(filters: EventFilters, search: string): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) {
    if (value !== defaultEventFilters[name as keyof EventFilters]) params.set(name, String(value))
  }
  if (search) params.set('q', search)
  return params
}
