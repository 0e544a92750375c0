import { formatRupees } from '../../domain/money.js'
import {
  clubMinutesOf,
  minutesOf,
  priceSportsBooking,
  slotsOf,
  type SportsBookingStatus,
  type SportsItemKind,
} from '../../domain/sports.js'
import { addDays, clubInstant } from '../../domain/sports.js'
import { clubDate } from '../../domain/time.js'
import type { Executor } from '../db/database.js'
import { postEntry } from '../member-accounts/ledger.service.js'

/**
 * The club's sports (ADR 015): its activities with their courts, lanes, tables and bays, realistic
 * slot lengths, hours and prices (paise per item per slot), a few coaching subcategories; and, for
 * a real server, today's and the next three days' bookings by demo members, so the desk and the
 * member app have a day to show. Inside the demo seed's transaction; always the same pattern.
 */

interface DemoActivity {
  name: string
  category: string
  description: string
  isPublic: boolean
  slotMinutes: number
  hours: [open: string, close: string]
  price: number
  guestPrice: number | null
  maxPlayers: number
  items: { kind: SportsItemKind; names: string[] }
  subcategories: { name: string; description: string; price: number | null }[]
}

const numbered = (label: string, count: number) => Array.from({ length: count }, (_, index) => `${label} ${index + 1}`)

const activities: DemoActivity[] = [
  {
    name: 'Golf Academy',
    category: 'Golf',
    description: 'Six covered driving bays with launch monitors; clubs and balls at the desk.',
    isPublic: true,
    slotMinutes: 60,
    hours: ['06:00', '20:00'],
    price: 80_000,
    guestPrice: 150_000,
    maxPlayers: 2,
    items: { kind: 'bay', names: numbered('Bay', 6) },
    subcategories: [
      { name: 'Lesson with the pro', description: 'One hour with the academy professional.', price: 250_000 },
      { name: 'Junior coaching', description: 'Under-16 group coaching on weekends.', price: 120_000 },
    ],
  },
  {
    name: 'Shooting Range',
    category: 'Shooting',
    description: 'Ten-metre air rifle and pistol lanes; a range officer on duty.',
    isPublic: false,
    slotMinutes: 30,
    hours: ['09:00', '18:00'],
    price: 60_000,
    guestPrice: 120_000,
    maxPlayers: 1,
    items: { kind: 'lane', names: numbered('Lane', 8) },
    subcategories: [{ name: 'Coaching', description: 'With the range coach.', price: 150_000 }],
  },
  {
    name: 'Billiards and Pool',
    category: 'Cue sports',
    description: 'Two English billiards tables and two pool tables in the card room wing.',
    isPublic: true,
    slotMinutes: 60,
    hours: ['10:00', '23:00'],
    price: 30_000,
    guestPrice: 50_000,
    maxPlayers: 4,
    items: { kind: 'table', names: ['Billiards Table 1', 'Billiards Table 2', 'Pool Table 1', 'Pool Table 2'] },
    subcategories: [],
  },
  {
    name: 'Table Tennis',
    category: 'Racquet sports',
    description: 'Four tables in the indoor hall; bats and balls at the desk.',
    isPublic: true,
    slotMinutes: 30,
    hours: ['06:00', '22:00'],
    price: 10_000,
    guestPrice: 20_000,
    maxPlayers: 4,
    items: { kind: 'table', names: numbered('TT Table', 4) },
    subcategories: [],
  },
  {
    name: 'Badminton',
    category: 'Racquet sports',
    description: 'Four wooden-floor courts with match lighting.',
    isPublic: true,
    slotMinutes: 60,
    hours: ['06:00', '22:00'],
    price: 40_000,
    guestPrice: 70_000,
    maxPlayers: 4,
    items: { kind: 'court', names: numbered('Court', 4) },
    subcategories: [{ name: 'Coaching', description: 'Group coaching with the club coach.', price: 100_000 }],
  },
  {
    name: 'Swimming',
    category: 'Aquatics',
    description: 'The 25-metre heated pool, six lanes; lifeguard on duty.',
    isPublic: true,
    slotMinutes: 60,
    hours: ['06:00', '20:00'],
    price: 20_000,
    guestPrice: 50_000,
    maxPlayers: 2,
    items: { kind: 'lane', names: numbered('Pool Lane', 6) },
    subcategories: [{ name: 'Swimming lessons', description: 'Lessons for children and adults.', price: 120_000 }],
  },
  {
    name: 'Squash',
    category: 'Racquet sports',
    description: 'Three glass-backed courts.',
    isPublic: true,
    slotMinutes: 45,
    hours: ['06:00', '21:00'],
    price: 35_000,
    guestPrice: 60_000,
    maxPlayers: 2,
    items: { kind: 'court', names: numbered('Squash Court', 3) },
    subcategories: [],
  },
  {
    name: 'Gym',
    category: 'Fitness',
    description: 'Personal training bays in the gym; the gym floor itself needs no booking.',
    isPublic: true,
    slotMinutes: 60,
    hours: ['06:00', '21:00'],
    price: 50_000,
    guestPrice: 80_000,
    maxPlayers: 1,
    items: { kind: 'bay', names: numbered('Training Bay', 3) },
    subcategories: [],
  },
]

