import { liveQuery } from 'dexie'
import { useEffect, useState } from 'react'

export interface LiveResult<T> {
  data: T | undefined
  error: unknown
}

/**
 * Renders from IndexedDB and re-renders when the tables the query read change, in this tab or
 * another (dexie-react-hooks is not installed; this is the small part of it we need).
 */
export function useLiveQuery<T>(query: () => Promise<T>, deps: readonly unknown[]): LiveResult<T> {
  const [result, setResult] = useState<LiveResult<T>>({ data: undefined, error: undefined })
  useEffect(() => {
    const subscription = liveQuery(query).subscribe({
      next: (data) => setResult({ data, error: undefined }),
      error: (error: unknown) => setResult((previous) => ({ data: previous.data, error })),
    })
    return () => subscription.unsubscribe()
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the query depends on, as with useEffect
  }, deps)
  return result
}
