import { readFileSync } from 'node:fs'
import pg from 'pg'
import { server } from './browser.js'

/**
 * The last OTP this worker's server sent (its files run one at a time): read from the `messages` table when the server runs on a
 * real PostgreSQL, else from the server's log, where the stored-message adapter writes each message.
 */
export async function latestOtp(): Promise<string> {
  const body = server().databaseUrl ? await latestMessageFromDatabase() : latestMessageFromLog()
  const otp = body?.match(/\b(\d{6})\b/)?.[1]
  if (!otp) throw new Error('No OTP message was sent')
  return otp
}

async function latestMessageFromDatabase(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: server().databaseUrl })
  await client.connect()
  try {
    const result = await client.query<{ body: string }>(`select body from messages where purpose = 'otp' order by message_id desc limit 1`)
    return result.rows[0]?.body
  } finally {
    await client.end()
  }
}

function latestMessageFromLog(): string | undefined {
  const lines = readFileSync(server().logFile, 'utf8').split('\n').reverse()
  for (const line of lines) {
    if (!line.startsWith('{')) continue
    const entry = JSON.parse(line) as { message?: string; to?: string; purpose?: string; body?: string }
    if (entry.purpose === 'otp' && entry.body) return entry.body
  }
  return undefined
}
