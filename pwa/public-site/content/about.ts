import { club } from '../../../domain/club'
import { aboutImages } from './gallery'

/** The About page's long description (spec 1 §2, About Us), one picture beside each part. */
export const aboutSections = [
  {
    id: 'history',
    title: 'A club of friends since 1994',
    image: aboutImages.clubhouse,
    paragraphs: [
      `${club.name} opened its doors on ${club.foundedOn}, founded by a group of neighbours in ${club.place} who wanted a place where families could meet, children could play and friendships could last. Three decades on, that spirit is unchanged.`,
      `Today the club is home to ${club.memberCount} members: ${club.memberProfile.slice(0, -1).join(', ')} and ${club.memberProfile.at(-1)}. The clubhouse, with its pointed arches, jaali screens and fountain channel, has become a landmark of the colony.`,
    ],
  },
  {
    id: 'celebrations',
    title: 'Celebrations for 40 to 250 guests',
    image: aboutImages.banquet,
    paragraphs: [
      'Our banquet halls seat from 40 to 250 guests, and the open-air lawn takes the larger weddings, receptions and concerts under the sky. The club’s kitchens cater every function, Indian and Chinese, with menus planned with you.',
      'Engagements, birthdays, anniversaries, corporate dinners and the club’s own festivals fill the calendar all year round.',
    ],
  },
  {
    id: 'stay',
    title: 'Six guest rooms',
    image: aboutImages.guestRoom,
    paragraphs: [
      'Six comfortable guest rooms welcome members’ family and friends visiting Delhi, and members of our affiliated clubs. Each is a quiet retreat a few steps from the restaurants, the pool and the lawn.',
    ],
  },
] as const
