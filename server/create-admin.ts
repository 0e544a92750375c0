// `npm run create-admin`: the first administrator of an installation (ADR 021). Asks for what the
// options leave out; the password is typed (twice, hidden) or, left empty or with
// --generate-password, made up and printed this once. Works on the configured database
// (DATABASE_URL, or the embedded one in DATA_DIR, which no server may be using meanwhile).
import { createInterface } from 'node:readline/promises'
import { Writable } from 'node:stream'
import { parseArgs } from 'node:util'
import {
  AdministratorRefused,
  administratorProblems,
  createAdministrator,
  MIN_ADMIN_PASSWORD_LENGTH,
} from './auth/administrators.service.js'
import { generatePassword } from './auth/passwords.js'
import { claimDataDir, databaseTarget, serverClock } from './bootstrap.js'
import { describeTarget, openDatabase } from './db/database.js'
import { migrateToLatest } from './db/migrate.js'
import { EnvError, loadEnv } from './env.js'

const usage = `Usage: npm run create-admin -- [--email owner@club.in] [--name "Full Name"] [--username owner] [--mobile 9810012345] [--generate-password]

Creates an administrator (role 1, also the super-admin of /control). What is not given is asked for.
An empty password, or --generate-password, makes one up and prints it once. Without a terminal, the
answers are read from standard input, one a line, in the order: e-mail, name, password.`

const { values: options } = parseArgs({
  options: {
    email: { type: 'string' },
    name: { type: 'string' },
    username: { type: 'string' },
    mobile: { type: 'string' },
    'generate-password': { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
})

/** Questions on a terminal; without one, the lines of standard input in order. */
function createAsker() {
  if (process.stdin.isTTY) {
    let isHidden = false
    const output = new Writable({
      write(chunk, _encoding, done) {
        if (!isHidden) process.stdout.write(chunk as Buffer)
        done()
      },
    })
    const terminal = createInterface({ input: process.stdin, output, terminal: true })
    return {
      ask: (question: string) => terminal.question(question),
      async askHidden(question: string) {
        process.stdout.write(question)
        isHidden = true
        const answer = await terminal.question('')
        isHidden = false
        process.stdout.write('\n')
        return answer
      },
      close: () => terminal.close(),
    }
  }
  const lines = (async function* () {
    const reader = createInterface({ input: process.stdin })
    for await (const line of reader) yield line
  })()
  const next = async () => (await lines.next()).value ?? ''
  return { ask: next, askHidden: next, close: () => undefined }
}

async function choosePassword(asker: ReturnType<typeof createAsker>): Promise<{ password: string; isGenerated: boolean }> {
  if (options['generate-password']) return { password: generatePassword(), isGenerated: true }
  for (;;) {
    const password = await asker.askHidden(`Password (at least ${MIN_ADMIN_PASSWORD_LENGTH} characters; leave empty to have one made up): `)
    if (password === '') return { password: generatePassword(), isGenerated: true }
    if (password.length < MIN_ADMIN_PASSWORD_LENGTH) {
      const problem = `The password must be at least ${MIN_ADMIN_PASSWORD_LENGTH} characters.`
      if (!process.stdin.isTTY) throw new AdministratorRefused([problem])
      console.error(problem)
      continue
    }
    if (!process.stdin.isTTY || (await asker.askHidden('The same password again: ')) === password) return { password, isGenerated: false }
    console.error('The two passwords differ; again, please.')
  }
}

async function main() {
  if (options.help) {
    console.log(usage)
    return
  }
  const env = loadEnv()
  const target = databaseTarget(env)
  const asker = createAsker()
  const email = options.email ?? (await asker.ask('E-mail address (signs in with it): '))
  const name = options.name ?? (await asker.ask('Full name: '))
  const early = administratorProblems({
    email,
    name,
    username: options.username,
    mobile: options.mobile,
    password: 'x'.repeat(MIN_ADMIN_PASSWORD_LENGTH),
  })
  if (early.length > 0) throw new AdministratorRefused(early)
  const { password, isGenerated } = await choosePassword(asker)
  asker.close()

  const dataDirLock = claimDataDir(env, target)
  const database = await openDatabase(target)
  try {
    await migrateToLatest(database.db)
    await createAdministrator(
      database.db,
      { email, name, username: options.username, mobile: options.mobile, password },
      serverClock(env)(),
    )
  } finally {
    await database.close()
    dataDirLock?.release()
  }
  const signInNames = [email.trim().toLowerCase(), options.username?.trim().toLowerCase()].filter(Boolean).join(' or ')
  console.log(
    `Administrator created in ${describeTarget(target)}: ${name.trim()}, signing in as ${signInNames} at /login (office) and /control.`,
  )
  if (isGenerated) console.log(`Password, shown only this once: ${password}`)
}

main().catch((error: unknown) => {
  if (error instanceof AdministratorRefused || error instanceof EnvError) console.error(`No administrator was created. ${error.message}`)
  else console.error(`No administrator was created: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
