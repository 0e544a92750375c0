import type { Statement } from '../../../domain/contract/member-accounts'
import { formatRupees } from '../../../domain/money'

/** The words for a statement's debits and credits: the office's ledger terms, or the member's own. */
export const officeStatementWords = { debits: 'Debits', credits: 'Credits' }
export const memberStatementWords = { debits: 'Charges', credits: 'Paid in' }

interface StatementFiguresProps {
  statement: Statement
  words: { debits: string; credits: string }
  className: string
}

/** A month's statement in four figures: opening and closing balance, what was charged and paid in. */
export function StatementFigures({ statement, words, className }: StatementFiguresProps) {
  const figures: [string, number][] = [
    ['Opening balance', statement.opening_balance_paise],
    [words.debits, statement.total_debits_paise],
    [words.credits, statement.total_credits_paise],
    ['Closing balance', statement.closing_balance_paise],
  ]
  return (
    <dl className={className} aria-label={`${statement.title} in figures`}>
      {figures.map(([label, paise]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{formatRupees(paise)}</dd>
        </div>
      ))}
    </dl>
  )
}
