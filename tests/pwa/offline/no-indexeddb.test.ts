// No fake-indexeddb here: jsdom has no IndexedDB, as a browser with storage blocked.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { db } from '../../../pwa/offline/db'
import { SyncClient } from '../../../pwa/offline/sync-client'

afterEach(() => {
  vi.useRealTimers()
})

describe('a device without IndexedDB', () => {
  it('fails a sync as offline after one try to open the database, not in an endless reopen loop', async () => {
    vi.useFakeTimers()
    const open = db.open.bind(db)
    let opens = 0
    // Were the loop back, it would never yield to a timer (the test's timeout included) and fill the
    // worker's heap: past 20 opens this refuses without opening, and the count tells.
    vi.spyOn(db, 'open').mockImplementation(() =>
      ++opens > 20 ? (Promise.reject(new Error('reopened in a loop')) as ReturnType<typeof open>) : open(),
    )
    const fetchStub = vi.fn() as unknown as typeof fetch
    const client = new SyncClient({
      getToken: () => 'h.eyJhdWQiOiJzdGFmZiIsInN1YiI6IjcifQ.s',
      scopes: ['event:1'],
      fetch: fetchStub,
      random: () => 0.5,
    })

    await client.syncNow()

    expect(opens).toBeLessThanOrEqual(2)
    expect(client.getStatus().phase).toBe('offline')
    expect(fetchStub).not.toHaveBeenCalled()
  })
})
