import { PageSizes } from 'pdf-lib'
import { club } from '../../domain/club.js'
import type { Bill } from '../../domain/contract/restaurant-bills.js'
import { billPaymentLabels } from '../../domain/restaurant-bills.js'
import { formatClubDateTime } from '../../domain/time.js'
import { alarm, muted, newDocument, pageWriter, rupees } from '../event-bookings/pdf-page.js'

/**
 * A restaurant bill as an A5 PDF (pdf-lib, like the tickets and the statements): the restaurant, the
 * table and the member, one line per dish with its quantity and price, the subtotal, the tax as a line
 * of its own, the total and how it was paid. A voided bill says so at the top.
 */
const MARGIN = 32

export async function billPdf(bill: Bill): Promise<Uint8Array> {
  const { document, fonts } = await newDocument(`Bill ${bill.bill_id}, ${bill.restaurant_name}`)
  let write = pageWriter(document.addPage(PageSizes.A5), fonts, MARGIN)
  const room = () => {
    if (write.y < MARGIN + 60) write = pageWriter(document.addPage(PageSizes.A5), fonts, MARGIN)
  }
  write.text(club.name, { size: 16, isBold: true, gapAfter: 0 })
  write.text(bill.restaurant_name, { size: 12, gapAfter: 8 })
  if (bill.status === 'voided') write.text(`VOID: ${bill.void_reason ?? ''}`, { size: 12, isBold: true, color: alarm })
  write.text(`Bill ${bill.bill_id} · order ${bill.order_id}${bill.table_label ? ` · table ${bill.table_label}` : ''}`, { isBold: true })
  if (bill.member_id) write.text(`Member: ${bill.member_name ?? ''} (${bill.member_id})`, { size: 10 })
  write.text(`Closed ${formatClubDateTime(new Date(bill.closed_at))}${bill.closed_by_name ? ` by ${bill.closed_by_name}` : ''}`, {
    size: 9,
    color: muted,
  })
  write.rule()
  for (const line of bill.lines) {
    room()
    write.row(`${line.quantity} x ${line.name} @ ${rupees(line.unit_price_paise)}`, rupees(line.amount_paise))
  }
  write.rule()
  write.row('Subtotal', rupees(bill.subtotal_paise))
  write.row(bill.tax_label, rupees(bill.tax_paise))
  write.row('Total', rupees(bill.total_paise), { isBold: true })
  write.skip(6)
  write.text(`Paid by: ${billPaymentLabels[bill.payment_method]}`, { size: 10 })
  if (bill.transaction_id) write.text(`Charged to the member's account (transaction ${bill.transaction_id})`, { size: 9, color: muted })
  return document.save()
}
