import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { Link, useParams } from 'react-router'
import { toast } from 'sonner'
import { formatRupees } from '../../../domain/money'
import { apiPost } from '../../api/client'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { FormAlert } from '../../ui/FormAlert'
import { PageTitle } from '../../ui/PageTitle'
import { Spinner } from '../../ui/Spinner'
import { TextField } from '../../ui/TextField'
import { failureMessage } from '../../api/failure'
import { serverFieldErrors } from '../../forms/server-field-errors'
import { couponServerFields, emptyCoupon, toCouponBody, validateCoupon, type CouponFieldErrors, type CouponFormValues } from './coupon-form'
import { formatWhen } from './event-format'
import type { Coupon, CouponState } from './event-types'
import { eventDefaults, eventSuccess } from './failure'
import { EVENTS_API, eventCouponsQuery, eventKeys, eventQuery } from './queries'
import { SelectField } from './SelectField'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import './events.css'

const discountText = (coupon: Coupon) => (coupon.discount_type === 'percent' ? `${coupon.value}% off` : `${formatRupees(coupon.value)} off`)

const stateText: Record<CouponState, string> = { active: 'Active', scheduled: 'Not yet valid', expired: 'Expired', used_up: 'Used up' }

/** /dashboard/events/:eventId/coupons: the event's coupons (GET) and a form for a new one (POST). */
export function CouponsPage() {
  const eventId = Number(useParams().eventId)
  const event = useQuery(eventQuery(eventId))
  const [values, setValues] = useState<CouponFormValues>(emptyCoupon)
  const [errors, setErrors] = useState<CouponFieldErrors>({})
  const [alert, setAlert] = useState<string>()
  const coupons = useQuery(eventCouponsQuery(eventId))
  const queryClient = useQueryClient()

  const create = useMutation({
    mutationFn: (body: ReturnType<typeof toCouponBody>) => apiPost<{ message?: string; coupon: Coupon }>(`${EVENTS_API}/events/${eventId}/coupons`, body),
    onSuccess: (answer) => {
      toast.success(answer.message ?? eventSuccess.couponCreated)
      setValues(emptyCoupon)
      void queryClient.invalidateQueries({ queryKey: eventKeys.coupons(eventId) })
    },
    onError: (error) => {
      setErrors(serverFieldErrors(error, couponServerFields))
      setAlert(failureMessage(error, eventDefaults.createCoupon))
    },
  })

  const change = (field: keyof CouponFormValues) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }))
    setErrors((current) => ({ ...current, [field]: undefined }))
  }

  const title = event.data?.event.title ?? 'the event'
  return (
    <div>
      <PageTitle>{`Coupons · ${title}`}</PageTitle>
      <Link to={`/dashboard/events/${eventId}`} className="button button--ghost">
        <ArrowLeft aria-hidden="true" size={18} /> {title}
      </Link>
      <h1 className="page-heading">Coupons</h1>
      <form
        className="panel"
        noValidate
        aria-label="New coupon"
        onSubmit={(submitted) => {
          submitted.preventDefault()
          if (create.isPending) return
          const found = validateCoupon(values)
          setErrors(found)
          if (Object.keys(found).length > 0) return setAlert('Please correct the fields marked below.')
          setAlert(undefined)
          create.mutate(toCouponBody(values))
        }}
      >
        <FormAlert message={alert} />
        <div className="form-grid">
          <TextField label="Code" value={values.code} onChange={(text) => change('code')(text.toUpperCase())} error={errors.code} maxLength={30} autoCapitalize="characters" />
          <SelectField label="Discount" value={values.discountType} onChange={change('discountType')} options={[{ value: 'percent', label: 'Percent off' }, { value: 'flat', label: 'Amount off (₹)' }]} />
          <TextField label={values.discountType === 'percent' ? 'Percent off' : 'Amount off (₹)'} inputMode="decimal" value={values.value} onChange={change('value')} error={errors.value} />
          <TextField label="Max uses" inputMode="numeric" value={values.maxUses} onChange={change('maxUses')} error={errors.maxUses} hint="Each booking uses it once" />
          <TextField label="Valid from" type="datetime-local" value={values.validFrom} onChange={change('validFrom')} error={errors.validFrom} hint="Club time (Delhi)" />
          <TextField label="Valid to" type="datetime-local" value={values.validTo} onChange={change('validTo')} error={errors.validTo} hint="Club time (Delhi)" />
        </div>
        <div className="form__row form__row--end">
          <button type="submit" className="button button--primary" disabled={create.isPending}>
            {create.isPending && <Spinner size="small" />}
            Create coupon
          </button>
        </div>
      </form>
      <section className="panel" aria-labelledby="event-coupons">
        <h2 id="event-coupons" className="panel__title">
          Coupons of this event
        </h2>
        <CouponList coupons={coupons} />
      </section>
    </div>
  )
}

function CouponList({ coupons }: { coupons: ReturnType<typeof useQuery<Coupon[]>> }) {
  if (coupons.isPending) {
    return <LoadingState>Loading coupons…</LoadingState>
  }
  if (coupons.isError) {
    return <ErrorState title="Coupons could not be loaded" message={failureMessage(coupons.error, 'Failed to fetch coupons')} onRetry={() => void coupons.refetch()} />
  }
  if (coupons.data.length === 0) return <EmptyState title="No coupons yet">A coupon made above appears here with its uses.</EmptyState>
  return (
    <ul className="record-list" aria-label="Coupons">
      {coupons.data.map((coupon) => (
        <li key={coupon.coupon_id} className="record">
          <div className="record__main">
            <p className="record__title">
              {coupon.code}
              {coupon.state && <span className="record__meta"> · {stateText[coupon.state]}</span>}
            </p>
            <p className="record__meta">
              {discountText(coupon)} · used {coupon.uses_count} of {coupon.max_uses} · {formatWhen(coupon.valid_from)} – {formatWhen(coupon.valid_to)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
