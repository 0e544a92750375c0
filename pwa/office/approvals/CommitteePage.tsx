import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { toast } from 'sonner'
import { approvalRuleLabels, approvalRules, type ApprovalRule } from '../../../domain/approvals'
import type { ResponseOf } from '../../../domain/contract/endpoint'
import { committeeBody, setCommittee, type getCommittee } from '../../../domain/contract/membership-applications'
import { callApi } from '../../api/client'
import { failureMessage, fieldErrorsOf } from '../../api/failure'
import { ErrorState } from '../../ui/ErrorState'
import { FormAlert } from '../../ui/FormAlert'
import { LoadingState } from '../../ui/LoadingState'
import { PageTitle } from '../../ui/PageTitle'
import { applicationKeys, committeeQuery } from './application-queries'
import { approversInput, ApproverRows, emptyApprover, issuesByPath, type ApproverDraft } from './ApproverRows'
import '../../ui/ui.css'
import '../../approvals/approvals.css'

type Committee = ResponseOf<typeof getCommittee>['data']

/** /dashboard/approvals/committee: who approves membership applications, and by which rule (ADR 034). */
export function CommitteePage() {
  const query = useQuery(committeeQuery)
  return (
    <div className="approval-office">
      <PageTitle>Membership committee</PageTitle>
      <p>
        <Link to="/dashboard/approvals/applications">← Membership applications</Link>
      </p>
      <h1 className="page-heading">Membership committee</h1>
      <p className="approval-view__meta">
        Each application from /request-membership is sent to these members for approval; requests already sent keep their approvers.
      </p>
      {query.isPending && <LoadingState>Loading the committee…</LoadingState>}
      {query.isError && (
        <ErrorState
          title="The committee could not be loaded"
          message={failureMessage(query.error, 'Something went wrong')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && <CommitteeForm key={JSON.stringify(query.data.data)} saved={query.data.data} />}
    </div>
  )
}

function CommitteeForm({ saved }: { saved: Committee }) {
  const queryClient = useQueryClient()
  const [approvers, setApprovers] = useState<ApproverDraft[]>(() =>
    saved.approvers.length > 0
      ? saved.approvers.map((approver) => ({
          member: { member_id: approver.member_id, name: approver.name },
          role_title: approver.role_title,
        }))
      : [emptyApprover()],
  )
  const [rule, setRule] = useState<ApprovalRule>(saved.rule)
  const [errors, setErrors] = useState<Record<string, string>>({})

  const save = useMutation({
    mutationFn: (body: { approvers: { member_id: string; role_title: string }[]; rule: ApprovalRule }) => callApi(setCommittee, { body }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: applicationKeys.committee })
    },
    onError: (error) => setErrors({ ...fieldErrorsOf(error), form: failureMessage(error, 'Failed to save the membership committee') }),
  })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = { approvers: approversInput(approvers), rule }
    const checked = committeeBody.safeParse(input)
    if (!checked.success) {
      setErrors(issuesByPath(checked.error.issues))
      return
    }
    setErrors({})
    save.mutate(input)
  }

  return (
    <form className="form panel approval-card" onSubmit={submit} noValidate>
      <ApproverRows legend="Committee members" approvers={approvers} onChange={setApprovers} errors={errors} />
      <label className="field">
        <span className="field__label">Rule</span>
        <select className="field__input select" value={rule} onChange={(event) => setRule(event.target.value as ApprovalRule)}>
          {approvalRules.map((value) => (
            <option key={value} value={value}>
              {approvalRuleLabels[value]}
            </option>
          ))}
        </select>
      </label>
      <FormAlert message={errors.form} />
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save committee'}
      </button>
    </form>
  )
}
