// Every output file: its path (without width/extension), aspect, widths, time of
// day and the scene that draws it. The site and the database seed reference
// these exact paths; keep names stable.
import type { Ctx, TimeOfDay } from './lib/core.js'
import * as V from './scenes/venue.js'
import * as S from './scenes/sports.js'
import * as E from './scenes/celebrations.js'

export type Aspect = 'wide' | 'card' | 'og'
export interface Job {
  out: string
  aspect: Aspect
  widths: number[]
  scene: (c: Ctx) => string
  time?: TimeOfDay
  format?: 'webp' | 'jpg'
}

type Scene = (c: Ctx) => string
type Shot = [TimeOfDay, Scene]

/** slug of each past function → six shots (time of day, scene) */
export const FUNCTIONS: Record<string, Shot[]> = {
  'diwali-mela-2025': [
    ['night', (c) => E.fireworksOverClub(c)],
    ['night', (c) => E.diyaRow(c)],
    ['night', (c) => E.melaStalls(c, 'diwali')],
    ['night', (c) => E.rangoliTop(c)],
    ['night', (c) => E.kandils(c)],
    ['night', (c) => E.mithaiPlatter(c)],
  ],
  'christmas-carnival-2025': [
    ['night', (c) => E.melaStalls(c, 'christmas')],
    ['night', (c) => E.carousel(c)],
    ['night', (c) => E.christmasParty(c)],
    ['night', (c) => E.giftsStill(c)],
    ['dusk', (c) => E.plumCake(c)],
    ['night', (c) => E.christmasLawn(c)],
  ],
  'new-year-s-eve-gala-2026': [
    ['night', (c) => E.fireworksOverClub(c)],
    ['night', (c) => E.champagneToast(c)],
    ['night', (c) => E.ballroom(c)],
    ['night', (c) => E.midnightClock(c)],
    ['night', (c) => E.djStage(c)],
    ['night', (c) => E.champagneToast(c, false)],
  ],
  'lohri-night-2026': [
    ['night', (c) => E.lohriBonfire(c, 'dance')],
    ['night', (c) => E.lohriBonfire(c, 'close')],
    ['night', (c) => E.lohriBonfire(c, 'dhol')],
    ['night', (c) => E.lohriBonfire(c, 'wide')],
    ['night', (c) => E.lohriTreats(c)],
    ['night', (c) => E.kandils(c)],
  ],
  'founders-day-dinner-2026': [
    ['dusk', (c) => V.clubhouseScene(c)],
    ['night', (c) => E.longDinner(c)],
    ['night', (c) => E.foundersCake(c)],
    ['night', (c) => E.quartet(c)],
    ['night', (c) => E.champagneToast(c)],
    ['night', (c) => V.banquetScene(c)],
  ],
  'holi-milan-2026': [
    ['day', (c) => E.holiScene(c, 'party')],
    ['day', (c) => E.holiScene(c, 'bowls')],
    ['day', (c) => E.holiScene(c, 'splash')],
    ['day', (c) => E.holiScene(c, 'lawn')],
    ['day', (c) => E.holiScene(c, 'thandai')],
    ['day', (c) => E.holiScene(c, 'party')],
  ],
  'summer-pool-party-2026': [
    ['day', (c) => E.poolParty(c, 'pool')],
    ['day', (c) => E.poolParty(c, 'drinks')],
    ['dusk', (c) => E.poolParty(c, 'dusk')],
    ['day', (c) => E.poolParty(c, 'fruit')],
    ['night', (c) => E.poolParty(c, 'dj')],
    ['golden', (c) => V.poolScene(c, { party: true })],
  ],
  'independence-day-brunch-2026': [
    ['day', (c) => E.independenceScene(c, 'kites')],
    ['day', (c) => E.independenceScene(c, 'brunch')],
    ['dawn', (c) => E.independenceScene(c, 'flag')],
    ['day', (c) => E.independenceScene(c, 'lawn')],
    ['day', (c) => E.independenceScene(c, 'balloons')],
    ['day', (c) => E.independenceScene(c, 'food')],
  ],
}

