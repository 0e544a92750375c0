import type { MenuItem } from '../../../domain/contract/restaurants'

export const UNCATEGORISED = 'Other'

/** Dishes grouped by category in the menu's own order (the first dish of a category places it). */
export function groupByCategory(items: MenuItem[]): { category: string; items: MenuItem[] }[] {
  const groups = new Map<string, MenuItem[]>()
  for (const item of items) {
    const category = item.category?.trim() || UNCATEGORISED
    groups.set(category, [...(groups.get(category) ?? []), item])
  }
  return [...groups].map(([category, grouped]) => ({ category, items: grouped }))
}
