import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { FileDown, Pencil, Send } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router-dom'
import { toast } from 'sonner'
import { approvalRuleLabels, approvalTexts, isOverdue } from '../../../domain/approvals'
import { resendApproval } from '../../../domain/contract/approvals'
import { formatClubDateTime } from '../../../domain/time'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { StatusBadge } from '../../approvals/StatusBadge'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { ApplicationPanel } from './ApplicationPanel'
import { isEditable } from './approval-state'
import { officeApprovalQuery, saveApprovalRecord } from './queries'
import '../../ui/ui.css'
import '../../approvals/approvals.css'

const when = (at: string) => formatClubDateTime(new Date(at))

/** /dashboard/approvals/:id: one request, each approver's state and signature, the trail, resend and the PDF record. */
export function ApprovalDetailPage() {
  const id = Number(useParams().approvalId)
  const isId = Number.isInteger(id) && id > 0
  const query = useQuery({ ...officeApprovalQuery(id), enabled: isId })
  const queryClient = useQueryClient()
  const [isSaving, setSaving] = useState(false)
  const resend = useMutation({
    mutationFn: () => callApi(resendApproval, { params: { id } }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: ['office-approval', id] })
    },
    onError: (error) => toast.error(failureMessage(error, approvalTexts.resendFailed)),
  })
  const download = async () => {
    setSaving(true)
    try {
      await saveApprovalRecord(id)
    } catch (error) {
      toast.error(failureMessage(error, 'The record could not be downloaded. Please try again.'))
    } finally {
      setSaving(false)
    }
  }
  const request = query.data?.data
  return (
    <div className="approval-office">
      <PageTitle>{request?.subject ?? 'Approval request'}</PageTitle>
      <p>
        <Link to="/dashboard/approvals">← Approvals</Link>
      </p>
      {!isId && <ErrorState title={approvalTexts.notFound} message="This address names no approval request." />}
      {isId && query.isPending && <LoadingState>Loading the approval request…</LoadingState>}
      {query.isError && (
        <ErrorState
          title={approvalTexts.fetchFailed}
          message={failureMessage(query.error, approvalTexts.fetchFailed)}
          onRetry={() => void query.refetch()}
        />
      )}
      {request && (
        <article className="approval-view">
          <div className="page-toolbar">
            <h1 className="page-heading">{request.subject}</h1>
            <div className="page-toolbar__actions">
              {isEditable(request) && (
                <Link className="button button--secondary" to={`/dashboard/approvals/${request.approval_id}/edit`}>
                  <Pencil aria-hidden="true" size={18} /> Edit
                </Link>
              )}
              {request.status === 'Pending' && (
                <button type="button" className="button button--secondary" disabled={resend.isPending} onClick={() => resend.mutate()}>
                  <Send aria-hidden="true" size={18} /> Resend to pending
                </button>
              )}
              <button type="button" className="button button--secondary" disabled={isSaving} onClick={() => void download()}>
                <FileDown aria-hidden="true" size={18} /> Record (PDF)
              </button>
            </div>
          </div>
          <p className="approval-view__meta">
            By {request.created_by} · {when(request.created_at)} · {approvalRuleLabels[request.rule]}
            {request.due_at ? ` · answer by ${when(request.due_at)}` : ''}
          </p>
          <p className="approval-view__badges">
            <StatusBadge status={request.status} label="Request" />
            {isOverdue(request, new Date()) && <span className="status-badge status-badge--overdue">Overdue</span>}
            {request.decided_at && <span className="approval-view__meta">Decided {when(request.decided_at)}</span>}
          </p>
          <section className="panel approval-card" aria-label="Description">
            <p className="approval-view__body">{request.body}</p>
            {request.file_name && <p className="approval-view__meta">Attachment: {request.file_name}</p>}
          </section>
          <ApplicationPanel approvalId={request.approval_id} />
          <section className="panel approval-card" aria-labelledby="approvers-title">
            <h2 id="approvers-title" className="panel__title">
              Approvers
            </h2>
            <ul className="approver-list">
              {request.approvals.map((entry) => (
                <li key={entry.member_id} className="approver-list__item">
                  <span>
                    <strong>
                      {entry.name} ({entry.member_id})
                    </strong>
                    <span className="approver-list__role">
                      {entry.role_title}
                      {entry.contact_number ? ` · ${entry.contact_number}` : ''}
                      {entry.signed_at ? ` · ${when(entry.signed_at)}` : ''}
                    </span>
                    {entry.signature_data?.startsWith('data:') && (
                      <img className="approval-signature" src={entry.signature_data} alt={`Signature of ${entry.name}`} />
                    )}
                    {entry.signature_data && !entry.signature_data.startsWith('data:') && (
                      <span className="approver-list__role">Signed by typed name: {entry.signature_data}</span>
                    )}
                  </span>
                  <StatusBadge status={entry.status} />
                </li>
              ))}
            </ul>
          </section>
          <section className="panel approval-card" aria-labelledby="trail-title">
            <h2 id="trail-title" className="panel__title">
              Trail
            </h2>
            <ol className="approval-trail">
              {request.trail.map((entry, index) => (
                <li key={index}>
                  <span className="approval-view__meta">{when(entry.at)}</span> {entry.kind} · {entry.actor_name}
                  {entry.detail ? ` · ${entry.detail}` : ''}
                </li>
              ))}
            </ol>
          </section>
        </article>
      )}
    </div>
  )
}
