import { useMutation } from '@tanstack/react-query'
import { Plus, Trash2 } from 'lucide-react'
import { useState, type FormEvent } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { toast } from 'sonner'
import { approvalRuleLabels, approvalRules, approvalTexts, type ApprovalRule } from '../../../domain/approvals'
import { approvalRequestBody, createApproval } from '../../../domain/contract/approvals'
import type { RequestOf } from '../../../domain/contract/endpoint'
import { CLUB_UTC_OFFSET } from '../../../domain/time'
import { acceptAttribute } from '../../../domain/uploads'
import { callApi } from '../../api/client'
import { failureMessage } from '../../api/failure'
import { PageTitle } from '../../ui/PageTitle'
import { uploadFailure, uploadFile } from '../uploads/upload-file'
import '../../ui/ui.css'
import '../../approvals/approvals.css'

interface ApproverDraft {
  member_id: string
  role_title: string
}

/** /dashboard/approvals/new: subject, body, attachment, approvers (member ids from the register with their role titles), rule and due date. */
export function ApprovalNewPage() {
  const navigate = useNavigate()
  const [subject, setSubject] = useState('')
  const [body, setBody] = useState('')
  const [file, setFile] = useState<{ url: string; name: string } | null>(null)
  const [isUploading, setUploading] = useState(false)
  const [approvers, setApprovers] = useState<ApproverDraft[]>([{ member_id: '', role_title: '' }])
  const [rule, setRule] = useState<ApprovalRule>('all')
  const [due, setDue] = useState('')
  const [errors, setErrors] = useState<Record<string, string>>({})

  const create = useMutation({
    mutationFn: (input: RequestOf<typeof createApproval>['body']) => callApi(createApproval, { body: input }),
    onSuccess: async (answer) => {
      toast.success(answer.message)
      await navigate(`/dashboard/approvals/${answer.data.approval_id}`)
    },
    onError: (error) => setErrors({ form: failureMessage(error, approvalTexts.createFailed) }),
  })

  const attach = async (chosen: File | undefined) => {
    if (!chosen) return
    setUploading(true)
    try {
      const stored = await uploadFile(chosen, 'approvals')
      setFile({ url: stored.url, name: stored.name })
    } catch (error) {
      setErrors({ file: uploadFailure(error) })
    } finally {
      setUploading(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = {
      subject,
      body,
      file_url: file?.url ?? null,
      file_name: file?.name ?? null,
      approvers,
      rule,
      due_at: due ? `${due}:00${CLUB_UTC_OFFSET}` : null,
    }
    const checked = approvalRequestBody.safeParse(input)
    if (!checked.success) {
      setErrors(Object.fromEntries(checked.error.issues.reverse().map((issue) => [issue.path.join('.'), issue.message])))
      return
    }
    setErrors({})
    create.mutate(input)
  }

  const setApprover = (index: number, change: Partial<ApproverDraft>) =>
    setApprovers(approvers.map((approver, at) => (at === index ? { ...approver, ...change } : approver)))
  const fieldError = (path: string) =>
    errors[path] && (
      <span className="field__error" role="alert">
        {errors[path]}
      </span>
    )

  return (
    <div className="approval-office">
      <PageTitle>New approval request</PageTitle>
      <p>
        <Link to="/dashboard/approvals">← Approvals</Link>
      </p>
      <h1 className="page-heading">New approval request</h1>
      <form className="form panel approval-card" onSubmit={submit} noValidate>
        <div className="field">
          <label className="field__label" htmlFor="approval-subject">
            Subject
          </label>
          <input id="approval-subject" className="field__input" value={subject} onChange={(event) => setSubject(event.target.value)} />
          {fieldError('subject')}{' '}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="approval-body">
            Body
          </label>
          <textarea
            id="approval-body"
            className="field__input textarea"
            rows={6}
            value={body}
            onChange={(event) => setBody(event.target.value)}
          />
          {fieldError('body')}
        </div>
        <div className="field">
          <label className="field__label" htmlFor="approval-attachment-optional">
            Attachment (optional)
          </label>
          <input
            id="approval-attachment-optional"
            type="file"
            accept={acceptAttribute}
            onChange={(event) => void attach(event.target.files?.[0])}
            disabled={isUploading}
          />
          {isUploading && <span className="field__hint">Uploading…</span>}
          {file && <span className="field__hint">Attached: {file.name}</span>}
          {fieldError('file')}{' '}
        </div>
        <fieldset className="field">
          <legend className="field__label">Approvers</legend>
          {approvers.map((approver, index) => (
            <div key={index} className="approver-row">
              <div className="field">
                <label className="field__label" htmlFor={`approval-member-id-${index}`}>
                  Member ID
                </label>
                <input
                  id={`approval-member-id-${index}`}
                  className="field__input"
                  value={approver.member_id}
                  onChange={(event) => setApprover(index, { member_id: event.target.value })}
                />
                {fieldError(`approvers.${index}.member_id`)}{' '}
              </div>
              <div className="field">
                <label className="field__label" htmlFor={`approval-role-title-${index}`}>
                  Role title
                </label>
                <input
                  id={`approval-role-title-${index}`}
                  className="field__input"
                  value={approver.role_title}
                  onChange={(event) => setApprover(index, { role_title: event.target.value })}
                />
                {fieldError(`approvers.${index}.role_title`)}{' '}
              </div>
              <button
                type="button"
                className="icon-button"
                aria-label={`Remove approver ${index + 1}`}
                disabled={approvers.length === 1}
                onClick={() => setApprovers(approvers.filter((_, at) => at !== index))}
              >
                <Trash2 aria-hidden="true" size={18} />
              </button>
            </div>
          ))}
          {fieldError('approvers')}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => setApprovers([...approvers, { member_id: '', role_title: '' }])}
          >
            <Plus aria-hidden="true" size={18} /> Add approver
          </button>
        </fieldset>
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
        <div className="field">
          <label className="field__label" htmlFor="approval-answer-by-optional">
            Answer by (optional)
          </label>
          <input
            id="approval-answer-by-optional"
            className="field__input"
            type="datetime-local"
            value={due}
            onChange={(event) => setDue(event.target.value)}
          />
          {fieldError('due_at')}{' '}
        </div>
        {errors.form && (
          <p className="form-alert" role="alert">
            {errors.form}
          </p>
        )}
        <button type="submit" className="button button--primary" disabled={create.isPending || isUploading}>
          {create.isPending ? 'Sending…' : 'Create and send'}
        </button>
      </form>
    </div>
  )
}
