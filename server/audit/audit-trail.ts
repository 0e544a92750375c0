import type { Context } from 'hono'
import { requirePrincipal } from '../auth/principal.js'
import type { Executor } from '../db/database.js'
import type { AuditAction } from '../db/schema.js'
import { clientAddress } from '../http/client-address.js'
import type { AppEnv } from '../http/context.js'
import { forbidden } from '../http/errors.js'
import { insertAuditRow } from './audit.repository.js'

export type { AuditAction }

/** Who makes a change and from where (ADR 029): taken from the request once, handed to the service. */
export interface Auditor {
  actorKind: 'staff' | 'kitchen' | 'super-admin'
  actorId: number
  actorName: string
  ip: string | null
  userAgent: string | null
  at: Date
}

/** One change, as the service that makes it describes it. */
export interface AuditedChange {
  /** The office area (the access grid's key): 'members', 'accounts', 'users', ... */
  area: string
  action: AuditAction
  recordType: string
  recordId: string | number
  /** A line a person reads ("Deposit ₹5,000.00 by cheque"), for what the fields do not say by themselves. */
  summary?: string
  before?: unknown
  after?: unknown
}

const USER_AGENT_MAX = 300

/** The signed-in office person behind the request, and where they are; 403 for a member's token. */
export function auditorOf(c: Context<AppEnv>): Auditor {
  const principal = requirePrincipal(c)
  if (principal.kind === 'member') throw forbidden()
  const actorKind = principal.kind === 'staff' && principal.isSuperAdmin ? 'super-admin' : principal.kind
  return {
    actorKind,
    actorId: principal.userId,
    actorName: principal.name,
    ip: clientAddress(c),
    userAgent: c.req.header('user-agent')?.slice(0, USER_AGENT_MAX) ?? null,
    at: c.var.deps.clock(),
  }
}

/** A field whose name says it holds a secret: never kept, at any depth. */
const SECRET_NAME = /password|token|otp|hash|secret/i

/** The value as JSON would carry it (dates as ISO text), with every secret-named field left out. */
export function redacted(value: unknown): unknown {
  if (value === undefined) return undefined
  if (value === null || typeof value !== 'object') return value
  if (value instanceof Date) return value.toISOString()
  if (Array.isArray(value)) return value.map((item) => redacted(item) ?? null)
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key, item]) => !SECRET_NAME.test(key) && item !== undefined)
      .map(([key, item]) => [key, redacted(item)]),
  )
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * An update keeps only the fields that changed (and a creation or deletion the whole record), so the
 * trail says what happened rather than repeating what stayed.
 */
export function changedFields(before: unknown, after: unknown): { before: unknown; after: unknown } {
  const was = redacted(before)
  const is = redacted(after)
  if (!isRecord(was) || !isRecord(is)) return { before: was ?? null, after: is ?? null }
  const keys = [...new Set([...Object.keys(was), ...Object.keys(is)])].filter(
    (key) => key !== 'updated_at' && JSON.stringify(was[key]) !== JSON.stringify(is[key]),
  )
  return {
    before: Object.fromEntries(keys.map((key) => [key, was[key] ?? null])),
    after: Object.fromEntries(keys.map((key) => [key, is[key] ?? null])),
  }
}

const asJson = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value))

/**
 * Writes the change's row. Call it with the transaction that makes the change: the row and the change
 * are committed together or not at all.
 */
export async function recordChange(trx: Executor, by: Auditor, change: AuditedChange): Promise<void> {
  const fields = changedFields(change.before, change.after)
  await insertAuditRow(trx, {
    at: by.at,
    actor_kind: by.actorKind,
    actor_id: by.actorId,
    actor_name: by.actorName,
    ip: by.ip,
    user_agent: by.userAgent,
    area: change.area,
    action: change.action,
    record_type: change.recordType,
    record_id: String(change.recordId),
    summary: change.summary ?? null,
    before: asJson(fields.before),
    after: asJson(fields.after),
  })
}
