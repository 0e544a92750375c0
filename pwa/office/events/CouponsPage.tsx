import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { ArrowLeft } from 'lucide-react'
import { Link, useParams } from 'react-router-dom'
import { toast } from 'sonner'
import { formatRupees } from '../../../domain/money'
import { createCouponBody, type Coupon, type CouponState } from '../../../domain/contract/event-bookings'
import { createCoupon } from '../../../domain/contract/event-bookings-office'
import { callApi } from '../../api/client'
import { FormTextField } from '../../forms/FormTextField'
import { useContractForm } from '../../forms/use-contract-form'
import { EmptyState } from '../../ui/EmptyState'
import { ErrorState } from '../../ui/ErrorState'
import { FormAlert } from '../../ui/FormAlert'
import { PageTitle } from '../../ui/PageTitle'
import { Spinner } from '../../ui/Spinner'
import { failureMessage } from '../../api/failure'
import { couponBody, couponRequest, emptyCoupon, type CouponFormValues } from './coupon-form'
import { formatWhen } from './event-format'
import { eventDefaults, eventSuccess } from './failure'
import { FormSelectField } from '../../forms/FormSelectField'
import { eventCouponsQuery, eventKeys, eventQuery } from './queries'
import { LoadingState } from '../../ui/LoadingState'
import '../restaurants/restaurants.css'
import './events.css'

const discountText = (coupon: Coupon) => (coupon.discount_type === 'percent' ? `${coupon.value}% off` : `${formatRupees(coupon.value)} off`)

const stateText: Record<CouponState, string> = { active: 'Active', scheduled: 'Not yet valid', expired: 'Expired', used_up: 'Used up' }

/** /dashboard/events/:eventId/coupons: the event's coupons (GET) and a form for a new one (POST). */
export function CouponsPage() {
  const eventId = Number(useParams().eventId)
  const event = useQuery(eventQuery(eventId))
  const { form, alert, showFailure, submitWith } = useContractForm({
    schema: createCouponBody,
    defaultValues: emptyCoupon,
    toRequest: (values: CouponFormValues) => couponRequest(values),
  })
  const coupons = useQuery(eventCouponsQuery(eventId))
  const queryClient = useQueryClient()

  const create = useMutation({
    mutationFn: (body: ReturnType<typeof couponBody>) => callApi(createCoupon, { params: { id: eventId }, body }),
    onSuccess: (answer) => {
      toast.success(answer.message || eventSuccess.couponCreated)
      form.reset(emptyCoupon)
      void queryClient.invalidateQueries({ queryKey: eventKeys.coupons(eventId) })
    },
    onError: (error) => showFailure(error, eventDefaults.createCoupon),
  })
  const { control } = form
  const isPercent = form.watch('discount_type') === 'percent'

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
        onSubmit={submitWith((request) => {
          if (!create.isPending) create.mutate(couponBody(request))
        })}
      >
        <FormAlert message={alert} />
        <div className="form-grid">
          <FormTextField control={control} name="code" label="Code" maxLength={30} autoCapitalize="characters" />
          <FormSelectField
            control={control}
            name="discount_type"
            label="Discount"
            options={[
              { value: 'percent', label: 'Percent off' },
              { value: 'flat', label: 'Amount off (₹)' },
            ]}
          />
          <FormTextField control={control} name="value" label={isPercent ? 'Percent off' : 'Amount off (₹)'} inputMode="decimal" />
          <FormTextField control={control} name="max_uses" label="Max uses" inputMode="numeric" hint="Each booking uses it once" />
          <FormTextField control={control} name="valid_from" label="Valid from" type="datetime-local" hint="Club time (Delhi)" />
          <FormTextField control={control} name="valid_to" label="Valid to" type="datetime-local" hint="Club time (Delhi)" />
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
    return (
      <ErrorState
        title="Coupons could not be loaded"
        message={failureMessage(coupons.error, 'Failed to fetch coupons')}
        onRetry={() => void coupons.refetch()}
      />
    )
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
              {discountText(coupon)} · used {coupon.uses_count} of {coupon.max_uses} · {formatWhen(coupon.valid_from)} –{' '}
              {formatWhen(coupon.valid_to)}
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
