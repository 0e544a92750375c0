import { useMutation } from '@tanstack/react-query'
import { useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { approvalTexts } from '../../../domain/approvals'
import { createApproval } from '../../../domain/contract/approvals'
import type { RequestOf } from '../../../domain/contract/endpoint'
import { callApi } from '../../api/client'
import { failureMessage, fieldErrorsOf } from '../../api/failure'
import { PageTitle } from '../../ui/PageTitle'
import { ApprovalForm, blankApproval } from './ApprovalForm'
import '../../ui/ui.css'
import '../../approvals/approvals.css'

/** /dashboard/approvals/new: subject, body, attachment, approvers found on the register with their role titles, rule and due date. */
export function ApprovalNewPage() {
  const navigate = useNavigate()
  const [errors, setErrors] = useState<Record<string, string>>({})
  const create = useMutation({
    mutationFn: (input: RequestOf<typeof createApproval>['body']) => callApi(createApproval, { body: input }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await navigate(`/dashboard/approvals/${answer.data.approval_id}`)
    },
    onError: (error) => setErrors({ ...fieldErrorsOf(error), form: failureMessage(error, approvalTexts.createFailed) }),
  })
  return (
    <div className="approval-office">
      <PageTitle>New approval request</PageTitle>
      <p>
        <Link to="/dashboard/approvals">← Approvals</Link>
      </p>
      <h1 className="page-heading">New approval request</h1>
      <ApprovalForm
        initial={blankApproval}
        submitLabel="Create and send"
        busyLabel="Sending…"
        isSending={create.isPending}
        serverErrors={errors}
        onSubmit={(input) => {
          setErrors({})
          create.mutate(input)
        }}
      />
    </div>
  )
}
