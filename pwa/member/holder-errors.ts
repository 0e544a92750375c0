import { holderErrors } from '../office/events/HolderFields'

/**
 * The name errors still to show once the holders were edited (a name typed, a ticket added or
 * removed): a row the member changed loses its error until the next submit checks it again, a
 * removed row takes its error away, and the rows after it keep theirs under their new numbers.
 */
export function holderErrorsAfterEdit(
  before: readonly string[],
  after: readonly string[],
  shown: Record<number, string>,
): Record<number, string> {
  const firstDifference = after.findIndex((name, index) => name !== before[index])
  const shift = before.length - after.length
  const sourceOf = (index: number) => {
    if (shift <= 0) return index < before.length ? index : undefined
    return firstDifference === -1 || index < firstDifference ? index : index + shift
  }
  const current = holderErrors([...after])
  const kept: Record<number, string> = {}
  after.forEach((name, index) => {
    const source = sourceOf(index)
    if (source !== undefined && shown[source] && before[source] === name && current[index]) kept[index] = current[index]
  })
  return kept
}
