// A process of its own that takes DATA_DIR's lock (server/db/data-dir.ts), as a server would: it says
// `locked` or `refused: <why>` on stdout and holds on until its stdin ends.
import { lockDataDir } from '../../server/db/data-dir.js'

const dataDir = process.argv[2]
if (!dataDir) throw new Error('Usage: hold-data-dir.ts <DATA_DIR>')
try {
  lockDataDir(dataDir)
  console.log('locked')
} catch (error) {
  console.log(`refused: ${error instanceof Error ? error.message : String(error)}`)
}
process.stdin.resume()
process.stdin.on('end', () => process.exit(0))
