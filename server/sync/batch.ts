/**
 * What the mutations of one push share inside their transaction (docs/decisions/011-sync-protocol.md,
 * "Batches"). An area keeps the rows it loaded and changed in a working set, registered here under
 * its name, and writes them once when the engine flushes the batch, just before the device's cursor
 * moves and the transaction commits. A thousand taps on forty orders then cost forty rows read and
 * one write, not a thousand of each.
 */
export interface BatchWork {
  /** Writes what the area changed in memory. Runs once per batch, inside its transaction. */
  flush(): Promise<void>
}

export interface Batch {
  /** This batch's working set named `key`, made by `create` on first use. */
  use<T extends BatchWork>(key: string, create: () => T): T
}

export interface FlushableBatch extends Batch {
  /** Flushes every working set, in the order they were first used. */
  flush(): Promise<void>
}

export function createBatch(): FlushableBatch {
  const works = new Map<string, BatchWork>()
  return {
    use<T extends BatchWork>(key: string, create: () => T): T {
      let work = works.get(key)
      if (!work) {
        work = create()
        works.set(key, work)
      }
      return work as T
    },
    async flush() {
      for (const work of works.values()) await work.flush()
    },
  }
}
