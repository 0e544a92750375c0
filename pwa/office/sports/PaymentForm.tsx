import { formatRupees } from '../../../domain/money'
import { paymentBody, recordPayment, type PaymentInput } from '../../../domain/contract/sports-bookings'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormAlert } from '../../ui/FormAlert'
import { Spinner } from '../../ui/Spinner'
import { FormSelectField } from '../../forms/FormSelectField'
import { paymentFormValues, paymentRequest, type PaymentFormValues } from './payment-form'
import { formFailureOf, sportsMessages } from './sports-failure'
import { formatPrice } from './sports-format'
import { useSportsAction } from './use-sports-action'

const methodOptions = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
  { value: 'upi', label: 'UPI' },
]

/** The contract's payment, and never more than the balance: the server's own rule, in its words. */
const paymentUpTo = (balancePaise: number) =>
  paymentBody.extend({
    amount_paise: paymentBody.shape.amount_paise.max(
      balancePaise,
      balancePaise === 0 ? 'nothing is due on this booking' : `must be at most the balance of ${formatRupees(balancePaise)}`,
    ),
  })

/** POST bookings/{id}/payment: money taken at the desk for a booking with a balance (a guest's, usually). */
export function PaymentForm({ bookingId, balancePaise }: { bookingId: number; balancePaise: number }) {
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: paymentUpTo(balancePaise),
    defaultValues: paymentFormValues(balancePaise),
    toRequest: (values: PaymentFormValues) => paymentRequest(values),
  })
  const record = useSportsAction(
    (body: PaymentInput) => callApi(recordPayment, { params: { id: bookingId }, body }),
    { success: 'Payment recorded successfully', failure: sportsMessages.recordPayment },
    { isFailureShownInPlace: true },
  )
  const { control } = form
  return (
    <form
      className="panel"
      noValidate
      aria-label="Record a payment"
      onSubmit={submitWith((body) => {
        if (record.isPending) return
        record.mutate(body, {
          onError: (error) => {
            const failure = formFailureOf(error, sportsMessages.recordPayment)
            showFailure(failure.error, failure.fallback)
          },
        })
      })}
    >
      <h2 className="panel__title">Record a payment</h2>
      <p className="record__meta">Balance due: {formatPrice(balancePaise)}</p>
      <FormAlert message={alert} />
      <div className="form-grid">
        <FormTextField control={control} name="amount_paise" label="Amount (₹)" inputMode="decimal" required />
        <FormSelectField control={control} name="method" label="Method" options={methodOptions} emptyLabel="Choose a method" />
        <FormTextField
          control={control}
          name="reference"
          label="Reference (optional)"
          maxLength={100}
          hint="Card slip or UPI transaction number"
        />
      </div>
      <button type="submit" className="button button--primary" disabled={record.isPending}>
        {record.isPending && <Spinner size="small" />}
        Record payment
      </button>
    </form>
  )
}