const BILLIARDS: Shot[] = [
  ['night', (c) => S.billiardsScene(c, 'room')],
  ['night', (c) => S.billiardsScene(c, 'top')],
  ['night', (c) => S.billiardsScene(c, 'closeup')],
  ['night', (c) => S.billiardsScene(c, 'rack')],
  ['night', (c) => S.billiardsScene(c, 'cues')],
  ['night', (c) => S.billiardsScene(c, 'snooker')],
  ['night', (c) => S.billiardsScene(c, 'room', '#1f4f8a')],
  ['night', (c) => S.billiardsScene(c, 'closeup', '#1f4f8a')],
  ['night', (c) => S.billiardsScene(c, 'top', '#7b2d3a')],
]
const GOLF: Shot[] = [
  ['golden', (c) => S.golfScene(c, 'fairway')],
  ['day', (c) => S.golfScene(c, 'green')],
  ['dawn', (c) => S.golfScene(c, 'tee')],
  ['day', (c) => S.golfScene(c, 'range')],
  ['golden', (c) => S.golfScene(c, 'bag')],
  ['day', (c) => S.golfScene(c, 'putt')],
  ['day', (c) => S.golfScene(c, 'academy')],
  ['dusk', (c) => S.golfScene(c, 'green')],
  ['golden', (c) => S.golfScene(c, 'tee')],
]
const GYM: Shot[] = [
  ['day', (c) => S.gymScene(c, 'floor')],
  ['day', (c) => S.gymScene(c, 'weights')],
  ['dawn', (c) => S.gymScene(c, 'kettle')],
  ['golden', (c) => S.gymScene(c, 'lifter')],
  ['day', (c) => S.gymScene(c, 'studio')],
  ['dusk', (c) => S.gymScene(c, 'floor')],
]
const SHOOTING: Shot[] = [
  ['day', (c) => S.shootingScene(c, 'trap')],
  ['night', (c) => S.shootingScene(c, 'target')],
  ['night', (c) => S.shootingScene(c, 'pistol')],
  ['night', (c) => S.shootingScene(c, 'gear')],
  ['golden', (c) => S.shootingScene(c, 'trap')],
  ['night', (c) => S.shootingScene(c, 'lanes')],
]

