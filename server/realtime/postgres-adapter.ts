import { createAdapter } from '@socket.io/postgres-adapter'
import pg from 'pg'
import { Adapter, MessageType, type BroadcastOptions, type ClusterAdapterWithHeartbeat } from 'socket.io-adapter'
import type { Logger } from '../http/logger.js'
import type { RealtimeAdapter } from './realtime.js'

/**
 * Rooms shared by every API server on one PostgreSQL (@socket.io/postgres-adapter): a hint emitted
 * by one server reaches the sockets connected to the others, through LISTEN/NOTIFY. Its own small
 * pool: one connection listens for good, the others publish. Its attachments table comes from the
 * sync migration (db/migrations/2026-11-22T1110_sync-clients.ts).
 *
 * Broadcasts go to this server's own sockets first (ADR 011, "Pushes across servers"): the package
 * first waits for PostgreSQL to take the NOTIFY, which made every screen wait a round trip to the
 * database, and none at all when that connection hangs.
 */
export function createPostgresAdapter(url: string, logger: Logger): RealtimeAdapter {
  // A NOTIFY's transaction need not wait for the disk: notifications are never kept across a crash
  // anyway, and each waited a flush of the write-ahead log beside the taps' own (PostgreSQL gives a
  // notifying transaction an id, so its commit is flushed like a write's).
  const pool = new pg.Pool({ connectionString: url, max: 3, options: '-c synchronous_commit=off' })
  pool.on('error', (error) => logger.warn('realtime adapter connection lost', { error: error.message }))
  const create = createAdapter(pool, { errorHandler: (error) => logger.warn('realtime adapter error', { error: error.message }) })
  return {
    // socket.io calls it with `new`: a function, not an arrow.
    adapter: function (namespace) {
      const adapter = create(namespace)
      adapter.broadcast = broadcastHereFirst
      return adapter
    },
    close: () => pool.end(),
  }
}

/**
 * A broadcast as the cluster adapter makes it (socket.io-adapter's ClusterAdapter.broadcast), in
 * the other order: this server's sockets at once, then the message for the others, whose delivery
 * (ordered or not) never holds up the local one. Without connection-state recovery, the only thing
 * the package awaited the NOTIFY for was an offset it does not use.
 */
function broadcastHereFirst(
  this: ClusterAdapterWithHeartbeat,
  packet: Parameters<Adapter['broadcast']>[0],
  options: BroadcastOptions,
): Promise<void> {
  Adapter.prototype.broadcast.call(this, packet, options)
  if (!options.flags?.local) {
    this.publish({
      type: MessageType.BROADCAST,
      data: { packet, opts: { rooms: [...options.rooms], except: [...(options.except ?? [])], flags: options.flags ?? {} } },
    })
  }
  return Promise.resolve()
}
