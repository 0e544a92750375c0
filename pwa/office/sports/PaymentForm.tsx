import { useState } from 'react'
import { apiPost } from '../../api/client'
import { FormAlert } from '../../ui/FormAlert'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { SelectField } from '../events/SelectField'
import { paiseToRupeesText } from '../../../domain/money'
import { serverFieldErrors } from '../../forms/server-field-errors'
import { toPaymentBody, validatePayment, type PaymentFieldErrors, type PaymentFormValues } from './payment-form'
import { SPORTS_API } from './queries'
import { sportsFailureMessage, sportsMessages } from './sports-failure'
import { formatPrice } from './sports-format'
import { useSportsAction } from './use-sports-action'

const methodOptions = [
  { value: 'cash', label: 'Cash' },
  { value: 'card', label: 'Card' },
  { value: 'upi', label: 'UPI' },
]

/** POST bookings/{id}/payment: money taken at the desk for a booking with a balance (a guest's, usually). */
export function PaymentForm({ bookingId, balancePaise }: { bookingId: number; balancePaise: number }) {
  const [values, setValues] = useState<PaymentFormValues>({ amountRupees: paiseToRupeesText(balancePaise), method: '', reference: '' })
  const [errors, setErrors] = useState<PaymentFieldErrors>({})
  const [alert, setAlert] = useState<string>()
  const record = useSportsAction(
    (body: ReturnType<typeof toPaymentBody>) => apiPost<{ message?: string }>(`${SPORTS_API}/bookings/${bookingId}/payment`, body),
    { success: 'Payment recorded successfully', failure: sportsMessages.recordPayment },
    { isFailureShownInPlace: true },
  )
  const change = (field: keyof PaymentFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }
  return (
    <form
      className="panel"
      noValidate
      aria-label="Record a payment"
      onSubmit={(event) => {
        event.preventDefault()
        if (record.isPending) return
        const found = validatePayment(values, balancePaise)
        setErrors(found)
        if (Object.keys(found).length > 0) return setAlert('Please correct the fields marked below.')
        setAlert(undefined)
        record.mutate(toPaymentBody(values), {
          onError: (error) => {
            setErrors(serverFieldErrors(error, { amount_paise: 'amountRupees', method: 'method', reference: 'reference' }))
            setAlert(sportsFailureMessage(error, sportsMessages.recordPayment))
          },
        })
      }}
    >
      <h2 className="panel__title">Record a payment</h2>
      <p className="record__meta">Balance due: {formatPrice(balancePaise)}</p>
      <FormAlert message={alert} />
      <div className="form-grid">
        <TextField label="Amount (₹)" inputMode="decimal" value={values.amountRupees} onChange={change('amountRupees')} error={errors.amountRupees} required />
        <SelectField label="Method" value={values.method} onChange={change('method')} options={methodOptions} emptyLabel="Choose a method" error={errors.method} />
        <TextField label="Reference (optional)" value={values.reference} onChange={change('reference')} error={errors.reference} maxLength={100} hint="Card slip or UPI transaction number" />
      </div>
      <button type="submit" className="button button--primary" disabled={record.isPending}>
        {record.isPending && <Spinner size="small" />}
        Record payment
      </button>
    </form>
  )
}
