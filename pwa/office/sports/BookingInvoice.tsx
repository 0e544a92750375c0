import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FileDown, FileText } from 'lucide-react'
import { toast } from 'sonner'
import { apiPost } from '../../api/client'
import { Spinner } from '../../ui/Spinner'
import { downloadFile } from '../events/download-file'
import { SPORTS_API, sportsKeys } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'

const pdfOf = (bookingId: number, invoiceNumber: string) => downloadFile(`${SPORTS_API}/bookings/${bookingId}/invoice?format=pdf`, `invoice-${invoiceNumber}.pdf`)

/** POST bookings/{id}/invoice issues the number once; its PDF (GET …/invoice?format=pdf) then opens. */
export function BookingInvoice({ bookingId, invoiceNumber, canIssue }: { bookingId: number; invoiceNumber: string | null; canIssue: boolean }) {
  const queryClient = useQueryClient()
  const issue = useMutation({
    mutationFn: async () => {
      const answer = await apiPost<{ message?: string; invoice: { invoice_number: string } }>(`${SPORTS_API}/bookings/${bookingId}/invoice`)
      toast.success(answer.message ?? 'Invoice generated successfully')
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
