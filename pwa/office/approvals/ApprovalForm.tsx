import { useState, type FormEvent } from 'react'
import { approvalRuleLabels, approvalRules, type ApprovalRule } from '../../../domain/approvals'
import { approvalRequestBody, type createApproval } from '../../../domain/contract/approvals'
import type { RequestOf } from '../../../domain/contract/endpoint'
import { CLUB_UTC_OFFSET } from '../../../domain/time'
import { acceptAttribute } from '../../../domain/uploads'
import { FormAlert } from '../../ui/FormAlert'
import { uploadFailure, uploadFile } from '../uploads/upload-file'
import { approversInput, ApproverRows, emptyApprover, issuesByPath, type ApproverDraft } from './ApproverRows'

export interface ApprovalDraft {
  subject: string
  body: string
  file: { url: string; name: string } | null
  approvers: ApproverDraft[]
  rule: ApprovalRule
  /** 'YYYY-MM-DDTHH:mm' in club time, as the datetime-local input holds it; '' for none. */
  due: string
}

export const blankApproval: ApprovalDraft = { subject: '', body: '', file: null, approvers: [emptyApprover()], rule: 'all', due: '' }

type RequestBody = RequestOf<typeof createApproval>['body']

interface ApprovalFormProps {
  initial: ApprovalDraft
  submitLabel: string
  busyLabel: string
  isSending: boolean
  /** Field messages and the form's message from the server's answer. */
  serverErrors: Record<string, string>
  onSubmit: (body: RequestBody) => void
}

/** The request's fields (create and edit): subject, body, attachment, approvers from the register with role titles, rule, due date. */
export function ApprovalForm({ initial, submitLabel, busyLabel, isSending, serverErrors, onSubmit }: ApprovalFormProps) {
  const [draft, setDraft] = useState(initial)
  const [isUploading, setUploading] = useState(false)
  const [localErrors, setErrors] = useState<Record<string, string>>({})
  const errors = { ...serverErrors, ...localErrors }
  const set = (change: Partial<ApprovalDraft>) => setDraft({ ...draft, ...change })

  const attach = async (chosen: File | undefined) => {
    if (!chosen) return
    setUploading(true)
    try {
      const stored = await uploadFile(chosen, 'approvals')
      set({ file: { url: stored.url, name: stored.name } })
      setErrors({})
    } catch (error) {
      setErrors({ file: uploadFailure(error) })
    } finally {
      setUploading(false)
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const input = {
      subject: draft.subject,
      body: draft.body,
      file_url: draft.file?.url ?? null,
      file_name: draft.file?.name ?? null,
      approvers: approversInput(draft.approvers),
      rule: draft.rule,
      due_at: draft.due ? `${draft.due}:00${CLUB_UTC_OFFSET}` : null,
    }
    const checked = approvalRequestBody.safeParse(input)
    if (!checked.success) {
      setErrors(issuesByPath(checked.error.issues))
      return
    }
    setErrors({})
    onSubmit(input)
  }

  const fieldError = (path: string) =>
    errors[path] && (
      <span className="field__error" role="alert">
        {errors[path]}
      </span>
    )

  return (
    <form className="form panel approval-card" onSubmit={submit} noValidate>
      <div className="field">
        <label className="field__label" htmlFor="approval-subject">
          Subject
        </label>
        <input
          id="approval-subject"
          className="field__input"
          value={draft.subject}
          onChange={(event) => set({ subject: event.target.value })}
        />
        {fieldError('subject')}
      </div>
      <div className="field">
        <label className="field__label" htmlFor="approval-body">
          Body
        </label>
        <textarea
          id="approval-body"
          className="field__input textarea"
          rows={6}
          value={draft.body}
          onChange={(event) => set({ body: event.target.value })}
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
        {draft.file && (
          <span className="field__hint">
            Attached: {draft.file.name}{' '}
            <button type="button" className="button button--secondary button--small" onClick={() => set({ file: null })}>
              Remove
            </button>
          </span>
        )}
        {fieldError('file')}
        {fieldError('file_url')}
      </div>
      <ApproverRows legend="Approvers" approvers={draft.approvers} onChange={(approvers) => set({ approvers })} errors={errors} />
      <label className="field">
        <span className="field__label">Rule</span>
        <select className="field__input select" value={draft.rule} onChange={(event) => set({ rule: event.target.value as ApprovalRule })}>
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
          value={draft.due}
          onChange={(event) => set({ due: event.target.value })}
        />
        {fieldError('due_at')}
      </div>
      <FormAlert message={errors.form} />
      <button type="submit" className="button button--primary" disabled={isSending || isUploading}>
        {isSending ? busyLabel : submitLabel}
      </button>
    </form>
  )
}
