import type { MutationResult } from '../../domain/contract/sync'
import type { OutboxEntry } from './db'

/** A result with the outbox entry it answers (undefined if the entry was already gone). */
export interface AnsweredMutation {
  result: MutationResult
  entry: OutboxEntry | undefined
}

export type RejectedMutation = AnsweredMutation & { result: Extract<MutationResult, { status: 'rejected' }> }

export const isRejected = (answered: AnsweredMutation): answered is RejectedMutation => answered.result.status === 'rejected'

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
