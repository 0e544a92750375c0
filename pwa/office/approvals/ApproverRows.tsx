import { Plus, Trash2 } from 'lucide-react'
import { MemberPicker, type PickedMember } from './MemberPicker'

export interface ApproverDraft {
  member: PickedMember | null
  role_title: string
}

export const emptyApprover = (): ApproverDraft => ({ member: null, role_title: '' })

interface ApproverRowsProps {
  legend: string
  approvers: ApproverDraft[]
  onChange: (approvers: ApproverDraft[]) => void
  /** Field messages by the contract's paths: approvers.0.member_id, approvers.0.role_title, approvers. */
  errors: Record<string, string>
}

/** Approvers chosen from the member register, each with the role title they sign as. */
export function ApproverRows({ legend, approvers, onChange, errors }: ApproverRowsProps) {
  const setRow = (index: number, change: Partial<ApproverDraft>) =>
    onChange(approvers.map((approver, at) => (at === index ? { ...approver, ...change } : approver)))
  return (
    <fieldset className="field">
      <legend className="field__label">{legend}</legend>
      {approvers.map((approver, index) => (
        <div key={index} className="approver-row">
          <MemberPicker
            label={`Approver ${index + 1}`}
            value={approver.member}
            onChange={(member) => setRow(index, { member })}
            error={errors[`approvers.${index}.member_id`]}
          />
          <div className="field">
            <label className="field__label" htmlFor={`approver-role-title-${index}`}>
              Role title
            </label>
            <input
              id={`approver-role-title-${index}`}
              className="field__input"
              placeholder="President, Treasurer…"
              value={approver.role_title}
              onChange={(event) => setRow(index, { role_title: event.target.value })}
              aria-invalid={errors[`approvers.${index}.role_title`] ? true : undefined}
            />
            {errors[`approvers.${index}.role_title`] && <span className="field__error">{errors[`approvers.${index}.role_title`]}</span>}
          </div>
          <button
            type="button"
            className="icon-button"
            aria-label={`Remove approver ${index + 1}`}
            disabled={approvers.length === 1}
            onClick={() => onChange(approvers.filter((_, at) => at !== index))}
          >
            <Trash2 aria-hidden="true" size={18} />
          </button>
        </div>
      ))}
      {errors.approvers && (
        <span className="field__error" role="alert">
          {errors.approvers}
        </span>
      )}
      <button type="button" className="button button--secondary" onClick={() => onChange([...approvers, emptyApprover()])}>
        <Plus aria-hidden="true" size={18} /> Add approver
      </button>
    </fieldset>
  )
}

/** The drafts as the contract's approvers (a row with no member chosen sends an empty id, which the schema names). */
export const approversInput = (approvers: readonly ApproverDraft[]) =>
  approvers.map((approver) => ({ member_id: approver.member?.member_id ?? '', role_title: approver.role_title }))

/** Field messages from a failed parse, first per path. */
export function issuesByPath(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
  const found: Record<string, string> = {}
  for (const issue of issues) found[issue.path.join('.')] ??= issue.message
  return found
}
