import { formatRupees } from '../../../domain/money'
import type { UpcomingEvent } from './queries'

/** The member (discounted) price beside the struck-through full price; one price when they are equal. */
export function EventPrice({ event }: { event: Pick<UpcomingEvent, 'price_paise' | 'member_price_paise'> }) {
  const memberPrice = memberPriceOf(event)
  if (memberPrice === undefined) {
    return (
      <p className="event-price">
        <span className="event-price__current">{event.price_paise === 0 ? 'Free' : formatRupees(event.price_paise)}</span>
      </p>
    )
  }
  return (
    <p className="event-price">
      <span className="visually-hidden">Regular price </span>
      <s className="event-price__original">{formatRupees(event.price_paise)}</s> <span className="visually-hidden">, member price </span>
      <span className="event-price__current">{formatRupees(memberPrice)}</span>
      <span className="event-price__note" aria-hidden="true">
        member price
      </span>
    </p>
  )
}

/** The members' price when it really is lower than the full one. */
function memberPriceOf(event: Pick<UpcomingEvent, 'price_paise' | 'member_price_paise'>): number | undefined {
  const { price_paise: price, member_price_paise: memberPrice } = event
  return memberPrice !== null && memberPrice < price ? memberPrice : undefined
}

/** What the tag on a card's photo shows: the price a member pays. */
export function headlinePrice(event: Pick<UpcomingEvent, 'price_paise' | 'member_price_paise'>): string {
  const price = memberPriceOf(event) ?? event.price_paise
  return price === 0 ? 'Free' : formatRupees(price)
}
