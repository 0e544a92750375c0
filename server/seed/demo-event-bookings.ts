import type { Executor } from '../db/database.js'
import { eventSlug } from '../../domain/slug.js'
import { cancelBookingInTransaction } from '../event-bookings/booking-changes.service.js'
import { placeBookingInTransaction, type BookingRequest } from '../event-bookings/booking-placement.service.js'
import { scanTicketsInTransaction } from '../event-bookings/check-in.service.js'
import type { TicketSigner } from '../tickets/ticket-keys.js'

const HOUR = 3_600_000
const DAY = 24 * HOUR

// A members' evening under way when the demo starts (relative to now, like the kitchen's orders), so
// the door has a list to check in: members-only, so the public pages' samples stay as they are.
const TITLE = "Members' Sundowner"

// Who booked, the first names of the family they bring, and where: the desk books until the event
// ends, so the office and the reception both could.
const demoBookings: { memberId: string; family: string[]; channel: BookingRequest['channel'] }[] = [
  { memberId: 'M1001', family: ['Anjali'], channel: 'office' },
  { memberId: 'M1003', family: ['Ritu', 'Kabir'], channel: 'office' },
  { memberId: 'M1010', family: [], channel: 'reception' },
  { memberId: 'M1002', family: ['Rohan'], channel: 'reception' },
  { memberId: 'M1004', family: [], channel: 'office' },
]

/** The member and their family by name, as the tickets are held ('Anjali Malhotra'). */
async function holdersOf(trx: Executor, memberId: string, family: string[]) {
  const { name } = await trx.selectFrom('members').select('name').where('member_id', '=', memberId).executeTakeFirstOrThrow()
  const surname = name.split(' ').at(-1)!
  return [name, ...family.map((first) => `${first} ${surname}`)]
}

/**
 * Today's members' evening with a few bookings (one cancelled, one couple already inside) and a
 * coupon on the Winter Social Evening, inside the demo seed's transaction. Tickets are signed with
 * the server's key, so the door accepts them as it would any sold ticket.
 */
export async function seedDemoEventBookings(trx: Executor, signer: Pick<TicketSigner, 'sign'>, now = new Date()) {
  const admin = await trx.selectFrom('users').select('user_id').where('email', '=', 'admin@club.test').executeTakeFirstOrThrow()
  const reception = await trx.selectFrom('users').select('user_id').where('email', '=', 'reception@club.test').executeTakeFirstOrThrow()
  const start = new Date(Math.floor((now.getTime() - HOUR) / HOUR) * HOUR)
  const { event_id: eventId } = await trx
    .insertInto('events')
    .values({
      title: TITLE,
      slug: eventSlug(TITLE),
      description:
        'Sundowners on the lawn for members and their families: live acoustic music, the bar open and snacks from the Garden Kitchen.',
      event_type: 'social',
      start_at: start,
      end_at: new Date(start.getTime() + 5 * HOUR),
      venue: 'Main Lawn',
      capacity: 120,
      price_paise: 150_000,
      member_price_paise: 100_000,
      highlights: ['Live acoustic set', 'Bar open on the lawn', 'Snacks from the Garden Kitchen'],
      visibility: 'members',
      status: 'published',
      created_by: admin.user_id,
      created_at: now,
      updated_at: now,
    })
    .returning('event_id')
    .executeTakeFirstOrThrow()

  const bookings = []
  for (const booking of demoBookings) {
    const request: BookingRequest = {
      eventId,
      bookingType: 'member',
      memberId: booking.memberId,
      contact: { name: null, phone: null, email: null },
      holders: (await holdersOf(trx, booking.memberId, booking.family)).map((name) => ({ name, dependentId: null })),
      couponCode: null,
      paymentMethod: null,
      channel: booking.channel,
      createdBy: booking.channel === 'reception' ? reception.user_id : admin.user_id,
    }
    bookings.push(await placeBookingInTransaction(trx, signer, request, now))
  }
  const [malhotras, , , , joshi] = bookings
  await cancelBookingInTransaction(trx, joshi!.booking_id, { userId: admin.user_id, reason: 'Member called to cancel', now })
  await scanTicketsInTransaction(trx, {
    bookingId: malhotras!.booking_id,
    ticketIds: malhotras!.tickets.map((ticket) => ticket.ticketId),
    type: 'entry',
    userId: reception.user_id,
    at: now,
  })

  const winterEvening = await trx
    .selectFrom('events')
    .select(['event_id', 'start_at'])
    .where('slug', '=', 'winter-social-evening')
    .executeTakeFirstOrThrow()
  await trx
    .insertInto('event_coupons')
    .values({
      event_id: winterEvening.event_id,
      code: 'WINTER10',
      discount_type: 'percent',
      value: 10,
      max_uses: 50,
      valid_from: new Date(now.getTime() - DAY),
      // Until the evening starts; a demo started after that still gets a month to try it.
      valid_to: new Date(Math.max(winterEvening.start_at.getTime(), now.getTime() + 30 * DAY)),
      created_by: admin.user_id,
      created_at: now,
      updated_at: now,
    })
    .execute()
}
