import { PageSizes, type PDFPage } from 'pdf-lib'
import type { LedgerRow, Statement } from '../../domain/contract/member-accounts.js'
import { chequeStatusLabels, ledgerKindLabels } from '../../domain/member-accounts.js'
import { club } from '../../domain/club.js'
import { clubDate, formatClubDateTime } from '../../domain/time.js'
import { ink, muted, newDocument, pageWriter, rupees, type Fonts } from '../event-bookings/pdf-page.js'

/**
 * A month's statement as an A4 PDF (pdf-lib, like the event receipts and the sports invoices): the
 * member, the opening balance, one line per row with the balance after it, the closing balance.
 * Long months run onto further pages, the column heads repeated.
 */

const MARGIN = 40
const SIZE = 9
const LINE = 14

/** Column left edges, and right edges for the amounts (right-aligned). */
const columns = { date: MARGIN, what: MARGIN + 62, debitRight: 415, creditRight: 480, balanceRight: PageSizes.A4[0] - MARGIN }
const descriptionWidth = columns.debitRight - 70 - columns.what

function fitted(fonts: Fonts, text: string, width: number): string {
  const supported = new Set(fonts.regular.getCharacterSet())
  let shown = [...text].map((char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('')
  if (fonts.regular.widthOfTextAtSize(shown, SIZE) <= width) return shown
  while (shown.length > 1 && fonts.regular.widthOfTextAtSize(`${shown}...`, SIZE) > width) shown = shown.slice(0, -1)
  return `${shown}...`
}

function rightAligned(page: PDFPage, fonts: Fonts, text: string, right: number, y: number, isBold = false) {
  const font = isBold ? fonts.bold : fonts.regular
  page.drawText(text, { x: right - font.widthOfTextAtSize(text, SIZE), y, size: SIZE, font, color: ink })
}

function heads(page: PDFPage, fonts: Fonts, y: number) {
  const font = fonts.bold
  page.drawText('Date', { x: columns.date, y, size: SIZE, font, color: muted })
  page.drawText('Details', { x: columns.what, y, size: SIZE, font, color: muted })
  for (const [label, right] of [
    ['Debit', columns.debitRight],
    ['Credit', columns.creditRight],
    ['Balance', columns.balanceRight],
  ] as const) {
    page.drawText(label, { x: right - font.widthOfTextAtSize(label, SIZE), y, size: SIZE, font, color: muted })
  }
  page.drawLine({ start: { x: MARGIN, y: y - 4 }, end: { x: columns.balanceRight, y: y - 4 }, thickness: 0.5, color: muted })
}

function detailsOf(row: LedgerRow): string {
  const cheque = row.chequeStatus ? ` [${chequeStatusLabels[row.chequeStatus]}]` : ''
  return `${ledgerKindLabels[row.type]}: ${row.description}${row.reference ? ` (ref. ${row.reference})` : ''}${cheque}`
}

export async function statementPdf(statement: Statement, issuedAt: Date): Promise<Uint8Array> {
  const { account } = statement
  const { document, fonts } = await newDocument(`Statement ${statement.title}, ${account.memberId}`)
  let page = document.addPage(PageSizes.A4)
  const write = pageWriter(page, fonts, MARGIN)
  write.text(club.name, { size: 18, isBold: true, gapAfter: 0 })
  write.text(club.place, { color: muted, gapAfter: 12 })
  write.text(`Statement of account: ${statement.title}`, { size: 14, isBold: true })
  write.text(`${account.name} (member ${account.memberId})${account.category ? `, ${account.category}` : ''}`, { gapAfter: 2 })
  write.text(`${statement.from} to ${statement.to} · credit limit ${rupees(account.credit_limit_paise)}`, { size: 9, color: muted })
  write.text(`Issued ${formatClubDateTime(issuedAt)}`, { size: 9, color: muted, gapAfter: 10 })
  write.row('Opening balance', rupees(statement.opening_balance_paise), { isBold: true })
  write.skip(10)

  let y = write.y
  heads(page, fonts, y)
  y -= LINE + 2
  for (const row of statement.rows) {
    if (y < MARGIN + LINE * 3) {
      page = document.addPage(PageSizes.A4)
      y = page.getHeight() - MARGIN
      heads(page, fonts, y)
      y -= LINE + 2
    }
    const day = clubDate(new Date(row.created_at))
    page.drawText(day, { x: columns.date, y, size: SIZE, font: fonts.regular, color: ink })
    page.drawText(fitted(fonts, detailsOf(row), descriptionWidth), { x: columns.what, y, size: SIZE, font: fonts.regular, color: ink })
    if (row.amount_paise < 0) rightAligned(page, fonts, rupees(-row.amount_paise), columns.debitRight, y)
    else rightAligned(page, fonts, rupees(row.amount_paise), columns.creditRight, y)
    rightAligned(page, fonts, rupees(row.running_balance_paise), columns.balanceRight, y)
    y -= LINE
  }
  if (statement.rows.length === 0) {
    page.drawText('No transactions this month.', { x: columns.what, y, size: SIZE, font: fonts.regular, color: muted })
    y -= LINE
  }
  page.drawLine({ start: { x: MARGIN, y: y + LINE - 4 }, end: { x: columns.balanceRight, y: y + LINE - 4 }, thickness: 0.5, color: muted })
  y -= 4
  page.drawText('Totals', { x: columns.what, y, size: SIZE, font: fonts.bold, color: ink })
  rightAligned(page, fonts, rupees(statement.total_debits_paise), columns.debitRight, y, true)
  rightAligned(page, fonts, rupees(statement.total_credits_paise), columns.creditRight, y, true)
  y -= LINE + 4
  page.drawText('Closing balance', { x: columns.what, y, size: 11, font: fonts.bold, color: ink })
  const closing = rupees(statement.closing_balance_paise)
  page.drawText(closing, { x: columns.balanceRight - fonts.bold.widthOfTextAtSize(closing, 11), y, size: 11, font: fonts.bold, color: ink })
  return document.save()
}
