/** '1 player', '4 players': a count with its noun in the right number ('slot' → 'slots' unless told). */
export const countOf = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
