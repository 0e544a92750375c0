import type { Insertable } from 'kysely'
import type { Executor } from '../db/database.js'
import type { AffiliatedClubsTable } from '../db/schema.js'
import { activeClubs, inactiveClubs, places, type ClubEntry, type ClubKind } from './demo-affiliated-clubs-data.js'

// The club is "affiliated with 102 clubs" (spec 1 §§1, 9): 102 active entries, plus two lapsed ones
// the office still lists. Contacts, numbers and addresses are made up but shaped like the real
// thing; e-mails and websites sit under example.in, as the demo members' do, so nobody real is
// ever written to or linked.

const facilities: Record<ClubKind, string> = {
  gymkhana: 'Rooms, Dining, Bar, Swimming, Squash, Tennis, Billiards',
  golf: 'Golf, Rooms, Dining, Bar, Pro Shop',
  services: 'Rooms, Dining, Bar, Swimming, Tennis, Squash',
  city: 'Rooms, Dining, Bar, Library, Card Room, Billiards',
  sports: 'Swimming, Tennis, Badminton, Squash, Gym, Dining',
  boat: 'Rowing, Sailing, Dining, Bar, Rooms',
  hill: 'Rooms, Dining, Bar, Billiards, Card Room, Library',
  overseas: 'Rooms, Dining, Bar, Gym, Reciprocal Lounge',
}

const descriptions: Record<ClubKind, (city: string, year: number) => string> = {
  gymkhana: (city, year) => `A ${city} gymkhana founded in ${year}, known for its cricket ground, pool and squash courts.`,
  golf: (city, year) => `An 18-hole course in ${city}, laid out in ${year}, with a clubhouse open to visiting members.`,
  services: (city, year) => `An officers' club in ${city} since ${year}; affiliated members are welcome with prior intimation.`,
  city: (city, year) => `A members' club in the heart of ${city}, founded in ${year}, with guest rooms and a fine library.`,
  sports: (city, year) => `A sports club in ${city} founded in ${year}, with floodlit courts and a coaching academy.`,
  boat: (city, year) => `A waterfront club in ${city} since ${year}, for rowing, sailing and evenings by the water.`,
  hill: (city, year) => `A hill-station club in ${city} dating from ${year}, with cottages and log fires in winter.`,
  overseas: (city, year) => `A private members' club in ${city} founded in ${year}, offering reciprocal rooms and dining.`,
}

const contactNames = [
  'Rakesh Malhotra',
  'Anita Desai',
  'Suresh Menon',
  'Farhan Qureshi',
  'Kavita Rao',
  'Vivek Chatterjee',
  'Meenakshi Iyer',
  'Gurpreet Sandhu',
  'Arvind Kulkarni',
  'Nandita Sen',
  'Hemant Joshi',
  'Rohini Pillai',
  'Sameer Deshpande',
  'Lakshmi Narayanan',
  'Devendra Rathore',
  'Sunita Bhattacharya',
  'Prakash Reddy',
  'Zoya Mirza',
]
const servicesRanks = ['Col.', 'Cdr.', 'Wg Cdr', 'Lt Col.']
const positions = ['Secretary', 'General Manager', 'CEO'] as const
const mailboxes: Record<(typeof positions)[number], string> = { Secretary: 'secretary', 'General Manager': 'gm', CEO: 'ceo' }

/** Fills each # with a digit that looks random but is the same on every run. */
function fillDigits(pattern: string, seed: number): string {
  let state = seed
  return pattern.replace(/#/g, () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648
    return String(Math.floor(state / 65_536) % 10)
  })
}

function phoneFor(index: number, dialCode: string): string {
  if (dialCode.startsWith('+')) return fillDigits(dialCode, index + 1)
  if (index % 5 === 3) return fillDigits('98########', index + 1)
  return fillDigits(`${dialCode}-2${'#'.repeat(10 - dialCode.length)}`, index + 1)
}

function addressFor(street: string, city: string, postCode: string, region: string, isOverseas: boolean): string {
  if (isOverseas) return city === region ? `${street}, ${city} ${postCode}` : `${street}, ${city} ${postCode}, ${region}`
  return city === region ? `${street}, ${city} - ${postCode}` : `${street}, ${city} - ${postCode}, ${region}`
}

function clubRow([name, street, city, postCode, kind]: ClubEntry, index: number, isActive: boolean): Insertable<AffiliatedClubsTable> {
  const [region, dialCode] = places[city] ?? ['', '']
  if (!dialCode) throw new Error(`Demo affiliated club in an unknown place: ${city}`)
  const position = kind === 'services' ? 'Secretary' : positions[index % positions.length]!
  const person = contactNames[(index * 5) % contactNames.length]!
  const domain = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '')}.example.in`
  return {
    sr_no: index + 1,
    name,
    contact: kind === 'services' ? `${servicesRanks[index % servicesRanks.length]} ${person}` : person,
    contact_position: position,
    address: addressFor(street, city, postCode, region, kind === 'overseas'),
    phone: phoneFor(index, dialCode),
    email: `${mailboxes[position]}@${domain}`,
    // Some clubs publish no website; the public page then shows '-'.
    website: index % 8 === 5 ? null : `https://www.${domain}`,
    facility: facilities[kind],
    description: descriptions[kind](city, 1880 + ((index * 13) % 120)),
    is_active: isActive,
  }
}

export function demoAffiliatedClubs(): Insertable<AffiliatedClubsTable>[] {
  return [
    ...activeClubs.map((club, index) => clubRow(club, index, true)),
    ...inactiveClubs.map((club, index) => clubRow(club, activeClubs.length + index, false)),
  ]
}

export async function seedDemoAffiliatedClubs(trx: Executor): Promise<void> {
  await trx.insertInto('affiliated_clubs').values(demoAffiliatedClubs()).execute()
}
