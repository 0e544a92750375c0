import { useMutation, useQueryClient } from '@tanstack/react-query'
import { FileDown, Receipt } from 'lucide-react'
import { useState } from 'react'
import { toast } from 'sonner'
import type { KitchenOrder } from '../../../domain/contract/kitchen-orders'
import { closeBill, type Bill } from '../../../domain/contract/restaurant-bills'
import { formatRupees } from '../../../domain/money'
import { billPaymentLabels, billPaymentMethods, type BillPaymentMethod } from '../../../domain/restaurant-bills'
import { callApi } from '../../api/client'
import { failureMessage, fieldErrorsOf } from '../../api/failure'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { downloadBill } from './BillCard'
import { billKeys } from './queries'

/** A new key each time the form opens: a retried tap answers the same bill, never a second one (ADR 028). */
const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `bill-${Date.now()}-${Math.random()}`)

/**
 * "Bill" on an order the floor sees: the payment (a member's account, cash, card or UPI) and, for an
 * account, the member to charge (the order's member, or any member the steward finds for a table).
 */
export function BillAction({ order }: { order: KitchenOrder }) {
  const queryClient = useQueryClient()
  const [isOpen, setOpen] = useState(false)
  const [method, setMethod] = useState<BillPaymentMethod>(order.member_id ? 'member_account' : 'cash')
  const [memberId, setMemberId] = useState(order.member_id ?? '')
  const [key, setKey] = useState(newKey)
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [billed, setBilled] = useState<Bill | undefined>()
  const closing = useMutation({
    mutationFn: () =>
      callApi(closeBill, {
        body: {
          order_id: order.order_id,
          payment_method: method,
          ...(method === 'member_account' || memberId.trim() ? { member_id: memberId.trim() } : {}),
          idempotency_key: key,
        },
      }),
    onSuccess: (answer) => {
      setBilled(answer.bill)
      toast.success(`${answer.message}: ${formatRupees(answer.bill.total_paise)}`)
      void queryClient.invalidateQueries({ queryKey: billKeys.all })
    },
    onError: (failure) => {
      const byField = fieldErrorsOf(failure)
      setErrors(
        Object.keys(byField).length > 0 ? byField : { form: failureMessage(failure, 'The bill could not be closed. Please try again.') },
      )
    },
  })

  if (billed) {
    return (
      <p className="sent-order__billed">
        Billed: bill {billed.bill_id}, {formatRupees(billed.total_paise)} ({billPaymentLabels[billed.payment_method]}){' '}
        <button type="button" className="button button--secondary" onClick={() => void downloadBill(billed.bill_id)}>
          <FileDown aria-hidden="true" size={18} /> PDF
        </button>
      </p>
    )
  }
  if (!isOpen) {
    return (
      <button
        type="button"
        className="button button--secondary"
        aria-label={`Bill order ${order.order_id}`}
        onClick={() => {
          setKey(newKey())
          setErrors({})
          setOpen(true)
        }}
      >
        <Receipt aria-hidden="true" size={18} /> Bill
      </button>
    )
  }
  return (
    <form
      className="bill-form"
      aria-label={`Bill for order ${order.order_id}`}
      onSubmit={(event) => {
        event.preventDefault()
        if (method === 'member_account' && !memberId.trim()) return setErrors({ member_id: 'Member number is required' })
        setErrors({})
        closing.mutate()
      }}
    >
      <SelectField
        label="Payment"
        value={method}
        onChange={(value) => setMethod(value as BillPaymentMethod)}
        options={billPaymentMethods.map((value) => ({ value, label: billPaymentLabels[value] }))}
        error={errors.payment_method}
      />
      {(method === 'member_account' || order.member_id) && (
        <TextField
          label="Member number"
          value={memberId}
          onChange={setMemberId}
          placeholder="M1001"
          maxLength={20}
          readOnly={order.member_id !== null}
          error={errors.member_id}
        />
      )}
      <button type="submit" className="button button--primary" disabled={closing.isPending}>
        {closing.isPending ? 'Closing…' : 'Close bill'}
      </button>
      <button type="button" className="button button--secondary" onClick={() => setOpen(false)}>
        Cancel
      </button>
      {errors.form && (
        <p className="field__error" role="alert">
          {errors.form}
        </p>
      )}
    </form>
  )
}
