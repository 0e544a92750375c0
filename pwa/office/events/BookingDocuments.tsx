import { useMutation } from '@tanstack/react-query'
import { FileDown } from 'lucide-react'
import { toast } from 'sonner'
import { Spinner } from '../../ui/Spinner'
import { failureMessage } from '../../api/failure'
import { bookingReceipt, bookingTickets } from '../../../domain/contract/event-bookings-office'
import { callApi } from '../../api/client'
import { saveFile } from './download-file'
import { eventDefaults } from './failure'

type Document = 'receipt' | 'tickets'

/** Receipt (A4) and tickets (A6 with their QR codes) of a booking, as PDFs (GET bookings/{id}/receipt|tickets). */
export function BookingDocuments({ bookingId }: { bookingId: number }) {
  const download = useMutation({
    mutationFn: async (document: Document) => {
      const file = await callApi(document === 'receipt' ? bookingReceipt : bookingTickets, { params: { id: bookingId } })
      saveFile(file, `${document}-${bookingId}.pdf`)
    },
    onError: (error, document) =>
      toast.error(failureMessage(error, document === 'receipt' ? eventDefaults.receipt : eventDefaults.tickets)),
  })
  const button = (document: Document, label: string) => (
    <button type="button" className="button button--secondary" disabled={download.isPending} onClick={() => download.mutate(document)}>
      {download.isPending && download.variables === document ? <Spinner size="small" /> : <FileDown aria-hidden="true" size={18} />}
      {label}
    </button>
  )
  return (
    <div className="button-row" role="group" aria-label="Documents">
      {button('receipt', 'Receipt (PDF)')}
      {button('tickets', 'Tickets (PDF)')}
    </div>
  )
}
