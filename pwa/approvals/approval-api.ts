import { queryOptions } from '@tanstack/react-query'
import { getApproval, respondToApproval, type RespondInput } from '../../domain/contract/approvals'
import type { z } from 'zod'
import { callApi } from '../api/client'
import { readJson, removeKey, saveJson } from '../app/local-storage'

/** How the viewer was opened: the approver's own link (member_id and sig), or without one. */
export interface ViewerAccess {
  approvalId: string
  memberId: string | null
  sig: string | null
}

export const approvalQuery = (access: ViewerAccess) =>
  queryOptions({
    queryKey: ['approval', access.approvalId, access.memberId, access.sig],
    queryFn: ({ signal }) =>
      callApi(
        getApproval,
        {
          params: { id: access.approvalId },
          query: { ...(access.memberId ? { member_id: access.memberId } : {}), ...(access.sig ? { sig: access.sig } : {}) },
        },
        // The link is the credential: an old session in this browser must not send its holder to sign in.
        { signal, isAuthenticated: !access.sig },
      ),
    retry: false,
  })

export type Answer = z.input<typeof respondToApproval.body>

/** Sends an answer; with no link, the member app's session is the credential. */
export const sendAnswer = (approvalId: string, answer: Answer) =>
  callApi(respondToApproval, { params: { id: approvalId }, body: answer }, { isAuthenticated: !answer.sig })

// ---- an answer given without a network waits on the phone, and is sent once when it returns ------

const queueKey = (approvalId: string, memberId: string) => `approval-answer:${approvalId}:${memberId.toUpperCase()}`

export interface QueuedAnswer {
  approvalId: string
  answer: Answer
  queuedAt: string
}

export function queueAnswer(approvalId: string, answer: Answer, at: Date) {
  saveJson(queueKey(approvalId, answer.member_id ?? ''), { approvalId, answer, queuedAt: at.toISOString() } satisfies QueuedAnswer)
}

export function queuedAnswer(approvalId: string, memberId: string): QueuedAnswer | null {
  const value = readJson(queueKey(approvalId, memberId)) as QueuedAnswer | null
  return value && typeof value === 'object' && value.answer ? value : null
}

export function forgetQueuedAnswer(approvalId: string, memberId: string) {
  removeKey(queueKey(approvalId, memberId))
}

/** Answers being sent now: the 'online' event and a retry must not send one twice. */
const sending = new Set<string>()

export type FlushOutcome =
  { kind: 'sent'; status: RespondInput['status'] } | { kind: 'refused'; messages: readonly string[] } | { kind: 'waiting' }

/**
 * Sends the answer kept on this phone, if any. Sent: forgotten. Refused by the server (already
 * answered elsewhere, the link no longer valid): forgotten, and the reason returned. No network: kept.
 */
export async function flushQueuedAnswer(approvalId: string, memberId: string): Promise<FlushOutcome | undefined> {
  const queued = queuedAnswer(approvalId, memberId)
  const key = queueKey(approvalId, memberId)
  if (!queued || sending.has(key)) return undefined
  sending.add(key)
  try {
    await sendAnswer(approvalId, queued.answer)
    forgetQueuedAnswer(approvalId, memberId)
    return { kind: 'sent', status: queued.answer.status as RespondInput['status'] }
  } catch (error) {
    const failure = error as { hasResponse?: boolean; messages?: readonly string[] }
    if (!failure.hasResponse) return { kind: 'waiting' }
    forgetQueuedAnswer(approvalId, memberId)
    return { kind: 'refused', messages: failure.messages ?? [] }
  } finally {
    sending.delete(key)
  }
}

/** The attachment's address for this reader (the file is private: the link or session opens it). */
export function attachmentUrl(access: ViewerAccess, download = false) {
  const params = new URLSearchParams()
  if (access.memberId) params.set('member_id', access.memberId)
  if (access.sig) params.set('sig', access.sig)
  if (download) params.set('download', '1')
  const search = params.toString()
  return `/api/approval/${encodeURIComponent(access.approvalId)}/file${search ? `?${search}` : ''}`
}
