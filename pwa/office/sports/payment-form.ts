import { paiseToRupeesText } from '../../../domain/money'
import { paiseFromRupeesText } from '../../forms/use-contract-form'

/** The payment form as typed: the request's field names, the amount in rupees. */
export interface PaymentFormValues {
  amount_paise: string
  method: string
  reference: string
}

/** The balance is offered as the amount. */
export const paymentFormValues = (balancePaise: number): PaymentFormValues => ({
  amount_paise: paiseToRupeesText(balancePaise),
  method: '',
  reference: '',
})

export const paymentRequest = (values: PaymentFormValues) => ({
  amount_paise: paiseFromRupeesText(values.amount_paise, undefined),
  method: values.method === '' ? undefined : values.method,
  reference: values.reference,
})
