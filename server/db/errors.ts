/** PostgreSQL's unique_violation, from pg and PGlite alike. */
export const isUniqueViolation = (error: unknown) =>
  typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505'
