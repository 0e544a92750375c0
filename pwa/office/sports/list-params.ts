/**
 * A list's filters live in the address (?status=active&page=2), so going back from a record
 * returns to the same list. Only what differs from the defaults is written.
 */
export function filtersFromParams<Filters extends { page: number }>(params: URLSearchParams, defaults: Filters): Filters {
  const filters: Record<string, string | number> = { ...defaults }
  for (const name of Object.keys(defaults)) {
    const value = params.get(name)
    if (value === null) continue
    if (name === 'page') {
      const page = Number(value)
      filters.page = Number.isInteger(page) && page > 0 ? page : 1
    } else filters[name] = value
  }
  return filters as Filters
}

export function paramsFromFilters<Filters extends { page: number }>(filters: Filters, defaults: Filters): URLSearchParams {
  const params = new URLSearchParams()
  for (const [name, value] of Object.entries(filters)) {
    if (value !== defaults[name as keyof Filters]) params.set(name, String(value))
  }
  return params
}
