import type { AffiliatedClub } from '../../../domain/contract/affiliated-clubs'
import type { PastFunction, UpcomingEvent } from '../../../pwa/public-site/events/queries'

/** A past function with six photos under /images/functions/{slug}/, as the server lists it. */
export function pastFunction(title: string, date: string): PastFunction {
  const slug = title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
  return { title, date, galleryImages: ['01', '02', '03'].map((photo) => `/images/functions/${slug}/${photo}-960.webp`) }
}

export const firstPage = [
  // 20:00 UTC on 31 December is already 1 January in Delhi.
  pastFunction("New Year's Eve Gala 2026", '2025-12-31T20:00:00.000Z'),
  pastFunction('Christmas Carnival 2025', '2025-12-25T06:30:00.000Z'),
  pastFunction('Diwali Mela 2025', '2025-10-18T12:30:00.000Z'),
  pastFunction('Holi Milan 2025', '2025-03-14T04:30:00.000Z'),
  pastFunction('Lohri Night 2025', '2025-01-13T13:30:00.000Z'),
]
export const secondPage = [
  pastFunction('Founders’ Day Dinner 2024', '2024-01-23T14:00:00.000Z'),
  pastFunction('Summer Pool Party 2024', '2024-05-16T11:00:00.000Z'),
]

export function upcomingEvent(overrides: Partial<UpcomingEvent> & Pick<UpcomingEvent, 'event_id' | 'title' | 'category'>): UpcomingEvent {
  return {
    slug: overrides.title.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
    event_type: overrides.category,
    description: 'An evening at the club.',
    start_at: '2026-12-12T13:30:00.000Z',
    end_at: '2026-12-12T17:30:00.000Z',
    venue: 'Main Lawn',
    capacity: 100,
    price_paise: 100_000,
    member_price_paise: 80_000,
    image_url: null,
    highlights: [],
    featured: false,
    ...overrides,
  }
}

export const winterSocial = upcomingEvent({
  event_id: 3,
  title: 'Winter Social Evening',
  category: 'social',
  description:
    'An evening under the stars with live ghazals, a bonfire, winter specials from the Indian kitchen and the bar open on the lawn.',
  // 13:30 UTC is 7:00 PM in Delhi.
  start_at: '2026-12-12T13:30:00.000Z',
  end_at: '2026-12-12T17:30:00.000Z',
  venue: 'Main Lawn',
  capacity: 250,
  price_paise: 250_000,
  member_price_paise: 180_000,
  image_url: '/images/events/winter-social-evening-960.webp',
  highlights: ['Live ghazal performance', 'Bonfire and heaters on the lawn'],
})

export const badminton = upcomingEvent({
  event_id: 5,
  title: 'Inter-Club Badminton Championship',
  category: 'sports',
  start_at: '2027-01-09T03:30:00.000Z',
  end_at: '2027-01-10T12:30:00.000Z',
  venue: 'Badminton Courts, Sports Complex',
  capacity: 64,
  price_paise: 200_000,
  member_price_paise: 150_000,
})

export function club(srNo: number, overrides: Partial<AffiliatedClub> = {}): AffiliatedClub {
  return {
    _id: srNo,
    sr_no: srNo,
    name: `Club Number ${srNo}`,
    contact: `Secretary ${srNo}`,
    contact_position: 'Secretary',
    address: `${srNo} Mall Road, Shimla - 171001, Himachal Pradesh`,
    phone: '0177-2650000',
    email: `secretary@club${srNo}.example.in`,
    website: `https://www.club${srNo}.example.in`,
    facility: 'Rooms, Dining, Bar',
    description: `Club ${srNo}, founded long ago.`,
    ...overrides,
  }
}

/** `count` clubs, Sr. No 1…count. */
export const clubs = (count: number) => Array.from({ length: count }, (_, index) => club(index + 1))
