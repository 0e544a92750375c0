import type { LightboxImage } from '../components/Lightbox'

const club = (number: string) => `/images/gallery/club-${number}`

/** The home page's 12-photo 'Club Gallery' (spec 1 §2). */
export const clubGallery: readonly LightboxImage[] = [
  { src: club('01'), alt: 'The cream-and-sandstone clubhouse and its domed entrance, across the water channel and lawns' },
  { src: club('02'), alt: 'Tables under string lights on the lawn of the garden restaurant at dusk, the clubhouse behind' },
  { src: club('03'), alt: 'The bar: a jaali-screened back wall, lit shelves of bottles and a row of high stools' },
  { src: club('04'), alt: 'The sunlit cafe, with arched windows, a counter and small round tables' },
  { src: club('05'), alt: 'The card room: a green baize table between leather armchairs and bookshelves' },
  { src: club('06'), alt: 'A guest room with a double bed, bedside lamps and an arched window onto the garden' },
  { src: club('07'), alt: 'The swimming pool on a sunny day, with palms and umbrellas before the clubhouse' },
  { src: club('08'), alt: 'A banquet hall of round tables on either side of a long carpet, under chandeliers' },
  { src: club('09'), alt: 'The children’s play area, with a slide, swings and bunting on a sunny day' },
  { src: club('10'), alt: 'The bakery and ice cream parlour: shelves of bread and cakes above a counter of ice creams' },
  { src: club('11'), alt: 'The library lounge: a sofa and armchairs between tall bookshelves, below an arched window' },
  { src: club('12'), alt: 'The patio at sunset: two armchairs under a garland of flowers' },
]

/** The About page's pictures, also in the full gallery. */
export const aboutImages = {
  clubhouse: { src: '/images/about/clubhouse', alt: 'The clubhouse by day, its domed arch at the end of the fountain channel' },
  banquet: {
    src: '/images/about/banquet',
    alt: 'A banquet hall dressed for a wedding: a flower-decked stage, laid tables and a long carpet',
  },
  guestRoom: {
    src: '/images/about/guest-room',
    alt: 'One of the six guest rooms, a bed made up in green and gold beside an arched window',
  },
} satisfies Record<string, LightboxImage>

/** The Gallery page: the club gallery and the About pictures. */
export const fullGallery: readonly LightboxImage[] = [...clubGallery, aboutImages.clubhouse, aboutImages.banquet, aboutImages.guestRoom]
