import { formatRupees } from '../../../domain/money'
import { rupeesToPaise } from '../../../domain/money'

export const paymentMethods = ['cash', 'card', 'upi'] as const
export type DeskPaymentMethod = (typeof paymentMethods)[number]

export interface PaymentFormValues {
  amountRupees: string
  method: DeskPaymentMethod | ''
  reference: string
}

export type PaymentFieldErrors = Partial<Record<keyof PaymentFormValues, string>>

/** The checks of POST bookings/{id}/payment: a positive amount up to the balance, a method, a short reference. */
export function validatePayment(values: PaymentFormValues, balancePaise: number): PaymentFieldErrors {
  const errors: PaymentFieldErrors = {}
  const amount = rupeesToPaise(values.amountRupees)
  if (values.amountRupees.trim() === '') errors.amountRupees = 'Amount is required'
  else if (amount === null) errors.amountRupees = 'Amount must be an amount in rupees, such as 800 or 800.50'
  else if (amount === 0) errors.amountRupees = 'Amount must be more than ₹0'
  else if (amount > balancePaise) errors.amountRupees = `Amount must be at most the balance of ${formatRupees(balancePaise)}`
  if (values.method === '') errors.method = 'Method is required: cash, card or UPI'
  if (values.reference.trim().length > 100) errors.reference = 'Reference must be at most 100 characters'
  return errors
}

export const toPaymentBody = (values: PaymentFormValues) => ({
  amount_paise: rupeesToPaise(values.amountRupees)!,
  method: values.method as DeskPaymentMethod,
  reference: values.reference.trim() || null,
})
