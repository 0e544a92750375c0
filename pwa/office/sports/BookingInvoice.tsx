import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FileDown, FileText } from 'lucide-react'
import { toast } from 'sonner'
import { bookingInvoice, issueInvoice } from '../../../domain/contract/sports-bookings'
import { pathWith } from '../../../domain/contract/path-with'
import { callApi } from '../../api/client'
import { Spinner } from '../../ui/Spinner'
import { downloadFile } from '../events/download-file'
import { sportsKeys } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'

/** A download, not a call: the browser saves the PDF under the invoice's name (downloadFile). */
const pdfOf = (bookingId: number, invoiceNumber: string) =>
  downloadFile(`${pathWith(bookingInvoice.path, { id: bookingId })}?format=pdf`, `invoice-${invoiceNumber}.pdf`)

/** POST bookings/{id}/invoice issues the number once; its PDF (GET …/invoice?format=pdf) then opens. */
export function BookingInvoice({
  bookingId,
  invoiceNumber,
  canIssue,
}: {
  bookingId: number
  invoiceNumber: string | null
  canIssue: boolean
}) {
  const queryClient = useQueryClient()
  const issue = useMutation({
    mutationFn: async () => {
      const answer = await callApi(issueInvoice, { params: { id: bookingId } })
      toast.success(answer.message)
      await queryClient.invalidateQueries({ queryKey: sportsKeys.booking(bookingId) })
      await pdfOf(bookingId, answer.invoice.invoice_number)
    },
    onError: (error) => toast.error(sportsFailureMessage(error, sportsMessages.invoice)),
  })
  const open = useMutation({
    mutationFn: (number: string) => pdfOf(bookingId, number),
    onError: (error) => toast.error(sportsFailureMessage(error, sportsMessages.invoice, 'No invoice has been issued for this booking yet')),
  })
  if (invoiceNumber) {
    return (
      <button type="button" className="button button--secondary" disabled={open.isPending} onClick={() => open.mutate(invoiceNumber)}>
        {open.isPending ? <Spinner size="small" /> : <FileDown aria-hidden="true" size={18} />}
        Invoice {invoiceNumber} (PDF)
      </button>
    )
  }
  if (!canIssue) return null
  return (
    <button type="button" className="button button--secondary" disabled={issue.isPending} onClick={() => issue.mutate()}>
      {issue.isPending ? <Spinner size="small" /> : <FileText aria-hidden="true" size={18} />}
      Issue invoice
    </button>
  )
}
