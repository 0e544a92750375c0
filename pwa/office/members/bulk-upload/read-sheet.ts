import Papa from 'papaparse'

/** A spreadsheet as the screen reads it: its header row and its data rows, every cell as text. */
export interface Sheet {
  fileName: string
  headers: string[]
  rows: string[][]
}

export class SheetReadError extends Error {}

const isExcel = (file: File) => /\.xlsx$/i.test(file.name)
const isCsv = (file: File) => /\.(csv|txt)$/i.test(file.name) || file.type === 'text/csv'

/**
 * Reads a CSV (papaparse) or an .xlsx workbook's first sheet (read-excel-file, loaded only when one
 * is chosen). A date cell of a workbook becomes 2008-05-17; a number its digits; blank rows are dropped.
 */
export async function readSheet(file: File): Promise<Sheet> {
  if (!isExcel(file) && !isCsv(file)) throw new SheetReadError(`${file.name} is not a CSV (.csv) or Excel (.xlsx) file.`)
  const table = isExcel(file) ? await excelTable(file) : await csvTable(file)
  const [header, ...rows] = table.filter((row) => row.some((cell) => cell.trim() !== ''))
  if (!header) throw new SheetReadError(`${file.name} is empty: it needs a header row and at least one row below it.`)
  const width = header.length
  return {
    fileName: file.name,
    headers: header.map((cell, index) => cell.trim() || `Column ${index + 1}`),
    rows: rows.map((row) => Array.from({ length: width }, (_, index) => (row[index] ?? '').trim())),
  }
}

async function csvTable(file: File): Promise<string[][]> {
  const text = (await file.text()).replace(/^\uFEFF/, '')
  const parsed = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy' })
  const fatal = parsed.errors.find((error) => error.type === 'Quotes')
  if (fatal) throw new SheetReadError(`${file.name} could not be read: ${fatal.message} (row ${(fatal.row ?? 0) + 1}).`)
  return parsed.data
}

async function excelTable(file: File): Promise<string[][]> {
  const { readSheet: readWorkbookSheet } = await import('read-excel-file/browser')
  try {
    const data = await readWorkbookSheet(file)
    return data.map((row) => row.map(cellText))
  } catch (error) {
    throw new SheetReadError(
      `${file.name} could not be read as an Excel workbook: ${error instanceof Error ? error.message : String(error)}`,
    )
  }
}

const pad = (value: number) => String(value).padStart(2, '0')

/** A workbook's dates are read as midnight UTC of the day shown. */
function cellText(cell: unknown): string {
  if (cell === null || cell === undefined) return ''
  if (cell instanceof Date) return `${cell.getUTCFullYear()}-${pad(cell.getUTCMonth() + 1)}-${pad(cell.getUTCDate())}`
  return String(cell)
}
