import { z } from 'zod'
import type { BulkUploadKind } from '../bulk-uploads.js'
import { dependentRelations, memberStatuses } from '../members.js'
import { depositMethods } from '../member-accounts.js'
import { rupeesToPaise } from '../money.js'
import { endpoint } from './endpoint.js'
import { clubDay, MAX_INTEGER, memberNumber, text } from './fields.js'
import { cantBeEmpty, clearable, clearableEmail, clearableMobile, memberIdField, required, requiredMobile, titleField } from './members.js'

/**
 * Bulk uploads (spec 2 §7 "Members"; issue 18; ADR 030): rows of members, dependents, deposits or
 * account transactions, each row checked with its kind's schema here, by the office's screen before
 * sending and by the server again. A row's values may be text as a spreadsheet gives them ('5,000.50',
 * '17/05/2008', '9810012345' as a number); a blank cell is a value left out.
 */
const tag = 'Bulk uploads'

/** The most rows one request may carry (issue 18: bodies up to the size of 20,000 rows). */
export const MAX_BULK_ROWS = 20_000

/** A blank cell is a value left out; a number where text is meant (a mobile from Excel) is its digits. */
const cell = <S extends z.ZodType>(schema: S) =>
  z.preprocess((value) => {
    if (typeof value === 'string' && value.trim() === '') return undefined
    if (typeof value === 'number' && Number.isFinite(value)) return String(value)
    return value
  }, schema)

/** A word from a list in any case, spaces read as '_' ('Bank transfer' is bank_transfer). */
const wordOf = <const T extends readonly [string, ...string[]]>(values: T, label: string) =>
  z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .trim()
            .toLowerCase()
            .replace(/[\s-]+/g, '_')
        : value,
    z.enum(values, { error: `* ${label} must be one of ${values.join(', ')}` }),
  )
const word = <const T extends readonly [string, ...string[]]>(values: T, label: string) => cell(wordOf(values, label))
const optionalWord = <const T extends readonly [string, ...string[]]>(values: T, label: string) => cell(wordOf(values, label).optional())

/** A day as spreadsheets in India write it: 2008-05-17, 17/05/2008, 17-05-2008 or 17.05.2008. */
export function dayOfCell(value: string): string {
  const trimmed = value.trim()
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(trimmed)
  if (!dayFirst) return trimmed
  const [, day, month, year] = dayFirst
  return `${year}-${month!.padStart(2, '0')}-${day!.padStart(2, '0')}`
}
const day = z.preprocess((value) => (typeof value === 'string' ? dayOfCell(value) : value), clubDay)

/** Money as paise (a whole number) or as rupees ('5,000.50', ₹ allowed): amount_paise or the rupee column. */
const paiseCell = z.preprocess(
  (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
  z.number({ error: 'must be a whole number of paise' }).int('must be a whole number of paise').min(0, 'must be 0 or more'),
)
const rupeesCell = z
  .union([z.number(), z.string()], { error: 'must be an amount in rupees such as 5000 or 5,000.50' })
  .transform((value, ctx) => {
    const paise = rupeesToPaise(String(value))
    if (paise === null) {
      ctx.addIssue({ code: 'custom', message: 'must be an amount in rupees such as 5000 or 5,000.50' })
      return z.NEVER
    }
    return paise
  })
const MAX_AMOUNT_PAISE = 1_000_000_000

/** The amount of a money row: given in paise or in rupees, not both; from 1 paisa to ₹1 crore. */
function amountOf(row: { amount_paise?: number | undefined; amount?: number | undefined }, ctx: z.RefinementCtx, isRequired: boolean) {
  if (row.amount_paise !== undefined && row.amount !== undefined) {
    ctx.addIssue({ code: 'custom', path: ['amount'], message: '* Give the amount once: in rupees (amount) or in paise (amount_paise)' })
    return undefined
  }
  const paise = row.amount_paise ?? row.amount
  const field = row.amount_paise !== undefined ? 'amount_paise' : 'amount'
  if (paise === undefined) {
    if (isRequired) ctx.addIssue({ code: 'custom', path: ['amount'], message: cantBeEmpty('Amount') })
    return undefined
  }
  if (isRequired && paise < 1) ctx.addIssue({ code: 'custom', path: [field], message: '* Amount must be more than 0' })
  if (paise > MAX_AMOUNT_PAISE) ctx.addIssue({ code: 'custom', path: [field], message: '* Amount must be at most ₹1,00,00,000' })
  return paise
}

/** A row's category: its id, or its name as the office knows it ('Life Member'). */
const categoryIdCell = cell(
  z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: 'must be a category id' })
      .int('must be a category id')
      .positive('must be a category id')
      .max(MAX_INTEGER, 'is not a known id')
      .optional(),
  ),
)

// ---- the rows ----------------------------------------------------------------------------------------

