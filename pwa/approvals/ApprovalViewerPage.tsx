import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useCallback, useEffect, useState } from 'react'
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router-dom'
import { toast } from 'sonner'
import { AFTER_RESPONSE_DELAY_MS, approvalTexts, type AnswerStatus } from '../../domain/approvals'
import { ApiError } from '../api/api-error'
import { useOnlineStatus } from '../app/use-online-status'
import { LoadingState } from '../ui/LoadingState'
import { PageTitle } from '../ui/PageTitle'
import { ApprovalDetailView } from './ApprovalDetailView'
import { ApprovalProblem } from './ApprovalProblem'
import { AttachmentCard } from './AttachmentCard'
import { ResponseCard } from './ResponseCard'
import { approvalQuery, attachmentUrl, flushQueuedAnswer, queueAnswer, queuedAnswer, sendAnswer, type ViewerAccess } from './approval-api'
import '../ui/ui.css'
import './approvals.css'

/**
 * The approval viewer (/approval/view/{id}, spec 1 §§2, 4; ADR 033). Opened from the approver's own
 * WhatsApp link (member_id and sig), from the member app (signed in), or by the office (view only).
 * An answer given without a network stays on the phone and is sent, once, when the network returns.
 */
export function ApprovalViewerPage() {
  const { id } = useParams()
  const [search] = useSearchParams()
  const access: ViewerAccess = { approvalId: id ?? '', memberId: search.get('member_id'), sig: search.get('sig') }
  if (!id) return <ApprovalProblem title={approvalTexts.missingId} access={access} />
  return <ApprovalViewer access={access} />
}

function ApprovalViewer({ access }: { access: ViewerAccess }) {
  const query = useQuery(approvalQuery(access))
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const location = useLocation()
  const isOnline = useOnlineStatus()
  const [isSending, setIsSending] = useState(false)
  /** What became of the last answer, said on the page as well as in a toast. */
  const [outcome, setOutcome] = useState<{ isDone: boolean; text: string } | null>(null)
  const memberId = query.data?.data.viewer.member_id ?? access.memberId
  // The answer kept on this phone (queueAnswer) is the truth; this re-reads it after a change.
  const [, setQueueChanges] = useState(0)
  const noteQueueChange = () => setQueueChanges((count) => count + 1)
  const waiting = memberId ? queuedAnswer(access.approvalId, memberId) !== null : false

  const afterAnswer = useCallback(
    async (status: AnswerStatus) => {
      const text = `Your response (${status}) has been recorded. Thank you.`
      setOutcome({ isDone: true, text })
      toast.success(text)
      await queryClient.invalidateQueries({ queryKey: ['approval', access.approvalId] })
      // Spec 1 §4: back one page after 2 seconds (opened straight from WhatsApp, there is none: the page stays).
      const entry = location.key
      setTimeout(() => {
        if (entry !== 'default') void navigate(-1)
      }, AFTER_RESPONSE_DELAY_MS)
    },
    [access.approvalId, location.key, navigate, queryClient],
  )

  const flush = useCallback(async () => {
    if (!memberId) return
    const outcome = await flushQueuedAnswer(access.approvalId, memberId)
    if (!outcome || outcome.kind === 'waiting') return
    setQueueChanges((count) => count + 1)
    if (outcome.kind === 'sent') await afterAnswer(outcome.status)
    else {
      setOutcome({ isDone: false, text: outcome.messages.join(' ') || approvalTexts.respondFailed })
      await queryClient.invalidateQueries({ queryKey: ['approval', access.approvalId] })
    }
  }, [access.approvalId, afterAnswer, memberId, queryClient])

  // The answer kept on this phone goes as soon as the network is back (and when the page opens online).
  useEffect(() => {
    const send = () => void flush()
    window.addEventListener('online', send)
    const atOpen = setTimeout(() => navigator.onLine && send(), 0)
    return () => {
      window.removeEventListener('online', send)
      clearTimeout(atOpen)
    }
  }, [flush])

  const answer = async (status: AnswerStatus, signature: string) => {
    if (!memberId) return
    const body = { member_id: memberId, status, signature_data: signature, ...(access.sig ? { sig: access.sig } : {}) }
    if (!navigator.onLine) {
      queueAnswer(access.approvalId, body, new Date())
      noteQueueChange()
      return
    }
    setIsSending(true)
    try {
      await sendAnswer(access.approvalId, body)
      await afterAnswer(status)
    } catch (error) {
      if (error instanceof ApiError && !error.hasResponse) {
        queueAnswer(access.approvalId, body, new Date())
        noteQueueChange()
      } else {
        setOutcome({ isDone: false, text: error instanceof ApiError ? error.message : approvalTexts.respondFailed })
        await queryClient.invalidateQueries({ queryKey: ['approval', access.approvalId] })
      }
    } finally {
      setIsSending(false)
    }
  }

  if (query.isPending) {
    return (
      <section className="approval-page">
        <PageTitle>Approval</PageTitle>
        <LoadingState>Loading approval details…</LoadingState>
      </section>
    )
  }
  if (query.isError) {
    const error = query.error
    if (error instanceof ApiError && error.status === 404) return <ApprovalProblem title={approvalTexts.notFound} access={access} />
    return <ApprovalProblem title={approvalTexts.loadFailed} message={error.message} access={access} />
  }
  const approval = query.data?.data
  if (!approval) return <ApprovalProblem title={approvalTexts.loadFailed} message={approvalTexts.noData} access={access} />
  const own = approval.approvals.find((entry) => entry.member_id === approval.viewer.member_id)

  return (
    <section className="approval-page">
      <PageTitle>{approval.subject}</PageTitle>
      <ApprovalDetailView
        approval={approval}
        attachment={
          approval.file_url && (
            <AttachmentCard
              name={approval.file_name ?? 'Attachment'}
              url={attachmentUrl(access)}
              downloadUrl={attachmentUrl(access, true)}
            />
          )
        }
        response={
          <>
            {outcome && (
              <p
                className={outcome.isDone ? 'form-status approval-outcome' : 'form-alert approval-outcome'}
                role={outcome.isDone ? 'status' : 'alert'}
              >
                {outcome.text}
              </p>
            )}
            {waiting ? (
              <section className="panel approval-card approval-card--waiting" role="status">
                <h2 className="panel__title">Your Response</h2>
                <p>
                  {isOnline
                    ? 'Sending your response…'
                    : 'You are offline. Your response is kept on this phone and will be sent when the network is back.'}
                </p>
              </section>
            ) : (
              approval.viewer.can_respond &&
              own && <ResponseCard name={own.name} isSending={isSending} onAnswer={(s, sig) => void answer(s, sig)} />
            )}
          </>
        }
      />
    </section>
  )
}