export function buildManifest(): Job[] {
  const jobs: Job[] = []
  const wide = (out: string, time: TimeOfDay, scene: Scene) => jobs.push({ out, aspect: 'wide', widths: [640, 1280, 1920], scene, time })
  const card = (out: string, time: TimeOfDay, scene: Scene) => jobs.push({ out, aspect: 'card', widths: [480, 960], scene, time })
  const pad = (n: number) => String(n).padStart(2, '0')

  // home banners
  wide('banner/banner-1', 'dusk', (c) => V.clubhouseScene(c))
  wide('banner/banner-2', 'dusk', (c) => V.gardenRestaurantScene(c))
  wide('banner/banner-3', 'day', (c) => V.poolScene(c))
  wide('banner/banner-4', 'night', (c) => V.banquetScene(c, { wedding: true }))

  // page heroes
  wide('carousel/about', 'golden', (c) => V.clubhouseScene(c, { lights: false }))
  wide('carousel/contact', 'dusk', (c) => V.gateScene(c))
  wide('carousel/events', 'night', (c) => E.concert(c))
  wide('carousel/sports', 'golden', (c) => S.sportsMontage(c))
  wide('carousel/services', 'dusk', (c) => V.restaurantScene(c))
  wide('carousel/tour', 'golden', (c) => V.poolScene(c))

  // home tiles
  card('tiles/clubs', 'dusk', (c) => V.loungeScene(c, { people: true }))
  card('tiles/get-togethers', 'dusk', (c) => E.getTogether(c))
  card('tiles/corporate-events', 'night', (c) => E.corporateEvent(c))

  // club gallery
  const gallery: Shot[] = [
    ['golden', (c) => V.clubhouseScene(c, { lights: false })], // facade
    ['dusk', (c) => V.gardenRestaurantScene(c)], // lawn
    ['night', (c) => V.barScene(c)], // bar
    ['day', (c) => V.cafeScene(c)], // cafe
    ['night', (c) => V.cardRoomScene(c)], // card room
    ['day', (c) => V.guestRoomScene(c)], // guest room
    ['day', (c) => V.poolScene(c)], // pool
    ['night', (c) => V.banquetScene(c)], // banquet
    ['day', (c) => V.kidsPlayScene(c)], // kids' play area
    ['day', (c) => V.bakeryScene(c)], // bakery & ice-cream parlour
    ['dusk', (c) => V.loungeScene(c)], // library / lounge
    ['golden', (c) => V.patioScene(c)], // patio
  ]
  gallery.forEach(([time, scene], i) => card(`gallery/club-${pad(i + 1)}`, time, scene))

  // occasions
  const occasions: Record<string, Shot> = {
    'bachelor-party': ['night', (c) => E.bachelorParty(c)],
    'birthday-party': ['night', (c) => E.birthdayParty(c)],
    engagement: ['night', (c) => E.engagement(c)],
    wedding: ['dusk', (c) => E.weddingLawn(c)],
    'christmas-party': ['night', (c) => E.christmasParty(c)],
    'new-year-party': ['night', (c) => E.fireworksOverClub(c)],
    'corporate-event': ['night', (c) => E.corporateEvent(c)],
    'musical-concert': ['night', (c) => E.concert(c)],
    'kids-birthday-party': ['day', (c) => E.birthdayParty(c, true)],
    'wedding-reception': ['night', (c) => E.weddingReception(c)],
  }
  for (const [slug, [time, scene]] of Object.entries(occasions)) card(`occasions/${slug}`, time, scene)

  // sports: cover + gallery
  const sports: Record<string, { cover: Shot; shots: Shot[] }> = {
    billiards: { cover: ['night', (c) => S.billiardsScene(c, 'room')], shots: BILLIARDS },
    golf: { cover: ['golden', (c) => S.golfScene(c, 'green')], shots: GOLF },
    gym: { cover: ['day', (c) => S.gymScene(c, 'weights')], shots: GYM },
    'shooting-range': { cover: ['night', (c) => S.shootingScene(c, 'lanes')], shots: SHOOTING },
  }
  for (const [sport, { cover, shots }] of Object.entries(sports)) {
    card(`sports/${sport}/cover`, cover[0], cover[1])
    shots.forEach(([time, scene], i) => card(`sports/${sport}/${pad(i + 1)}`, time, scene))
  }

  // past functions
  for (const [slug, shots] of Object.entries(FUNCTIONS))
    shots.forEach(([time, scene], i) => card(`functions/${slug}/${pad(i + 1)}`, time, scene))

  // upcoming events
  const events: Record<string, Shot> = {
    'winter-social-evening': ['night', (c) => E.winterSocial(c)],
    'inter-club-badminton-championship': ['night', (c) => S.badmintonScene(c)],
    'business-networking-breakfast': ['dawn', (c) => E.networkingBreakfast(c)],
    'family-fun-day': ['day', (c) => E.familyFunDay(c)],
    'mughlai-food-festival': ['night', (c) => E.mughlaiFeast(c, 'table')],
    'yoga-wellness-retreat': ['dawn', (c) => E.yogaScene(c)],
  }
  for (const [slug, [time, scene]] of Object.entries(events)) card(`events/${slug}`, time, scene)

  // misc
  card('placeholder', 'day', (c) => E.placeholderCard(c))
  card('about/clubhouse', 'day', (c) => V.clubhouseScene(c, { lights: false }))
  card('about/banquet', 'night', (c) => V.banquetScene(c, { wedding: true }))
  card('about/guest-room', 'golden', (c) => V.guestRoomScene(c))
  jobs.push({ out: 'og-cover', aspect: 'og', widths: [1200], scene: (c) => V.clubhouseScene(c), time: 'dusk', format: 'jpg' })
  return jobs
}
