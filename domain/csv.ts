/**
 * CSV text per RFC 4180: fields separated by commas, records by CRLF, and a field holding a comma,
 * a double quote, CR or LF wrapped in double quotes with its own quotes doubled.
 *
 * Spreadsheets run a cell that starts with = + - @ (or a tab or CR) as a formula, so a directory
 * entry like '=HYPERLINK(...)' would run on the reader's machine (OWASP "CSV injection"). Such a
 * cell is written with a leading apostrophe, which spreadsheets read as "this is text".
 */
export type CsvValue = string | number | boolean | null | undefined

/** Excel reads a file without a byte order mark as the local code page and garbles ₹ and é. */
export const UTF8_BOM = '\uFEFF'

const needsQuoting = /[",\r\n]/
const formulaStart = /^[=+\-@\t\r]/

export function csvField(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  const text = typeof value === 'string' && formulaStart.test(value) ? `'${value}` : String(value)
  return needsQuoting.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

/** A header line and one line per row, each ended by CRLF (the RFC allows the last one). */
export function buildCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',') + '\r\n').join('')
}
