import { sql } from 'kysely'
import type { DB } from '../db/database.js'
import type { Logger } from '../http/logger.js'

export async function isDatabaseReachable(db: DB, logger: Logger): Promise<boolean> {
  try {
    await sql`select 1`.execute(db)
    return true
  } catch (error) {
    logger.error('health check: database unreachable', { error: String(error) })
    return false
  }
}
