import type { Executor } from '../db/database.js'
import { eventSlug } from '../../domain/slug.js'
import { demoClubFunctions, ist, type DemoEvent } from './demo-club-functions.js'

// The Upcoming Events page's six samples (spec 1 §§2, 3), one per category, dated after the demo
// "today" (22 November 2026). Prices are paise; member_price_paise is the discounted price.
const upcomingEvents: DemoEvent[] = [
  {
    title: 'Yoga & Wellness Retreat',
    description:
      'A Sunday morning of sunrise yoga, pranayama and guided meditation on the lawn, closed with a talk on seasonal eating and a healthy breakfast.',
    event_type: 'wellness',
    start_at: ist('2026-11-29', '06:30'),
    end_at: ist('2026-11-29', '09:30'),
    venue: 'Main Lawn',
    capacity: 40,
    price_paise: 120_000,
    member_price_paise: 80_000,
    highlights: [
      'Sunrise hatha yoga',
      'Pranayama and guided meditation',
      'Talk on winter diet by an Ayurveda physician',
      'Healthy breakfast at the cafe',
    ],
  },
  {
    title: 'Business Networking Breakfast',
    description:
      "Meet the club's entrepreneurs, doctors, lawyers and professionals over breakfast, with a short talk on Delhi's startup scene.",
    event_type: 'business',
    start_at: ist('2026-12-05', '08:00'),
    end_at: ist('2026-12-05', '10:30'),
    venue: 'Garden Restaurant',
    capacity: 60,
    price_paise: 150_000,
    member_price_paise: 100_000,
    highlights: ['Keynote by a founder of a Delhi startup', 'Structured introductions table by table', 'Full breakfast buffet'],
  },
  {
    title: 'Winter Social Evening',
    description:
      'An evening under the stars with live ghazals, a bonfire, winter specials from the Indian kitchen and the bar open on the lawn.',
    event_type: 'social',
    start_at: ist('2026-12-12', '19:00'),
    end_at: ist('2026-12-12', '23:00'),
    venue: 'Main Lawn',
    capacity: 250,
    price_paise: 250_000,
    member_price_paise: 180_000,
    highlights: [
      'Live ghazal performance',
      'Bonfire and heaters on the lawn',
      'Winter menu from the Indian kitchen',
      'Bar service on the lawn',
    ],
    featured: true,
  },
  {
    title: 'Family Fun Day',
    description:
      "A day for the whole family: treasure hunt, magic show, pottery and painting corners, and a picnic lunch by the children's play area.",
    event_type: 'family',
    start_at: ist('2026-12-20', '11:00'),
    end_at: ist('2026-12-20', '17:00'),
    venue: "Main Lawn and Children's Play Area",
    capacity: 300,
    price_paise: 100_000,
    member_price_paise: 60_000,
    highlights: ['Treasure hunt across the club', 'Magic show at 3 pm', 'Pottery and painting corners', 'Picnic lunch'],
  },
  {
    title: 'Inter-Club Badminton Championship',
    description:
      'Two days of singles and doubles against players from our affiliated clubs in Delhi NCR, with open, veterans and junior categories.',
    event_type: 'sports',
    start_at: ist('2027-01-09', '09:00'),
    end_at: ist('2027-01-10', '18:00'),
    venue: 'Badminton Courts, Sports Complex',
    capacity: 64,
    price_paise: 200_000,
    member_price_paise: 150_000,
    highlights: [
      'Open, veterans (45+) and under-16 categories',
      'BWF-certified umpires',
      'Trophies and cash prizes',
      'Lunch for all players',
    ],
  },
  {
    title: 'Mughlai Food Festival',
    description:
      'Our chefs cook the food of old Delhi and Lucknow: nihari, galouti kebabs, dum biryani and shahi tukda, with live counters and qawwali.',
    event_type: 'culinary',
    start_at: ist('2027-01-16', '19:30'),
    end_at: ist('2027-01-16', '23:30'),
    venue: 'Indian Restaurant',
    capacity: 120,
    price_paise: 220_000,
    member_price_paise: 175_000,
    highlights: [
      'Live kebab and biryani counters',
      'Nihari and sheermal from old Delhi recipes',
      'Qawwali performance',
      'Shahi tukda and phirni',
    ],
    featured: true,
  },
]

// Two rows the public must never see: a draft still being planned, and a members-only meeting.
const hiddenEvents: DemoEvent[] = [
  {
    title: 'Republic Day Quiz Night',
    description: 'Draft: teams of four, questions on Indian history and the Constitution. Quizmaster to be confirmed.',
    event_type: 'social',
    start_at: ist('2027-01-26', '19:00'),
    end_at: ist('2027-01-26', '22:00'),
    venue: 'Card Room',
    capacity: 80,
    price_paise: 50_000,
    member_price_paise: 30_000,
    highlights: ['Teams of four', 'Prizes for the top three teams'],
    status: 'draft',
  },
  {
    title: "Members' Annual General Meeting 2026",
    description: 'The annual general meeting: accounts for 2025-26, the managing committee report and elections. Members only.',
    event_type: 'business',
    start_at: ist('2026-12-13', '11:00'),
    end_at: ist('2026-12-13', '13:00'),
    venue: 'Banquet Hall',
    capacity: 250,
    price_paise: 0,
    member_price_paise: null,
    highlights: ['Accounts for 2025-26', 'Managing committee elections'],
    status: 'published',
    visibility: 'members',
  },
]

/** Upcoming cards use one image each: /images/events/{slug}-960.webp. */
function withUpcomingDefaults(event: DemoEvent) {
  const slug = eventSlug(event.title)
  return { status: 'published' as const, visibility: 'public' as const, ...event, slug, image_url: `/images/events/${slug}-960.webp` }
}

/** Seeds the past functions and the upcoming, draft and members-only events; authored by the admin. */
export async function seedDemoEvents(trx: Executor): Promise<void> {
  const admin = await trx.selectFrom('users').select('user_id').where('email', '=', 'admin@club.test').executeTakeFirstOrThrow()
  const rows = [...demoClubFunctions(), ...[...upcomingEvents, ...hiddenEvents].map(withUpcomingDefaults)]
  await trx
    .insertInto('events')
    .values(rows.map((row) => ({ ...row, created_by: admin.user_id })))
    .execute()
}
