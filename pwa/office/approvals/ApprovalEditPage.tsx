import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate, useParams } from 'react-router-dom'
import { toast } from 'sonner'
import { approvalTexts } from '../../../domain/approvals'
import { updateApproval, type ApprovalDetail } from '../../../domain/contract/approvals'
import type { RequestOf } from '../../../domain/contract/endpoint'
import { callApi } from '../../api/client'
import { failureMessage, fieldErrorsOf } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { isEditable } from './approval-state'
import { ApprovalForm, type ApprovalDraft } from './ApprovalForm'
import { officeApprovalQuery } from './queries'
import '../../ui/ui.css'
import '../../approvals/approvals.css'

/** '2026-11-22T04:30:00.000Z' → '2026-11-22T10:00', the club's time as a datetime-local input holds it. */
const clubLocal = (at: string) => new Date(at).toLocaleString('sv-SE', { timeZone: 'Asia/Kolkata' }).replace(' ', 'T').slice(0, 16)

const draftOf = (request: ApprovalDetail): ApprovalDraft => ({
  subject: request.subject,
  body: request.body,
  file: request.file_url ? { url: request.file_url, name: request.file_name ?? 'attachment' } : null,
  approvers: request.approvals.map((entry) => ({ member: { member_id: entry.member_id, name: entry.name }, role_title: entry.role_title })),
  rule: request.rule,
  due: request.due_at ? clubLocal(request.due_at) : '',
})

/** /dashboard/approvals/:approvalId/edit: the request changed while no approver has answered; everyone is sent the new version. */
export function ApprovalEditPage() {
  const id = Number(useParams().approvalId)
  const isId = Number.isInteger(id) && id > 0
  const query = useQuery({ ...officeApprovalQuery(id), enabled: isId })
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const save = useMutation({
    mutationFn: (input: RequestOf<typeof updateApproval>['body']) => callApi(updateApproval, { params: { id }, body: input }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: ['office-approval', id] })
      await navigate(`/dashboard/approvals/${id}`)
    },
    onError: (error) => setErrors({ ...fieldErrorsOf(error), form: failureMessage(error, approvalTexts.updateFailed) }),
  })
  const request = query.data?.data
  return (
    <div className="approval-office">
      <PageTitle>Change approval request</PageTitle>
      <p>
        <Link to={`/dashboard/approvals/${isId ? id : ''}`}>← The request</Link>
      </p>
      <h1 className="page-heading">Change approval request</h1>
      {!isId && <ErrorState title={approvalTexts.notFound} message="This address names no approval request." />}
      {isId && query.isPending && <LoadingState>Loading the approval request…</LoadingState>}
      {query.isError && (
        <ErrorState
          title={approvalTexts.fetchFailed}
          message={failureMessage(query.error, approvalTexts.fetchFailed)}
          onRetry={() => void query.refetch()}
        />
      )}
      {request && !isEditable(request) && (
        <ErrorState
          title="This request can no longer be changed"
          message="An approver has answered, or the request is decided. Create a new request instead."
        />
      )}
      {request && isEditable(request) && (
        <>
          <p className="approval-view__meta">Saving sends every approver the new version with their own link.</p>
          <ApprovalForm
            initial={draftOf(request)}
            submitLabel="Save and send again"
            busyLabel="Saving…"
            isSending={save.isPending}
            serverErrors={errors}
            onSubmit={(input) => {
              setErrors({})
              save.mutate(input)
            }}
          />
        </>
      )}
    </div>
  )
}
