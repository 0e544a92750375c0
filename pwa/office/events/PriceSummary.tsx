import { formatRupees } from '../../../domain/money'

/** Tickets × price, the coupon's discount, and what is to pay, in rupees. */
export function PriceSummary({
  ticketCount,
  unitPaise,
  discountPaise,
  note,
}: {
  ticketCount: number
  unitPaise: number
  discountPaise: number
  note?: string
}) {
  const subtotal = unitPaise * ticketCount
  return (
    <dl className="price-summary" aria-label="Price">
      <div className="price-summary__row">
        <dt>
          {ticketCount} × {formatRupees(unitPaise)}
        </dt>
        <dd>{formatRupees(subtotal)}</dd>
      </div>
      {discountPaise > 0 && (
        <div className="price-summary__row">
          <dt>Coupon</dt>
          <dd>−{formatRupees(discountPaise)}</dd>
        </div>
      )}
      <div className="price-summary__row price-summary__row--total">
        <dt>Total</dt>
        <dd>{formatRupees(Math.max(0, subtotal - discountPaise))}</dd>
      </div>
      {note && <p className="record__meta">{note}</p>}
    </dl>
  )
}
