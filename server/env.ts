import { z } from 'zod'
import { weakSecretReason } from './secret-strength.js'
import { ticketSigningKeyProblem } from './tickets/ticket-key-material.js'

const durationPattern = /^(\d+)\s*(s|m|h|d)$/
const durationUnitSeconds = { s: 1, m: 60, h: 3600, d: 86_400 } as const

/** '12h' → 43200. Accepts plain seconds too. */
export function parseDurationSeconds(text: string): number | undefined {
  const trimmed = text.trim()
  if (/^\d+$/.test(trimmed)) return Number(trimmed)
  const match = durationPattern.exec(trimmed)
  if (!match) return undefined
  return Number(match[1]) * durationUnitSeconds[match[2] as keyof typeof durationUnitSeconds]
}

const duration = (fallback: string) =>
  z
    .string()
    .default(fallback)
    .transform((text, ctx) => {
      const seconds = parseDurationSeconds(text)
      if (!seconds) {
        ctx.addIssue({ code: 'custom', message: `"${text}" is not a duration like 90s, 15m, 12h or 30d` })
        return z.NEVER
      }
      return seconds
    })

const flag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', ''])
  .default('')
  .transform((value) => value === '1' || value === 'true' || value === 'yes')

/** How many proxies stand between the clients and this server: off (0), a flag (1), or a number of hops. */
const proxyHops = z
  .string()
  .default('0')
  .transform((text, ctx) => {
    const value = text.trim().toLowerCase()
    if (['', '0', 'false', 'no'].includes(value)) return 0
    if (['1', 'true', 'yes'].includes(value)) return 1
    if (/^\d+$/.test(value) && Number(value) <= 10) return Number(value)
    ctx.addIssue({ code: 'custom', message: `"${text}" is not 0, 1 or a number of proxy hops up to 10` })
    return z.NEVER
  })

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(5100),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  DATA_DIR: z.string().default('.data'),
  SEED_DEMO: flag,
  JWT_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .superRefine((secret, ctx) => {
      const reason = secret === undefined ? undefined : weakSecretReason(secret)
      if (reason)
        ctx.addIssue({
          code: 'custom',
          message: `${reason}, so it is easy to guess; use a random value such as the output of \`openssl rand -base64 48\``,
        })
    }),
  TICKET_SIGNING_KEY: z
    .string()
    .optional()
    .superRefine((pem, ctx) => {
      const problem = pem === undefined ? undefined : ticketSigningKeyProblem(pem)
      if (problem) ctx.addIssue({ code: 'custom', message: problem })
    }),
  STAFF_TOKEN_TTL: duration('12h'),
  MEMBER_TOKEN_TTL: duration('30d'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  CLUB_CHAT_NUMBER: z
    .string()
    .regex(/^\d{10,15}$/, 'must be digits only, with country code')
    .default('919810012345'),
  WHATSAPP_TOKEN: z.string().optional(),
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  /** The Meta app's secret: WhatsApp's webhook callbacks are signed with it (X-Hub-Signature-256). */
  WHATSAPP_APP_SECRET: z.string().optional(),
  /** The token Meta sends back when it verifies the webhook (GET /api/whatsapp/webhook). */
  WHATSAPP_VERIFY_TOKEN: z.string().optional(),
  WHATSAPP_API_URL: z.string().url().default('https://graph.facebook.com/v21.0'),
  PUBLIC_DIR: z.string().default('dist'),
  /** The largest file one upload may carry, in megabytes (ADR 026). */
  UPLOAD_MAX_MB: z.coerce
    .number({ error: 'must be a number of megabytes' })
    .positive('must be more than 0')
    .max(100, 'must be at most 100')
    .default(10),
  TRUST_PROXY: proxyHops,
  /**
   * For tests only: the server's clock reads this instant when the process starts and runs on from
   * there, so a test run sees the same time of day at any hour. Refused in production.
   */
  CLUB_CLOCK: z.iso.datetime({ offset: true, error: 'must be a date and time with its offset, like 2026-11-22T10:00:00+05:30' }).optional(),
})

export type Env = z.infer<typeof envSchema>

export class EnvError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start; fix its environment:\n${problems.map((p) => `  - ${p}`).join('\n')}`)
  }
}

/** Reads and validates the environment once; throws EnvError listing every problem. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable means "not set" (as in `DATABASE_URL= npm start`).
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ''))
  const result = envSchema.safeParse(given)
  const problems = [
    ...(result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || 'environment'}: ${issue.message}`)),
    ...combinationProblems(given),
  ]
  if (problems.length > 0 || !result.success) throw new EnvError(problems)
  return result.data
}

/** Rules about several variables together, checked even when single values are wrong. */
function combinationProblems(source: NodeJS.ProcessEnv): string[] {
  const problems: string[] = []
  if (source.NODE_ENV === 'production' && !source.JWT_SECRET) problems.push('JWT_SECRET: is required when NODE_ENV=production')
  if (source.NODE_ENV === 'production' && source.CLUB_CLOCK)
    problems.push('CLUB_CLOCK: is for tests only and is refused when NODE_ENV=production')
  if (Boolean(source.WHATSAPP_TOKEN) !== Boolean(source.WHATSAPP_PHONE_NUMBER_ID)) {
    problems.push('WHATSAPP_TOKEN: WHATSAPP_TOKEN and WHATSAPP_PHONE_NUMBER_ID must be set together')
  }
  return problems
}

/** Demo data goes into an empty database unless this is production without SEED_DEMO=1. */
export function shouldSeedDemo(env: Pick<Env, 'NODE_ENV' | 'SEED_DEMO'>): boolean {
  return env.NODE_ENV !== 'production' || env.SEED_DEMO
}
