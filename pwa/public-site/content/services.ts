import { BANNER_WIDTHS, CARD_WIDTHS } from '../media/image-set'

export interface Service {
  title: string
  description: string
  image: string
  alt: string
  /** The widths the picture comes in; the restaurant interior is a 16:7 banner. */
  widths: readonly number[]
}

const card = (title: string, image: string, alt: string, description: string): Service => ({
  title,
  image,
  alt,
  description,
  widths: CARD_WIDTHS,
})

/** 'Our Services' (spec 1 §1): what a member finds at the club, each with a picture. */
export const services: readonly Service[] = [
  card(
    'Indian Restaurant',
    '/images/events/mughlai-food-festival',
    'A table laid with a Mughlai feast: biryani, kebabs and breads',
    'Slow-cooked dals, tandoor breads and Mughlai favourites, with a weekend family buffet.',
  ),
  {
    title: 'Chinese Restaurant',
    image: '/images/carousel/services',
    alt: 'The restaurant’s dining room at dusk, laid tables below tall arched windows',
    description: 'Dim sum, Sichuan and Cantonese classics in a calm dining room for lunch and dinner.',
    widths: BANNER_WIDTHS,
  },
  card(
    'Garden Restaurant',
    '/images/gallery/club-02',
    'Tables under string lights on the lawn at dusk',
    'Dinner under the stars on the lawn, with string lights and the clubhouse glowing behind.',
  ),
  card(
    'Cafe and Coffee Shop',
    '/images/gallery/club-04',
    'The sunlit cafe with arched windows and small round tables',
    'Fresh coffee, sandwiches and something sweet, from breakfast to the evening.',
  ),
  card(
    'Lounge and Bar',
    '/images/gallery/club-03',
    'The bar’s lit shelves and a row of high stools',
    'A well-stocked bar and deep armchairs for an unhurried evening with friends.',
  ),
  card(
    'Card Room',
    '/images/gallery/club-05',
    'A green baize card table between leather armchairs',
    'Bridge, rummy and conversation at baize tables, in a quiet room of its own.',
  ),
  card(
    'Ice Cream Parlour and Bakery',
    '/images/gallery/club-10',
    'Shelves of bread and cakes above a counter of ice creams',
    'Breads and cakes baked on the premises, and scoops of ice cream for the children.',
  ),
  card(
    'Children’s Play Area',
    '/images/gallery/club-09',
    'A slide and swings in the children’s play area',
    'Slides, swings and soft ground, in sight of the cafe and the lawn.',
  ),
  card(
    'Six Guest Rooms',
    '/images/about/guest-room',
    'A guest room with a double bed beside an arched window',
    'Six comfortable rooms for members and their guests visiting Delhi, and for affiliated clubs’ members.',
  ),
  card(
    'Patio',
    '/images/gallery/club-12',
    'Armchairs on the patio at sunset under a garland of flowers',
    'A shaded patio for morning tea and the golden hour.',
  ),
  card(
    'Banquet Halls',
    '/images/gallery/club-08',
    'A banquet hall laid with round tables under chandeliers',
    'Halls for 40 to 250 guests, with in-house catering, décor and a team that runs the evening.',
  ),
  card(
    'Open-air Lawn',
    '/images/tiles/get-togethers',
    'Friends raising a toast on the lawn under string lights',
    'A wide lawn for weddings, concerts and winter get-togethers under the open sky.',
  ),
]