/**
 * A member: created when the member id is new, updated when it is known (a field left blank is left
 * as it is), skipped when nothing differs. The category by `category_id` or by `category` name.
 */
export const memberRow = z
  .object({
    memberId: cell(memberIdField),
    title: cell(titleField),
    name: cell(required('Name', 100)),
    mobileNumber: cell(requiredMobile('Mobile number')),
    email: cell(clearableEmail),
    dateOfBirth: cell(day.optional()),
    spouseName: cell(clearable(100)),
    dateOfAnniversary: cell(day.optional()),
    category_id: categoryIdCell,
    category: cell(text(100).optional()),
    address: cell(clearable(500)),
    joinedOn: cell(day.optional()),
    status: optionalWord(memberStatuses, 'Status'),
    creditLimitPaise: cell(paiseCell.optional()),
    creditLimit: cell(rupeesCell.optional()),
  })
  .transform((row, ctx) => {
    if (row.category_id === undefined && !row.category) {
      ctx.addIssue({ code: 'custom', path: ['category'], message: cantBeEmpty('Category') })
    }
    const creditLimit = amountOf({ amount_paise: row.creditLimitPaise, amount: row.creditLimit }, ctx, false)
    const { creditLimit: _rupees, creditLimitPaise: _paise, ...rest } = row
    return { ...rest, creditLimitPaise: creditLimit }
  })
export type MemberRow = z.output<typeof memberRow>

/** A dependent of a member: found again by the member and the dependent's name (any case). */
export const dependentRow = z.object({
  memberId: cell(memberNumber),
  name: cell(required('Name', 100)),
  relation: word(dependentRelations, 'Relation'),
  date_of_birth: cell(day.optional()),
  mobile: cell(clearableMobile),
})
export type DependentRow = z.output<typeof dependentRow>

const referenceCell = cell(
  z
    .string({ error: `${cantBeEmpty('Reference')}: it is how a row already recorded is known again` })
    .trim()
    .min(1, `${cantBeEmpty('Reference')}: it is how a row already recorded is known again`)
    .pipe(text(100)),
)
const chequeNumberCell = cell(
  z
    .string({ error: 'must be the cheque’s 6-digit number' })
    .trim()
    .regex(/^\d{6}$/, 'must be the cheque’s 6-digit number')
    .optional(),
)

/** A deposit into a member's account (the wallet), known again by its reference; a cheque with its number, bank and date. */
export const walletRow = z
  .object({
    memberId: cell(memberNumber),
    amount_paise: cell(paiseCell.optional()),
    amount: cell(rupeesCell.optional()),
    method: word(depositMethods, 'Method'),
    reference: referenceCell,
    cheque_number: chequeNumberCell,
    cheque_bank: cell(text(100).optional()),
    cheque_date: cell(day.optional()),
  })
  .transform((row, ctx) => {
    const amountPaise = amountOf(row, ctx, true) ?? 0
    const isCheque = row.method === 'cheque'
    const chequeFields = ['cheque_number', 'cheque_bank', 'cheque_date'] as const
    for (const field of chequeFields) {
      if (isCheque && row[field] === undefined) ctx.addIssue({ code: 'custom', path: [field], message: '* is required for a cheque' })
      if (!isCheque && row[field] !== undefined)
        ctx.addIssue({ code: 'custom', path: [field], message: `* must be blank: this deposit is by ${row.method.replace('_', ' ')}` })
    }
    const cheque =
      isCheque && row.cheque_number && row.cheque_bank && row.cheque_date
        ? { number: row.cheque_number, bank: row.cheque_bank, date: row.cheque_date }
        : null
    return { memberId: row.memberId, amount_paise: amountPaise, method: row.method, reference: row.reference, cheque }
  })
export type WalletRow = z.output<typeof walletRow>

/** A charge or a credit other than a deposit (an annual fee, an adjustment), known again by its reference. */
export const transactionRow = z
  .object({
    memberId: cell(memberNumber),
    kind: optionalWord(['adjustment', 'annual_fee'], 'Kind'),
    direction: word(['debit', 'credit'], 'Direction'),
    amount_paise: cell(paiseCell.optional()),
    amount: cell(rupeesCell.optional()),
    description: cell(required('Description', 200)),
    reference: referenceCell,
  })
  .transform((row, ctx) => {
    const amountPaise = amountOf(row, ctx, true) ?? 0
    const kind = row.kind ?? 'adjustment'
    if (kind === 'annual_fee' && row.direction !== 'debit')
      ctx.addIssue({ code: 'custom', path: ['direction'], message: '* must be debit: an annual fee is a charge' })
    return {
      memberId: row.memberId,
      kind,
      direction: row.direction,
      amount_paise: amountPaise,
      description: row.description,
      reference: row.reference,
    }
  })
export type TransactionRow = z.output<typeof transactionRow>

export const bulkRowSchemas = {
  members: memberRow,
  dependents: dependentRow,
  wallet: walletRow,
  transactions: transactionRow,
} satisfies Record<BulkUploadKind, z.ZodType>

