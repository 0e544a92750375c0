/**
 * The club's own facts, in one place: the spec names them (spec 1 §1, §9), the pages, the manifest,
 * the chat link and the server's PDFs (tickets, invoices) read them from here. The name is ours to confirm with the club.
 */
export const club = {
  name: 'New Friends Club',
  shortName: 'NFC',
  place: 'New Friends Colony, Delhi',
  foundedOn: '23 January 1994',
  memberCount: 'over 1800',
  affiliatedClubCount: 102,
  memberProfile: ['industrialists', 'businessmen', 'doctors', 'lawyers', 'professionals', 'bureaucrats'],
  facilities: [
    'Two restaurants, Indian and Chinese',
    'A garden restaurant',
    'A cafe and a coffee shop',
    'A lounge and bar',
    'A card room',
    'An ice cream parlour and bakery',
    "A children's play area",
    'Six guest rooms',
    'A patio',
    'Banquet halls for 40 to 250 guests',
    'An open-air lawn',
  ],
  sports: ['Golf academy', 'Shooting range', 'Billiards and pool', 'Table tennis', 'Badminton', 'Swimming', 'Squash', 'Gym'],
} as const
