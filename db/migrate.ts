// `npm run db:migrate`: brings the configured database (DATABASE_URL, or the embedded one in
// DATA_DIR) to the latest migration, logging each step; exits 1 on failure.
import { claimDataDir, databaseTarget } from '../server/bootstrap.js'
import { describeTarget, openDatabase } from '../server/db/database.js'
import { migrateToLatest } from '../server/db/migrate.js'
import { loadEnv } from '../server/env.js'

const env = loadEnv()
const target = databaseTarget(env)
console.log(`Migrating ${describeTarget(target)}`)
let dataDirLock: ReturnType<typeof claimDataDir>
try {
  dataDirLock = claimDataDir(env, target)
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
}
const database = await openDatabase(target)
try {
  await migrateToLatest(database.db, (line) => console.log(line))
  console.log('Done.')
} catch (error) {
  console.error(error instanceof Error ? error.message : error)
  process.exitCode = 1
} finally {
  await database.close()
  dataDirLock?.release()
}
