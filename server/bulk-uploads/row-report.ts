import type { z } from 'zod'
import type { BulkUploadReport, RowError } from '../../domain/contract/bulk-uploads.js'
import { type AppError } from '../http/errors.js'

/**
 * What an upload makes of its rows (ADR 030): each row's problems by row (from 1) and field, and how
 * many rows were created, updated or skipped. A row with a problem is applied not at all.
 */
export function createRowReport(rowCount: number) {
  const errors: RowError[] = []
  const failed = new Set<number>()
  const counts = { created: 0, updated: 0, skipped: 0 }
  return {
    counts,
    /** Adds a problem of a row (index from 0), which is then left out. */
    fail(index: number, field: string, msg: string) {
      errors.push({ row: index + 1, field, msg })
      failed.add(index)
    },
    hasFailed: (index: number) => failed.has(index),
    /** A refusal from the services the row went through (a 400 naming its field, a 409): the row's problem. */
    failWith(index: number, error: AppError, fieldNames: Record<string, string> = {}) {
      const named = error.options.errors ?? []
      if (named.length === 0) this.fail(index, '', error.message)
      for (const { path, msg } of named) {
        const field = fieldNames[path] ?? path
        this.fail(index, field, msg.startsWith(`${path}: `) ? msg.slice(path.length + 2) : msg)
      }
    },
    finish(uploadId: number, kindLabel: string): BulkUploadReport {
      errors.sort((a, b) => a.row - b.row)
      const problems =
        failed.size === 0 ? '' : `; ${failed.size} ${failed.size === 1 ? 'row has' : 'rows have'} problems and changed nothing`
      return {
        message: `${kindLabel}: ${counts.created} created, ${counts.updated} updated, ${counts.skipped} unchanged${problems}.`,
        uploadId,
        rows: rowCount,
        ...counts,
        errors,
      }
    },
    get errorRowCount() {
      return failed.size
    },
  }
}
export type RowReport = ReturnType<typeof createRowReport>

/** Each row read with its kind's schema: the good ones with their index, the others' problems in the report. */
export function readRows<S extends z.ZodType>(schema: S, rows: readonly unknown[], report: RowReport) {
  const read: { index: number; row: z.output<S> }[] = []
  rows.forEach((raw, index) => {
    const result = schema.safeParse(raw)
    if (result.success) read.push({ index, row: result.data })
    else for (const issue of result.error.issues) report.fail(index, issue.path.map(String).join('.'), issue.message)
  })
  return read
}

/** Rows that say the same thing twice in one file (the same member id, reference...): the later ones are problems. */
export function refuseRepeats<T extends { index: number }>(
  rows: readonly T[],
  keyOf: (row: T) => string,
  report: RowReport,
  field: string,
  what: (row: T) => string,
) {
  const firstRow = new Map<string, number>()
  return rows.filter((row) => {
    const key = keyOf(row)
    const first = firstRow.get(key)
    if (first === undefined) {
      firstRow.set(key, row.index)
      return true
    }
    report.fail(row.index, field, `${what(row)} is already on row ${first + 1} of this file`)
    return false
  })
}
