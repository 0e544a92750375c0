import { formatRupees } from '../../../domain/money'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { failureMessage } from '../../api/failure'
import { eventDefaults, eventSuccess } from './failure'
import type { useCouponPreview } from './use-coupon-preview'

interface CouponFieldProps {
  value: string
  onChange: (value: string) => void
  check: ReturnType<typeof useCouponPreview>
}

/** The coupon box and what the server said about the code, read out as it changes. */
export function CouponField({ value, onChange, check }: CouponFieldProps) {
  const { preview, isWellFormed, isSettled } = check
  const hasText = value.trim() !== ''
  let status: { tone: 'ok' | 'bad' | 'busy'; text: string } | undefined
  if (hasText && !isWellFormed && isSettled) status = { tone: 'bad', text: 'A coupon code is 3-30 letters, digits, - or _' }
  else if (hasText && (!isSettled || preview.isFetching)) status = { tone: 'busy', text: 'Checking the coupon…' }
  else if (hasText && preview.isError) status = { tone: 'bad', text: failureMessage(preview.error, eventDefaults.validateCoupon) }
  else if (hasText && preview.data) {
    status = {
      tone: 'ok',
      text: `${preview.data.message ?? eventSuccess.couponValidated}: ${preview.data.coupon.code} takes ${formatRupees(preview.data.discount_paise)} off`,
    }
  }
  return (
    <div className="coupon-field">
      <TextField
        label="Coupon code"
        value={value}
        onChange={(text) => onChange(text.toUpperCase())}
        autoCapitalize="characters"
        autoComplete="off"
        maxLength={30}
        isInvalid={status?.tone === 'bad'}
      />
      <p className={`coupon-field__status coupon-field__status--${status?.tone ?? 'none'}`} role="status" aria-live="polite">
        {status?.tone === 'busy' && <Spinner size="small" />}
        {status?.text}
      </p>
    </div>
  )
}

/** A code was typed but is not (yet) known to be good: the booking waits. */
export const isCouponBlocking = (typed: string, check: ReturnType<typeof useCouponPreview>) =>
  typed.trim() !== '' && !(check.isSettled && check.preview.isSuccess && !check.preview.isFetching)
