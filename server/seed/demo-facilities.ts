import type { Executor } from '../db/database.js'
import type { FacilityKind } from '../../domain/facilities.js'

interface DemoFacility {
  name: string
  kind: FacilityKind
  capacity: number | null
  image: string
  description: string
}

/** What 'Our Services' showed before the facilities were the office's to edit (spec 1 §1). */
const demoFacilities: DemoFacility[] = [
  {
    name: 'Indian Restaurant',
    kind: 'restaurant',
    capacity: 80,
    image: '/images/events/mughlai-food-festival-960.webp',
    description: 'Slow-cooked dals, tandoor breads and Mughlai favourites, with a weekend family buffet.',
  },
  {
    name: 'Chinese Restaurant',
    kind: 'restaurant',
    capacity: 60,
    image: '/images/gallery/club-11-960.webp',
    description: 'Dim sum, Sichuan and Cantonese classics in a calm dining room for lunch and dinner.',
  },
  {
    name: 'Garden Restaurant',
    kind: 'restaurant',
    capacity: 120,
    image: '/images/gallery/club-02-960.webp',
    description: 'Dinner under the stars on the lawn, with string lights and the clubhouse glowing behind.',
  },
  {
    name: 'Cafe and Coffee Shop',
    kind: 'cafe',
    capacity: 40,
    image: '/images/gallery/club-04-960.webp',
    description: 'Fresh coffee, sandwiches and something sweet, from breakfast to the evening.',
  },
  {
    name: 'Lounge and Bar',
    kind: 'bar',
    capacity: 50,
    image: '/images/gallery/club-03-960.webp',
    description: 'A well-stocked bar and deep armchairs for an unhurried evening with friends.',
  },
  {
    name: 'Card Room',
    kind: 'card_room',
    capacity: 32,
    image: '/images/gallery/club-05-960.webp',
    description: 'Bridge, rummy and conversation at baize tables, in a quiet room of its own.',
  },
  {
    name: 'Ice Cream Parlour and Bakery',
    kind: 'bakery',
    capacity: null,
    image: '/images/gallery/club-10-960.webp',
    description: 'Breads and cakes baked on the premises, and scoops of ice cream for the children.',
  },
  {
    name: 'Children’s Play Area',
    kind: 'play_area',
    capacity: null,
    image: '/images/gallery/club-09-960.webp',
    description: 'Slides, swings and soft ground, in sight of the cafe and the lawn.',
  },
  {
    name: 'Six Guest Rooms',
    kind: 'guest_room',
    capacity: 12,
    image: '/images/about/guest-room-960.webp',
    description: 'Six comfortable rooms for members and their guests visiting Delhi, and for affiliated clubs’ members.',
  },
  {
    name: 'Patio',
    kind: 'patio',
    capacity: 30,
    image: '/images/gallery/club-12-960.webp',
    description: 'A shaded patio for morning tea and the golden hour.',
  },
  {
    name: 'Banquet Halls',
    kind: 'banquet_hall',
    capacity: 250,
    image: '/images/gallery/club-08-960.webp',
    description: 'Halls for 40 to 250 guests, with in-house catering, décor and a team that runs the evening.',
  },
  {
    name: 'Open-air Lawn',
    kind: 'lawn',
    capacity: 500,
    image: '/images/tiles/get-togethers-960.webp',
    description: 'A wide lawn for weddings, concerts and winter get-togethers under the open sky.',
  },
]

export async function seedDemoFacilities(trx: Executor): Promise<void> {
  await trx
    .insertInto('facilities')
    .values(
      demoFacilities.map(({ image, ...facility }, index) => ({
        ...facility,
        images: [image],
        sort_order: (index + 1) * 10,
      })),
    )
    .execute()
}
