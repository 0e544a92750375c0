/** PostgreSQL's unique_violation, from pg and PGlite alike. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'

/**
 * PostgreSQL's class 22, data exceptions (a NUL byte in text, a number outside its column's range, a
 * malformed date): the value came from the request and the database refused it. The contract's field
 * schemas keep such values out; this is the net under them, so a field they miss is a 400, not a 500.
 */
export const isDataException = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { code?: unknown }).code === 'string' &&
  (error as { code: string }).code.startsWith('22')
