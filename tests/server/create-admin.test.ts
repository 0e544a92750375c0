import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { openDatabase } from '../../server/db/database.js'
import { startChild } from '../helpers/processes.js'
import { createTestApp } from '../helpers/test-app.js'

// `npm run create-admin` on a fresh installation with the embedded database (ADR 021).
let dataDir: string
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'club-create-admin-'))
})
afterAll(() => {
  rmSync(dataDir, { recursive: true, force: true })
})

async function createAdmin(args: string[], answers: string) {
  const command = startChild('server/create-admin.ts', args, {
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    NODE_ENV: 'production',
    JWT_SECRET: 'Wq3v9-JrT7nZ2xPk4sLm8yBd6fHc1gNa5eUo',
  })
  command.process.stdin!.end(answers)
  return { code: await command.exited, output: command.output() }
}

describe.skipIf(process.env.TEST_DB === 'postgres')('npm run create-admin', () => {
  test(
    'creates the first administrator with a password it makes up and prints once; that person signs in',
    { timeout: 120_000 },
    async () => {
      const { code, output } = await createAdmin(['--name', 'Anil Kapoor'], 'owner@club.in\n\n')
      expect(code).toBe(0)
      const printed = [...output.matchAll(/Password, shown only this once: (\S+)/g)].map((match) => match[1]!)
      expect(printed).toHaveLength(1)
      expect(output.split(printed[0]!)).toHaveLength(2)

      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pgdata') })
      const t = await createTestApp({ database })
      try {
        const signIn = await t.call('POST', '/api/login', { body: { email_id: 'owner@club.in', password: printed[0] } })
        expect(signIn.status).toBe(200)
        expect(signIn.body.result).toMatchObject({ name: 'Anil Kapoor', role_id: 1, is_super_admin: true })
        // No demo club came with it.
        expect((await t.db.selectFrom('users').select('email').execute()).map((user) => user.email)).toEqual(['owner@club.in'])
      } finally {
        await t.close()
        await database.close()
      }
    },
  )

  test('takes a typed password and does not print it; refuses a short one and a taken e-mail', { timeout: 120_000 }, async () => {
    const typed = await createAdmin(['--email', 'second@club.in', '--name', 'Second Admin'], 'a long typed password\n')
    expect(typed.code).toBe(0)
    expect(typed.output).not.toContain('a long typed password')
    expect(typed.output).not.toContain('shown only this once')

    const short = await createAdmin(['--email', 'third@club.in', '--name', 'Third'], 'short\n')
    expect(short.code).toBe(1)
    expect(short.output).toContain('No administrator was created. The password must be at least 10 characters.')
    const taken = await createAdmin(['--email', 'OWNER@club.in', '--name', 'Copy', '--generate-password'], '')
    expect(taken.code).toBe(1)
    expect(taken.output).toContain('No administrator was created. Someone already signs in as owner@club.in.')
    expect(taken.output).not.toContain('shown only this once')
  })
})
