import { createAdapter } from '@socket.io/postgres-adapter'
import pg from 'pg'
import type { Logger } from '../http/logger.js'
import type { RealtimeAdapter } from './realtime.js'

/**
 * Rooms shared by every API server on one PostgreSQL (@socket.io/postgres-adapter): a hint emitted
 * by one server reaches the sockets connected to the others, through LISTEN/NOTIFY. Its own small
 * pool: one connection listens for good, the others publish. Its attachments table comes from the
 * sync migration (db/migrations/2026-11-22T1110_sync-clients.ts).
 */
export function createPostgresAdapter(url: string, logger: Logger): RealtimeAdapter {
  const pool = new pg.Pool({ connectionString: url, max: 3 })
  pool.on('error', (error) => logger.warn('realtime adapter connection lost', { error: error.message }))
  return {
    adapter: createAdapter(pool, { errorHandler: (error) => logger.warn('realtime adapter error', { error: error.message }) }),
    close: () => pool.end(),
  }
}
