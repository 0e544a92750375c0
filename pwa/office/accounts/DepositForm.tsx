import { depositMethodLabels, depositMethods } from '../../../domain/member-accounts'
import { recordDeposit, type DepositInput } from '../../../domain/contract/member-accounts'
import { callApi } from '../../api/client'
import { fieldErrorsOf } from '../../api/failure'
import { FormSelectField } from '../../forms/FormSelectField'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { FormAlert } from '../../ui/FormAlert'
import { Spinner } from '../../ui/Spinner'
import { accountFailureMessage, accountMessages } from './accounts-format'
import { depositFormSchema, depositFormValues, depositRequest, formFieldOf, type DepositFormValues } from './deposit-form'
import { useAccountsAction } from './use-accounts-action'

const methodOptions = depositMethods.map((method) => ({ value: method, label: depositMethodLabels[method] }))

/**
 * POST member/wallet/deposit: money a member pays in. A cheque asks for its number, bank and date and
 * waits, pending, until it clears. With `memberId` the form is for that member's account.
 */
export function DepositForm({ memberId, onDone }: { memberId?: string; onDone?: () => void }) {
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: depositFormSchema,
    defaultValues: depositFormValues(memberId ?? '', new Date()),
    toRequest: (values: DepositFormValues) => depositRequest(values),
  })
  const save = useAccountsAction(
    (body: DepositInput) => callApi(recordDeposit, { body }),
    { success: 'Deposit recorded successfully', failure: accountMessages.deposit },
    {
      isFailureShownInPlace: true,
      onSuccess: () => {
        form.reset(depositFormValues(memberId ?? '', new Date()))
        onDone?.()
      },
    },
  )
  const { control } = form
  const isCheque = form.watch('method') === 'cheque'
  return (
    <form
      className="panel deposit-form"
      noValidate
      aria-label="Record a deposit"
      onSubmit={submitWith((body) => {
        if (save.isPending) return
        save.mutate(body, {
          onError: (error) => {
            const byField = fieldErrorsOf(error)
            for (const [path, message] of Object.entries(byField)) {
              if (path.startsWith('cheque.')) form.setError(formFieldOf(path) as keyof DepositFormValues, { type: 'server', message })
            }
            showFailure(error, accountFailureMessage(error, accountMessages.deposit))
          },
        })
      })}
    >
      <h2 className="panel__title">Record a deposit</h2>
      <FormAlert message={alert} />
      <div className="form-grid">
        {memberId === undefined ? (
          <FormTextField control={control} name="memberId" label="Member ID" required autoComplete="off" hint="Such as M1001" />
        ) : (
          <input type="hidden" {...form.register('memberId')} />
        )}
        <FormTextField control={control} name="amount_paise" label="Amount (₹)" inputMode="decimal" required />
        <FormSelectField control={control} name="method" label="Method" options={methodOptions} emptyLabel="Choose a method" />
        <FormTextField
          control={control}
          name="reference"
          label="Reference (optional)"
          maxLength={100}
          hint="Receipt, UPI or bank reference"
        />
        {isCheque && (
          <>
            <FormTextField control={control} name="cheque_number" label="Cheque number" inputMode="numeric" maxLength={6} required />
            <FormTextField control={control} name="cheque_bank" label="Bank" maxLength={100} required />
            <FormTextField control={control} name="cheque_date" label="Cheque date" type="date" required />
          </>
        )}
      </div>
      {isCheque && <p className="record__meta">A cheque counts as pending until it clears: it is not money the member can spend yet.</p>}
      <button type="submit" className="button button--primary" disabled={save.isPending}>
        {save.isPending && <Spinner size="small" />}
        Record deposit
      </button>
    </form>
  )
}
