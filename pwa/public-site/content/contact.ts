import { club } from '../../../domain/club'

/**
 * How to reach the club office (spec 1 §2, Contact Us). The spec gives the pin code and the
 * president's title; the name, phone, e-mail, website and street line are ours until the club
 * office confirms them.
 */
export const clubContact = {
  name: club.name,
  person: { name: 'Mr. Rajiv Khanna', title: 'President' },
  address: {
    street: 'Club Road, D Block',
    locality: 'New Friends Colony',
    city: 'New Delhi',
    region: 'Delhi',
    pinCode: '110025',
  },
  phone: { display: '+91 11 2683 1994', href: 'tel:+911126831994' },
  email: 'office@newfriendsclub.in',
  website: { display: 'www.newfriendsclub.in', href: 'https://www.newfriendsclub.in/' },
  officeHours: 'Monday to Saturday, 10 am to 6 pm',
} as const

/** One line, for a maps search and for reading aloud. */
export const addressOneLine = [
  clubContact.address.street,
  clubContact.address.locality,
  `${clubContact.address.city}, ${clubContact.address.region} ${clubContact.address.pinCode}`,
].join(', ')
