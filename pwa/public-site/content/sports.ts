import type { LightboxImage } from '../components/Lightbox'

export interface SportsCategory {
  title: string
  /** The in-page anchor its tile points to. */
  sectionId: string
  /** Base path of the tile's 4:3 picture. */
  backgroundImage: string
  backgroundAlt: string
  summary: string
  description: string
  galleryImages: readonly LightboxImage[]
}

const shots = (sport: string, alts: readonly string[]): LightboxImage[] =>
  alts.map((alt, position) => ({ src: `/images/sports/${sport}/${String(position + 1).padStart(2, '0')}`, alt }))

/** The four sports with galleries (spec 1 §2, Sports and facilities): 9, 9, 6 and 6 photos. */
export const sportsCategories: readonly SportsCategory[] = [
  {
    title: 'Billiards',
    sectionId: 'billiards',
    backgroundImage: '/images/sports/billiards/cover',
    backgroundAlt: 'A billiards table under three hanging lamps',
    summary: 'Snooker and pool tables in a quiet, lamp-lit room.',
    description:
      'The billiards room keeps tables for snooker and for pool, a rack of cues for every hand and the hush a good frame deserves. Members play friendly frames through the week, and the club’s league nights fill the room in the winter months.',
    galleryImages: shots('billiards', [
      'The billiards room: a green table under three lamps, a player lining up a shot',
      'A pool table from above, the cue about to break a rack of coloured balls',
      'Close-up of the cue ball and coloured balls on green baize',
      'A full triangle of pool balls waiting for the break',
      'Cues standing in the wall rack beside the scoreboard',
      'A snooker table from above, the reds racked in a triangle',
      'A table in blue cloth under the hanging lamps',
      'Close-up of pool balls on blue cloth',
      'A table in maroon cloth from above, the balls racked',
    ]),
  },
  {
    title: 'Golf',
    sectionId: 'golf',
    backgroundImage: '/images/sports/golf/cover',
    backgroundAlt: 'The putting green and its flag in evening light',
    summary: 'The golf academy: a driving range, a putting green and coaching.',
    description:
      'The golf academy welcomes first-timers and sharpens seasoned players. Practise on the driving range and the putting green, or book a lesson with the academy’s coach; juniors’ batches run in the school holidays.',
    galleryImages: shots('golf', [
      'A golfer mid-swing on the fairway at golden hour',
      'The flag on the putting green among palms on a sunny day',
      'A ball on a tee beside a golf bag at dawn',
      'Golfers practising on the driving range',
      'A golf bag beside the green in the late afternoon',
      'A golf ball rolling towards the hole, close up',
      'A coach with golfers at the golf academy',
      'The putting green at dusk under a violet sky',
      'A ball on a tee and a golf bag in evening light',
    ]),
  },
  {
    title: 'Gym',
    sectionId: 'gym',
    backgroundImage: '/images/sports/gym/cover',
    backgroundAlt: 'Dumbbells on a rack by the gym’s tall windows',
    summary: 'Cardio, free weights and a studio for classes.',
    description:
      'A bright, airy gym with treadmills and bikes under tall arched windows, free weights and kettlebells, and a studio for group classes. Trainers are on the floor in the morning and evening hours.',
    galleryImages: shots('gym', [
      'Members running on treadmills before tall arched windows',
      'A rack of dumbbells, a member stretching by the windows',
      'Kettlebells lined up on a mat',
      'A member lifting a barbell overhead',
      'A row of exercise bikes in the studio',
      'Treadmills before the arched windows at dusk',
    ]),
  },
  {
    title: 'Shooting Range',
    sectionId: 'shooting-range',
    backgroundImage: '/images/sports/shooting-range/cover',
    backgroundAlt: 'The lanes of the indoor shooting range',
    summary: 'Trap shooting outdoors and an indoor range.',
    description:
      'Trap shooting in the open and an indoor range with lit lanes, every session supervised by the range staff. Ear defenders and shooting glasses are provided, and beginners start with a safety briefing.',
    galleryImages: shots('shooting-range', [
      'A shooter aiming at clay targets over an open field',
      'A paper target with a tight group of hits near the bullseye',
      'A shooter aiming down a lit indoor lane',
      'Ear defenders, cartridges and shooting glasses on a bench below two targets',
      'A trap shooter following the clays in golden light',
      'The indoor range: a shooter at the firing line facing four targets',
    ]),
  },
]

/** The sports without a gallery of their own (spec 1 §1). */
export const otherSports = [
  { title: 'Table Tennis', description: 'Tables in the games room for a quick rally or a club tournament.' },
  { title: 'Badminton', description: 'Indoor courts for singles and doubles, busiest on winter evenings.' },
  { title: 'Swimming', description: 'The pool by the clubhouse, with lessons for children in the summer.' },
  { title: 'Squash', description: 'Courts for a fast game before work or after it.' },
] as const
