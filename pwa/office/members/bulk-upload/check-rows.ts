import { bulkFieldChoices, bulkFields, type BulkUploadKind } from '../../../../domain/bulk-uploads'
import { bulkRowSchemas, futureDateProblems, MAX_BULK_ROWS } from '../../../../domain/contract/bulk-uploads'
import type { Sheet } from './read-sheet'

/** Field key → the file's column that fills it. */
export type ColumnMapping = Record<string, number | undefined>

export interface RowProblem {
  field: string
  msg: string
}

export interface CheckedRow {
  /** The row's place among the file's data rows, from 1 (the header is not counted). */
  row: number
  /** What is sent: each mapped field's cell as it is in the file; blank cells left out. */
  values: Record<string, string>
  problems: RowProblem[]
}

/** The file's rows as the kind's fields, each checked with the contract's row schema, as the server will. */
export function checkRows(kind: BulkUploadKind, sheet: Sheet, mapping: ColumnMapping, today: string): CheckedRow[] {
  const schema = bulkRowSchemas[kind]
  return sheet.rows.map((cells, index) => {
    const values: Record<string, string> = {}
    for (const [field, column] of Object.entries(mapping)) {
      const cell = column === undefined ? '' : (cells[column] ?? '')
      if (cell !== '') values[field] = cell
    }
    const result = schema.safeParse(values)
    const problems: RowProblem[] = result.success
      ? futureDateProblems(result.data as Record<string, unknown>, today)
      : result.error.issues.map((issue) => ({ field: issue.path.map(String).join('.'), msg: issue.message }))
    return { row: index + 1, values, problems }
  })
}

/** What stops the whole file: a required field with no column, or more rows than one upload takes. */
export function fileProblems(kind: BulkUploadKind, sheet: Sheet, mapping: ColumnMapping): string[] {
  const problems = bulkFields[kind]
    .filter((field) => field.isRequired && mapping[field.key] === undefined)
    .map((field) => `Choose the column for ${field.label}: every row needs it.`)
  for (const choice of bulkFieldChoices[kind]) {
    if (choice.keys.every((key) => mapping[key] === undefined)) problems.push(`Choose the column for ${choice.label}: every row needs it.`)
  }
  if (sheet.rows.length > MAX_BULK_ROWS)
    problems.push(
      `The file has ${sheet.rows.length.toLocaleString('en-IN')} rows; at most ${MAX_BULK_ROWS.toLocaleString('en-IN')} can be sent at once. Split the file.`,
    )
  return problems
}

export const labelOf = (kind: BulkUploadKind, field: string) =>
  bulkFields[kind].find((candidate) => candidate.key === field)?.label ?? field
