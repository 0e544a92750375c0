import { club } from '../../../domain/club'
import type { CarouselSlide } from '../components/Carousel'

/** The home page's four banners (spec 1 §2: an auto-playing banner of four images). */
export const homeBanners: readonly CarouselSlide[] = [
  { src: '/images/banner/banner-1', alt: 'The clubhouse lit up at dusk, lamps along its fountain channel' },
  { src: '/images/banner/banner-2', alt: 'The garden restaurant: tables set out on the lawn at dusk below the clubhouse' },
  { src: '/images/banner/banner-3', alt: 'The swimming pool on a sunny day, the clubhouse beyond' },
  { src: '/images/banner/banner-4', alt: 'A banquet hall set for a wedding under chandeliers' },
]

export interface HomeTile {
  title: string
  image: string
  alt: string
  text: string
  to: string
  linkLabel: string
}

/** The three tiles under 'Exclusive club for exclusive people'. */
export const homeTiles: readonly HomeTile[] = [
  {
    title: 'Clubs',
    image: '/images/tiles/clubs',
    alt: 'Members talking in the lounge beneath an arched window between bookshelves',
    text: `A second home for ${club.memberCount} members, and a welcome at our ${club.affiliatedClubCount} affiliated clubs.`,
    to: '/affiliations',
    linkLabel: 'Our affiliated clubs',
  },
  {
    title: "Get Together's",
    image: '/images/tiles/get-togethers',
    alt: 'Friends raising a toast at a candle-lit table on the lawn under string lights',
    text: 'Family dinners, kitty parties and reunions on the lawn or in our restaurants.',
    to: '/occasions',
    linkLabel: 'Plan a get-together',
  },
  {
    title: 'Corporate Events',
    image: '/images/tiles/corporate-events',
    alt: 'A speaker presenting charts on a screen to a seated audience',
    text: 'Conferences, launches and annual dinners in halls for 40 to 250 guests.',
    to: '/occasions',
    linkLabel: 'Host a corporate event',
  },
]

const listed = (items: readonly string[]) => `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`

/** The club introduction's words (spec 1 §2, Home). */
export const introduction = {
  lead: `Founded on ${club.foundedOn}, ${club.name} has grown from a neighbourhood idea into one of South Delhi’s best-loved private clubs. Behind its cream-and-sandstone arches in ${club.place}, ${club.memberCount} members and their families meet to dine, play, celebrate, and simply spend an unhurried evening among friends.`,
  profileOfMembers: `Our members are ${listed(club.memberProfile)}: people who built their lives in this city and chose the club as the place to unwind with their families. Membership is by application, and every new member is welcomed as a friend of the house.`,
  affiliations: `Membership travels with you. The club is affiliated with ${club.affiliatedClubCount} clubs, so members can dine, stay and play at partner clubs on their membership card, and we welcome their members here in return.`,
  facilities: 'Everything for a day at the club, from the first coffee to the last dance:',
  sports: 'Stay active with coaching and courts for every age:',
  conclusion: `Whether it is a quiet coffee on the patio, a lesson at the golf academy or a wedding for 250 on the lawn, ${club.name} has been the setting for its members’ happiest days since 1994. We look forward to welcoming you.`,
}
