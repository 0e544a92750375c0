import { db, withOpenDb } from './db'

/** A queued action the server refused (ADR 011): kept so the cook can be told why. */
export interface Rejection {
  client_id: string
  id: number
  name: string
  args: Record<string, unknown>
  reason: string
  message: string
  answered_at: string
}

const KEY = 'rejections'
/** Enough to read back what went wrong during a shift; older ones are in the office's records. */
const KEPT = 50

type RejectionListener = (rejections: readonly Rejection[]) => void
const listeners = new Set<RejectionListener>()

export function subscribeToRejections(listener: RejectionListener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export async function recordRejections(rejections: readonly Rejection[]): Promise<void> {
  await withOpenDb(() =>
    db.transaction('rw', db.meta, async () => {
      const kept = ((await db.meta.get(KEY))?.value ?? []) as Rejection[]
      await db.meta.put({ key: KEY, value: [...kept, ...rejections].slice(-KEPT) })
    }),
  )
  for (const listener of listeners) listener(rejections)
}

export const recordedRejections = () => withOpenDb(async () => ((await db.meta.get(KEY))?.value ?? []) as Rejection[])