const guests = ['Anita Desai', 'Vikas Khanna', 'Farah Ali', 'Joseph Mathew', 'Lakshmi Iyer']

type Seeded = { activityId: number; activity: DemoActivity; itemIds: number[] }

async function seedActivity(trx: Executor, activity: DemoActivity, now: Date): Promise<Seeded> {
  const { activity_id: activityId } = await trx
    .insertInto('sports_activities')
    .values({
      name: activity.name,
      category: activity.category,
      description: activity.description,
      is_public: activity.isPublic,
      slot_minutes: activity.slotMinutes,
      open_time: activity.hours[0],
      close_time: activity.hours[1],
      price_paise: activity.price,
      guest_price_paise: activity.guestPrice,
      max_players: activity.maxPlayers,
      image_url: null,
      deleted_at: null,
      created_by: null,
      created_at: now,
      updated_at: now,
    })
    .returning('activity_id')
    .executeTakeFirstOrThrow()
  const items = await trx
    .insertInto('sports_items')
    .values(activity.items.names.map((name) => ({ name, kind: activity.items.kind })))
    .returning('item_id')
    .execute()
  const itemIds = items.map((item) => item.item_id)
  await trx
    .insertInto('sports_activity_items')
    .values(itemIds.map((itemId, position) => ({ activity_id: activityId, item_id: itemId, position })))
    .execute()
  if (activity.subcategories.length > 0) {
    await trx
      .insertInto('sports_subcategories')
      .values(
        activity.subcategories.map((sub) => ({
          activity_id: activityId,
          name: sub.name,
          description: sub.description,
          price_paise: sub.price,
        })),
      )
      .execute()
  }
  return { activityId, activity, itemIds }
}

/** Today: what has ended was played (now and then a no-show), what is under way is on court. */
function statusOf(day: number, start: number, end: number, nowMinutes: number, serial: number): SportsBookingStatus {
  if (serial % 17 === 0) return 'cancelled'
  if (day > 0 || start > nowMinutes) return 'confirmed'
  if (end <= nowMinutes) return serial % 6 === 0 ? 'no_show' : 'completed'
  return 'checked_in'
}

interface DemoBooking {
  seeded: Seeded
  itemId: number
  date: string
  start: string
  end: string
  member: { member_id: string; name: string; mobile: string | null }
  guest: string | null
  status: SportsBookingStatus
}

