import { z } from 'zod'
import { chequeDetails, depositBody, depositFields } from '../../../domain/contract/member-accounts'
import { clubDate } from '../../../domain/time'
import { paiseFromRupeesText } from '../../forms/use-contract-form'

/**
 * The deposit form: the contract's deposit with the cheque's three parts as fields of their own, so
 * each is marked on its own; what it sends is the contract's `depositBody`, checked by it.
 */
export interface DepositFormValues {
  memberId: string
  amount_paise: string
  method: string
  reference: string
  cheque_number: string
  cheque_bank: string
  cheque_date: string
}

export const depositFormValues = (memberId: string, now: Date): DepositFormValues => ({
  memberId,
  amount_paise: '',
  method: '',
  reference: '',
  cheque_number: '',
  cheque_bank: '',
  cheque_date: clubDate(now),
})

const chequeParts = [
  ['cheque_number', chequeDetails.shape.number],
  ['cheque_bank', chequeDetails.shape.bank],
  ['cheque_date', chequeDetails.shape.date],
] as const

export const depositFormSchema = z
  .object({
    memberId: depositFields.shape.memberId,
    amount_paise: depositFields.shape.amount_paise,
    method: depositFields.shape.method,
    reference: depositFields.shape.reference,
    cheque_number: z.string().optional(),
    cheque_bank: z.string().optional(),
    cheque_date: z.string().optional(),
  })
  .superRefine((values, ctx) => {
    if (values.method !== 'cheque') return
    for (const [field, schema] of chequeParts) {
      const checked = schema.safeParse(values[field])
      if (!checked.success) ctx.addIssue({ code: 'custom', path: [field], message: checked.error.issues[0]!.message })
    }
  })
  .transform(({ cheque_number, cheque_bank, cheque_date, ...deposit }): z.input<typeof depositBody> => ({
    ...deposit,
    cheque: deposit.method === 'cheque' ? { number: cheque_number ?? '', bank: cheque_bank ?? '', date: cheque_date ?? '' } : null,
  }))
  .pipe(depositBody)

export const depositRequest = (values: DepositFormValues) => ({
  ...values,
  amount_paise: paiseFromRupeesText(values.amount_paise),
  method: values.method === '' ? undefined : values.method,
})

/** The server names a cheque's part as `cheque.date`; the form's field is `cheque_date`. */
export const formFieldOf = (path: string) => path.replace(/^cheque\./, 'cheque_')
