/** The kinds of facility the club has (spec 1 §1), as the office picks them and the public site names them. */
export const facilityKinds = {
  restaurant: 'Restaurant',
  cafe: 'Cafe',
  bar: 'Lounge and bar',
  card_room: 'Card room',
  guest_room: 'Guest room',
  banquet_hall: 'Banquet hall',
  lawn: 'Lawn',
  patio: 'Patio',
  play_area: 'Play area',
  bakery: 'Bakery',
  other: 'Other',
} as const
export type FacilityKind = keyof typeof facilityKinds
export const facilityKindValues = Object.keys(facilityKinds) as [FacilityKind, ...FacilityKind[]]

/** Spec 2 §8's defaults where the server gives no message. */
export const facilityMessages = {
  fetchOne: 'Failed to fetch facility',
  fetchAll: 'Failed to fetch facilities',
  invalid: 'Invalid facility data received',
  add: 'Failed to add facility',
  update: 'Failed to update facility',
} as const