async function insertDemoBooking(trx: Executor, booking: DemoBooking, deskUserId: number, now: Date) {
  const { activity, activityId } = booking.seeded
  const userType = booking.guest ? 'guest' : 'member'
  const pricing = priceSportsBooking(
    { pricePaise: activity.price, guestPricePaise: activity.guestPrice },
    { slotCount: 1, playerCount: 2, userType },
  )
  const startedAt = clubInstant(booking.date, booking.start)
  const endedAt = clubInstant(booking.date, booking.end)
  const isPlayed = booking.status === 'checked_in' || booking.status === 'completed'
  const { booking_id: bookingId } = await trx
    .insertInto('sports_bookings')
    .values({
      activity_id: activityId,
      item_id: booking.itemId,
      subcategory_id: null,
      user_type: userType,
      member_id: booking.guest ? null : booking.member.member_id,
      contact_name: booking.guest ?? booking.member.name,
      contact_phone: booking.guest ? null : booking.member.mobile,
      booking_date: booking.date,
      start_time: booking.start,
      end_time: booking.end,
      player_count: Math.min(2, activity.maxPlayers),
      channel: booking.guest ? 'reception' : 'member',
      status: booking.status,
      slot_count: 1,
      unit_price_paise: pricing.unit_price_paise,
      total_paise: pricing.total_paise,
      payment_method: booking.guest ? (isPlayed ? 'cash' : null) : 'member_account',
      payment_status: booking.guest
        ? isPlayed
          ? 'paid'
          : booking.status === 'cancelled'
            ? 'voided'
            : 'due'
        : booking.status === 'cancelled'
          ? 'voided'
          : 'charged',
      amount_paid_paise: booking.guest && isPlayed ? pricing.total_paise : 0,
      checked_in_at: isPlayed ? startedAt : null,
      checked_in_by: isPlayed ? deskUserId : null,
      checked_in_device: isPlayed ? 'demo-desk' : null,
      checked_out_at: booking.status === 'completed' ? endedAt : null,
      checked_out_by: booking.status === 'completed' ? deskUserId : null,
      checked_out_device: booking.status === 'completed' ? 'demo-desk' : null,
      invoice_number: null,
      invoiced_at: null,
      created_by: booking.guest ? deskUserId : null,
      cancelled_at: booking.status === 'cancelled' ? now : null,
      cancel_reason: booking.status === 'cancelled' ? 'Cancelled by the member' : null,
      created_at: now,
      updated_at: now,
    })
    .returning('booking_id')
    .executeTakeFirstOrThrow()
  const byMember = booking.guest ? { changed_by_user: deskUserId } : { changed_by_member: booking.member.member_id }
  await trx
    .insertInto('sports_booking_history')
    .values({ booking_id: bookingId, from_status: null, to_status: 'confirmed', ...byMember, at: now })
    .execute()
  if (booking.status !== 'confirmed') {
    await trx
      .insertInto('sports_booking_history')
      .values({ booking_id: bookingId, from_status: 'confirmed', to_status: booking.status, ...byMember, at: now })
      .execute()
  }
  if (booking.guest || pricing.total_paise === 0) return
  const description = `${activity.name} on ${booking.date}, ${booking.start}–${booking.end}, booking ${bookingId} (${formatRupees(pricing.total_paise)})`
  // The demo's history: charged as the bookings were, with no credit limit in the way of the seed.
  const source = { type: 'sports_booking', id: bookingId }
  const { entryId } = await postEntry(trx, {
    memberId: booking.member.member_id,
    kind: 'sports_booking',
    amountPaise: -pricing.total_paise,
    description,
    source,
    now,
  })
  if (booking.status === 'cancelled') {
    await postEntry(trx, {
      memberId: booking.member.member_id,
      kind: 'sports_booking_refund',
      amountPaise: pricing.total_paise,
      description: `Refund: ${description} cancelled`,
      source,
      reversesEntryId: entryId,
      now,
    })
  }
}

/** Each item gets two or three one-slot bookings a day on slots spread over the day, never overlapping. */
async function seedDemoBookings(trx: Executor, seeded: Seeded[], now: Date) {
  const members = await trx
    .selectFrom('members')
    .select(['member_id', 'name', 'mobile'])
    .where('status', '=', 'active')
    .orderBy('member_id')
    .limit(24)
    .execute()
  const desk = await trx.selectFrom('users').select('user_id').where('email', '=', 'reception@club.test').executeTakeFirstOrThrow()
  const today = clubDate(now)
  const nowMinutes = clubMinutesOf(now)
  let serial = 0
  for (let day = 0; day < 4; day++) {
    for (const entry of seeded) {
      const slots = slotsOf({
        slotMinutes: entry.activity.slotMinutes,
        openTime: entry.activity.hours[0],
        closeTime: entry.activity.hours[1],
        maxSlotsPerBooking: 1,
      })
      for (const [itemIndex, itemId] of entry.itemIds.entries()) {
        const picks = new Set(
          [0, 1, 2]
            .slice(0, 2 + ((itemIndex + day) % 2))
            .map((k) => (itemIndex * 3 + day * 2 + k * Math.ceil(slots.length / 3)) % slots.length),
        )
        for (const pick of picks) {
          serial++
          const slot = slots[pick]!
          await insertDemoBooking(
            trx,
            {
              seeded: entry,
              itemId,
              date: addDays(today, day),
              start: slot.startTime,
              end: slot.endTime,
              member: members[serial % members.length]!,
              guest: serial % 7 === 0 ? guests[serial % guests.length]! : null,
              status: statusOf(day, minutesOf(slot.startTime), minutesOf(slot.endTime), nowMinutes, serial),
            },
            desk.user_id,
            now,
          )
        }
      }
    }
  }
}

export async function seedDemoSports(trx: Executor, options: { withBookings: boolean; now?: Date }) {
  const now = options.now ?? new Date()
  const seeded: Seeded[] = []
  for (const activity of activities) seeded.push(await seedActivity(trx, activity, now))
  if (options.withBookings) await seedDemoBookings(trx, seeded, now)
}