/** Dates a person has lived through cannot be after today (club time): the server's check, run in the preview too. */
export function futureDateProblems(row: Record<string, unknown>, today: string): { field: string; msg: string }[] {
  const labels: Record<string, string> = {
    dateOfBirth: 'Date of birth',
    dateOfAnniversary: 'Date of anniversary',
    date_of_birth: 'Date of birth',
  }
  return Object.entries(labels)
    .filter(([field]) => typeof row[field] === 'string' && (row[field] as string) > today)
    .map(([field, label]) => ({ field, msg: `* ${label} cannot be in the future` }))
}

// ---- the request and the report ------------------------------------------------------------------

/** `{rows: [...]}` or the bare array; each row an object of its kind's fields, checked one by one. */
export const bulkUploadBody = z.preprocess(
  (body) => (Array.isArray(body) ? { rows: body } : body),
  z.object(
    {
      rows: z
        .array(z.record(z.string(), z.unknown(), { error: 'each row must be an object of its fields' }), {
          error: 'must be a list of rows: {"rows": [...]} or the list itself',
        })
        .min(1, 'must hold at least one row')
        .max(MAX_BULK_ROWS, `must hold at most ${MAX_BULK_ROWS.toLocaleString('en-IN')} rows: split the file`),
    },
    { error: 'must be {"rows": [...]} or a list of rows' },
  ),
)

export const rowError = z.object({
  /** The row's place in `rows`, from 1. */
  row: z.number(),
  /** The row's field at fault; '' when the row as a whole is. */
  field: z.string(),
  msg: z.string(),
})
export type RowError = z.infer<typeof rowError>

export const bulkUploadReport = z.object({
  message: z.string(),
  uploadId: z.number(),
  rows: z.number(),
  created: z.number(),
  updated: z.number(),
  skipped: z.number(),
  /** Every problem of every row not applied, by row then field. A row named here changed nothing. */
  errors: z.array(rowError),
})
export type BulkUploadReport = z.infer<typeof bulkUploadReport>

const fieldsOf: Record<BulkUploadKind, string> = {
  members:
    '`memberId`, `title`, `name`, `mobileNumber` and `category_id` or `category` (its name) are required; `email`, `dateOfBirth`, `spouseName`, `dateOfAnniversary`, `address`, `joinedOn`, `status`, `creditLimitPaise` or `creditLimit` (rupees) may be given. A known member id is updated (a blank field is left as it is), an unchanged one skipped.',
  dependents:
    '`memberId`, `name`, `relation` required; `date_of_birth`, `mobile` optional. A dependent is known again by member and name (any case): updated or skipped; a new one gets the next id under the member’s (M1001-3).',
  wallet:
    '`memberId`, `amount_paise` or `amount` (rupees), `method` (cash, cheque, upi, card, bank_transfer), `reference`; a cheque also `cheque_number`, `cheque_bank`, `cheque_date`. Posted as deposits through the member’s ledger; a reference already recorded for the same deposit is skipped.',
  transactions:
    '`memberId`, `direction` (debit or credit), `amount_paise` or `amount` (rupees), `description`, `reference`, `kind` (adjustment, the default, or annual_fee). Posted as adjustments or annual fees through the member’s ledger; a reference already recorded for the same row is skipped.',
}

const uploadEndpoint = <const K extends BulkUploadKind, const P extends string>(kind: K, path: P, summary: string) =>
  endpoint({
    method: 'post',
    path,
    tag,
    summary,
    description: `${fieldsOf[kind]} The body is \`{"rows": [...]}\` or the bare list, at most 20,000 rows. Each row is checked on its own and applied whole or not at all; the answer reports what was created, updated and skipped, and each row's problems by row (from 1) and field. Sending the same rows again changes nothing.`,
    audience: 'staff',
    body: bulkUploadBody,
    responses: { 200: bulkUploadReport },
  })

export const bulkUploadMembers = uploadEndpoint(
  'members',
  '/api/bulk-uploadMember',
  'Enrols or updates members from rows (the register’s fields)',
)
export const bulkUploadDependents = uploadEndpoint(
  'dependents',
  '/api/bulk-upload-dependents',
  'Adds or updates members’ dependents from rows',
)
export const bulkUploadWallet = uploadEndpoint('wallet', '/api/bulk-upload-wallet', 'Records deposits into members’ accounts from rows')
export const bulkUploadTransactions = uploadEndpoint(
  'transactions',
  '/api/bulk-upload-transactions',
  'Posts charges and credits (annual fees, adjustments) to members’ accounts from rows',
)

export const bulkUploadEndpoints = {
  members: bulkUploadMembers,
  dependents: bulkUploadDependents,
  wallet: bulkUploadWallet,
  transactions: bulkUploadTransactions,
} satisfies Record<BulkUploadKind, unknown>
