import type { OutboxEntry } from './db'

/** One mutation's answer from `POST /api/sync/push` (ADR 011). */
export interface MutationResult {
  id: number
  status: 'applied' | 'rejected'
  reason?: string
  message?: string
  state?: unknown
}

/** A result with the outbox entry it answers (undefined if the entry was already gone). */
export interface AnsweredMutation {
  result: MutationResult
  entry: OutboxEntry | undefined
}

/**
 * What one area (kitchen, door, …) tells the sync client about its scopes and mutations: the
 * client itself only moves the outbox and the cursors. `scopePrefix` matches scopes `prefix:id`
 * (`kitchen:3`, `event:42`), `mutationPrefix` the area's mutation names (`kitchen.`, `checkin.`).
 */
export interface ScopeHandler {
  scopePrefix: string
  mutationPrefix: string
  /** Merges a pull's answer; `since` 0 means the answer is the whole scope. */
  takePull(scope: string, answer: Readonly<Record<string, unknown>>, since: number): Promise<void>
  /** Takes the states of answered mutations (their entries already left the outbox). */
  takeResults(answered: readonly AnsweredMutation[]): Promise<void>
}

export const scopePrefixOf = (scope: string) => scope.split(':')[0] ?? scope
