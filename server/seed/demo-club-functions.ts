import type { Insertable } from 'kysely'
import type { EventsTable } from '../db/schema.js'
import { eventSlug } from '../../domain/slug.js'
import { CLUB_UTC_OFFSET } from '../../domain/time.js'

/** A demo event as written here; the seed adds the slug, image and gallery paths from the title. */
export type DemoEvent = Omit<Insertable<EventsTable>, 'slug'>

/** A wall-clock time in Delhi, e.g. ist('2025-10-18', '18:00'). */
export const ist = (date: string, time: string) => new Date(`${date}T${time}:00${CLUB_UTC_OFFSET}`)

export const GALLERY_SIZE = 6

/** /images/functions/{slug}/01-960.webp … 06-960.webp: the paths the photo pipeline writes. */
export function functionGallery(slug: string): string[] {
  return Array.from({ length: GALLERY_SIZE }, (_, index) => `/images/functions/${slug}/${String(index + 1).padStart(2, '0')}-960.webp`)
}

// Eight functions of the past year, each with its photo gallery: what the Events page shows.
const pastFunctions: DemoEvent[] = [
  {
    title: 'Diwali Mela 2025',
    description:
      'The club lawn lit with diyas and lanterns: food stalls from both our kitchens, tambola, a rangoli competition and music till late.',
    event_type: 'family',
    start_at: ist('2025-10-18', '18:00'),
    end_at: ist('2025-10-18', '23:00'),
    venue: 'Main Lawn',
    capacity: 500,
    price_paise: 150_000,
    member_price_paise: 100_000,
    highlights: [
      'Food stalls from the Indian and Chinese kitchens',
      'Tambola and games for all ages',
      'Rangoli competition',
      'Diya lighting at dusk',
    ],
  },
  {
    title: 'Christmas Carnival 2025',
    description:
      'An afternoon carnival with Santa, carol singers from a Delhi choir, a plum cake counter from our bakery and rides for the children.',
    event_type: 'family',
    start_at: ist('2025-12-25', '12:00'),
    end_at: ist('2025-12-25', '18:00'),
    venue: "Main Lawn and Children's Play Area",
    capacity: 400,
    price_paise: 100_000,
    member_price_paise: 60_000,
    highlights: [
      'Santa with gifts for the children',
      'Carols by candlelight',
      'Plum cake and mulled wine counter',
      'Pony rides and a bouncy castle',
    ],
  },
  {
    title: "New Year's Eve Gala 2026",
    description:
      'Black-tie dinner and dance to welcome 2026, with a live band, a DJ after midnight and a five-course dinner in the banquet hall.',
    event_type: 'social',
    start_at: ist('2025-12-31', '20:00'),
    end_at: ist('2026-01-01', '01:30'),
    venue: 'Banquet Hall and Main Lawn',
    capacity: 250,
    price_paise: 650_000,
    member_price_paise: 450_000,
    highlights: ['Live band and DJ', 'Five-course gala dinner', 'Midnight countdown on the lawn', 'Black-tie dress code'],
  },
  {
    title: 'Lohri Night 2026',
    description: 'A bonfire on the lawn, dhol and bhangra, and a Punjabi spread of sarson da saag, makki di roti, gajak and rewri.',
    event_type: 'social',
    start_at: ist('2026-01-13', '19:00'),
    end_at: ist('2026-01-13', '23:00'),
    venue: 'Main Lawn',
    capacity: 350,
    price_paise: 120_000,
    member_price_paise: 80_000,
    highlights: ['Traditional bonfire', 'Live dhol and bhangra', 'Punjabi winter dinner', 'Til, gajak and rewri for everyone'],
  },
  {
    title: "Founders' Day Dinner 2026",
    description:
      'The club turned 32 on 23 January. Past presidents, founder members and their families dined together in the banquet hall.',
    event_type: 'social',
    start_at: ist('2026-01-23', '19:30'),
    end_at: ist('2026-01-23', '23:00'),
    venue: 'Banquet Hall',
    capacity: 250,
    price_paise: 300_000,
    member_price_paise: 200_000,
    highlights: ['Tribute to the founder members of 1994', "President's address", 'Ghazal evening', 'Formal dinner'],
  },
  {
    title: 'Holi Milan 2026',
    description: 'Organic colours, a rain dance, thandai and chaat on the lawn: the club celebrated Holi together from mid-morning.',
    event_type: 'family',
    start_at: ist('2026-03-04', '10:00'),
    end_at: ist('2026-03-04', '15:00'),
    venue: 'Main Lawn',
    capacity: 500,
    price_paise: 100_000,
    member_price_paise: 50_000,
    highlights: ['Organic gulal only', 'Rain dance with a DJ', 'Thandai and chaat counters', 'Separate colour zone for children'],
  },
  {
    title: 'Summer Pool Party 2026',
    description: 'An evening by the pool with a DJ, mocktails, a barbecue from the garden kitchen and a water polo match between members.',
    event_type: 'social',
    start_at: ist('2026-05-16', '17:00'),
    end_at: ist('2026-05-16', '22:00'),
    venue: 'Swimming Pool Deck',
    capacity: 150,
    price_paise: 200_000,
    member_price_paise: 140_000,
    highlights: ['Poolside DJ', 'Barbecue and mocktail bar', 'Members’ water polo match', 'Lifeguards on duty throughout'],
  },
  {
    title: 'Independence Day Brunch 2026',
    description:
      'Flag hoisting by the President at nine, followed by a brunch of regional dishes from every corner of India in the garden restaurant.',
    event_type: 'culinary',
    start_at: ist('2026-08-15', '09:00'),
    end_at: ist('2026-08-15', '13:00'),
    venue: 'Garden Restaurant',
    capacity: 200,
    price_paise: 180_000,
    member_price_paise: 120_000,
    highlights: [
      'Flag hoisting and national anthem',
      'Regional brunch spread',
      'Patriotic songs by the members’ children',
      'Tricolour desserts',
    ],
  },
]

/** The past functions as rows: completed, public, with their cover photo and six-photo gallery. */
export function demoClubFunctions(): (DemoEvent & { slug: string })[] {
  return pastFunctions.map((event) => {
    const slug = eventSlug(event.title)
    const gallery = functionGallery(slug)
    return { ...event, slug, status: 'completed', visibility: 'public', image_url: gallery[0]!, gallery_images: gallery }
  })
}
