/**
 * The four kinds of bulk upload (issue 18; ADR 030) and the fields each row carries, as the office's
 * screen offers them for a file's columns: a label, whether it must be there, and the headers that
 * spreadsheets use for it, so the columns match themselves where they can.
 */

export const bulkUploadKinds = ['members', 'dependents', 'wallet', 'transactions'] as const
export type BulkUploadKind = (typeof bulkUploadKinds)[number]

export const bulkUploadKindLabels: Record<BulkUploadKind, string> = {
  members: 'Members',
  dependents: 'Dependents',
  wallet: 'Deposits (wallet)',
  transactions: 'Charges and credits',
}

export interface BulkField {
  key: string
  label: string
  isRequired: boolean
  /** Other headers meaning this field, compared without case, spaces or punctuation. */
  aliases: readonly string[]
}

const field = (key: string, label: string, isRequired: boolean, ...aliases: string[]): BulkField => ({ key, label, isRequired, aliases })

export const bulkFields: Record<BulkUploadKind, readonly BulkField[]> = {
  members: [
    field('memberId', 'Member ID', true, 'member id', 'member no', 'membership no', 'membership number', 'member number', 'id'),
    field('title', 'Title', true, 'salutation'),
    field('name', 'Name', true, 'member name', 'full name'),
    field('mobileNumber', 'Mobile number', true, 'mobile', 'mobile no', 'phone', 'phone number', 'contact'),
    field('email', 'E-mail', false, 'email address', 'e-mail'),
    field('dateOfBirth', 'Date of birth', false, 'dob', 'birth date', 'birthday'),
    field('spouseName', 'Spouse name', false, 'spouse'),
    field('dateOfAnniversary', 'Date of anniversary', false, 'anniversary', 'wedding anniversary', 'anniversary date'),
    field('category', 'Category (name)', false, 'category name', 'membership category', 'membership type'),
    field('category_id', 'Category id', false),
    field('address', 'Address', false),
    field('joinedOn', 'Joined on', false, 'date of joining', 'joining date', 'joined'),
    field('status', 'Status', false, 'membership status'),
    field('creditLimit', 'Credit limit (₹)', false, 'credit limit', 'credit limit rs', 'credit limit inr'),
    field('creditLimitPaise', 'Credit limit (paise)', false),
  ],
  dependents: [
    field('memberId', 'Member ID', true, 'member id', 'member no', 'membership no', 'membership number', 'member number'),
    field('name', 'Name', true, 'dependent name', 'dependent'),
    field('relation', 'Relation', true, 'relationship'),
    field('date_of_birth', 'Date of birth', false, 'dob', 'birth date'),
    field('mobile', 'Mobile', false, 'mobile number', 'phone'),
  ],
  wallet: [
    field('memberId', 'Member ID', true, 'member id', 'member no', 'membership no', 'member number'),
    field('amount', 'Amount (₹)', false, 'amount rs', 'amount inr', 'rupees'),
    field('amount_paise', 'Amount (paise)', false),
    field('method', 'Method', true, 'payment method', 'mode', 'payment mode'),
    field('reference', 'Reference', true, 'ref', 'ref no', 'reference no', 'receipt no', 'transaction id', 'utr'),
    field('cheque_number', 'Cheque number', false, 'cheque no', 'chq no'),
    field('cheque_bank', 'Cheque bank', false, 'bank', 'bank name'),
    field('cheque_date', 'Cheque date', false, 'chq date'),
  ],
  transactions: [
    field('memberId', 'Member ID', true, 'member id', 'member no', 'membership no', 'member number'),
    field('direction', 'Debit or credit', true, 'type', 'dr cr', 'debit credit'),
    field('amount', 'Amount (₹)', false, 'amount rs', 'amount inr', 'rupees'),
    field('amount_paise', 'Amount (paise)', false),
    field('description', 'Description', true, 'narration', 'particulars', 'details'),
    field('reference', 'Reference', true, 'ref', 'ref no', 'reference no', 'voucher no'),
    field('kind', 'Kind', false, 'entry kind'),
  ],
}

/** Fields of which a row needs one (the category by name or id; an amount in rupees or in paise). */
export const bulkFieldChoices: Record<BulkUploadKind, readonly { keys: readonly string[]; label: string }[]> = {
  members: [{ keys: ['category', 'category_id'], label: 'the category (its name or its id)' }],
  dependents: [],
  wallet: [{ keys: ['amount', 'amount_paise'], label: 'the amount (in rupees or in paise)' }],
  transactions: [{ keys: ['amount', 'amount_paise'], label: 'the amount (in rupees or in paise)' }],
}

const bare = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, '')

/**
 * Which field each of a file's columns fills, matched by header (its key, its label or one of its
 * aliases, ignoring case and punctuation): field key → column index. A column serves one field.
 */
export function matchColumns(kind: BulkUploadKind, headers: readonly string[]): Record<string, number> {
  const mapping: Record<string, number> = {}
  const used = new Set<number>()
  for (const candidate of bulkFields[kind]) {
    const names = new Set([candidate.key, candidate.label, ...candidate.aliases].map(bare))
    const index = headers.findIndex((header, position) => !used.has(position) && names.has(bare(header)))
    if (index >= 0) {
      mapping[candidate.key] = index
      used.add(index)
    }
  }
  return mapping
}
