import type { MemberStatus } from '../db/schema.js'
import type { DemoDependent, DemoMember } from './demo-members.js'
import { colonies, communities, mobilePrefixes } from './demo-members-names.js'

/**
 * The demo club's members after the first sixty, up to the club's real size: each made from its own
 * position by a seeded random sequence, so the demo is the same on every machine and a member's
 * details do not move when another's change. Birthdays and anniversaries step through the days of
 * the year (the greetings send on each), categories, titles and statuses come in the club's
 * proportions, and families have spouses, children and now and then a parent.
 */

/** A small, fast, seeded generator (mulberry32): the same numbers for the same seed everywhere. */
function seededRandom(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state)
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296
  }
}

const pad = (value: number) => String(value).padStart(2, '0')
/** The day `dayOfYear` (0-364) of `year`, never 29 February. */
function dayOf(year: number, dayOfYear: number): string {
  const date = new Date(Date.UTC(2001, 0, 1 + (dayOfYear % 365)))
  return `${year}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`
}

function weighted<T>(random: () => number, choices: readonly (readonly [T, number])[]): T {
  const total = choices.reduce((sum, [, weight]) => sum + weight, 0)
  let roll = random() * total
  for (const [choice, weight] of choices) {
    roll -= weight
    if (roll < 0) return choice
  }
  return choices.at(-1)![0]
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]!

const categoryShares = [
  ['Permanent Member', 55],
  ['Life Member', 15],
  ['Associate Member', 12],
  ['Corporate Member', 10],
  ['Temporary Member', 8],
] as const

const statusShares: readonly (readonly [MemberStatus, number])[] = [
  ['active', 94],
  ['suspended', 2],
  ['resigned', 3],
  ['deceased', 1],
]

const menTitles = [
  ['Mr.', 86],
  ['Dr.', 7],
  ['Col.', 2],
  ['Brig.', 1],
  ['Prof.', 1],
  ['Capt.', 1],
  ['Cdr.', 1],
  ['Justice', 1],
] as const

/** Sikh families: a man is a Singh, a woman a Kaur, when the family name is one of the two. */
function surnameFor(surname: string, isWoman: boolean) {
  if (surname === 'Singh' && isWoman) return 'Kaur'
  if (surname === 'Kaur' && !isWoman) return 'Singh'
  return surname
}

const LAST_YEAR = 2025
const MOBILE_STEP = 7_919_731 // odd and not a multiple of 5: n → n × step mod 10⁸ gives every position its own number

const mobileFor = (prefix: string, position: number, offset: number) =>
  `${prefix}${String((position * MOBILE_STEP + offset) % 100_000_000).padStart(8, '0')}`

export function laterDemoMembers(from: number, to: number): { members: DemoMember[]; dependents: DemoDependent[] } {
  const members: DemoMember[] = []
  const dependents: DemoDependent[] = []
  for (let index = from; index < to; index++) {
    const random = seededRandom(index * 2_654_435_761)
    const community = weighted(
      random,
      communities.map((entry) => [entry, entry.share] as const),
    )
    const isWoman = random() < 0.3
    const familyName = pick(random, community.surnames)
    const surname = surnameFor(familyName, isWoman)
    const first = pick(random, isWoman ? community.women : community.men)
    const birthYear = 1942 + Math.floor(random() * 56)
    const isMarried = random() < (LAST_YEAR - birthYear >= 27 ? 0.85 : 0.3)
    const weddingYear = Math.min(LAST_YEAR, birthYear + 24 + Math.floor(random() * 8))
    const spouseFirst = pick(random, isWoman ? community.men : community.women)
    const spouseName = `${spouseFirst} ${surnameFor(familyName, !isWoman)}`
    const [colony, pin] = pick(random, colonies)
    const memberId = `M${1001 + index}`
    const title = isWoman ? (random() < 0.08 ? 'Dr.' : isMarried ? 'Mrs.' : 'Ms.') : weighted(random, menTitles)
    const emailName = `${first}${pick(random, ['.', '', '_'])}${surname}`.toLowerCase().replace(/[^a-z._]/g, '')
    const hasEmail = random() < 0.88
    const joinedFrom = Math.max(birthYear + 23, 1975)
    const joinedYear = Math.min(LAST_YEAR, joinedFrom + Math.floor(random() * (LAST_YEAR - joinedFrom + 1)))
    const hasOwnLimit = random() < 0.05
    members.push({
      member_id: memberId,
      title,
      name: `${first} ${surname}`,
      email: hasEmail ? `${emailName}${index % 97}@example.in` : null,
      mobile: mobileFor(mobilePrefixes[index % mobilePrefixes.length]!, index, 12_345_678),
      // Steps of 211 days (prime to 365) visit every day of the year once in each 365 members.
      date_of_birth: dayOf(birthYear, index * 211),
      anniversary: isMarried ? dayOf(weddingYear, index * 173 + 40) : null,
      spouse_name: isMarried ? spouseName : null,
      category: weighted(random, categoryShares),
      status: weighted(random, statusShares),
      address: `${String.fromCharCode(65 + Math.floor(random() * 12))}-${1 + Math.floor(random() * 240)}, ${colony}, New Delhi ${pin}`,
      joined_on: dayOf(joinedYear, Math.floor(random() * 365)),
      ...(hasOwnLimit ? { credit_limit_paise: pick(random, [2_500_000, 5_000_000, 10_000_000]) } : {}),
      hasDemoPassword: false,
    })

    const family: Omit<DemoDependent, 'member_id' | 'dependent_code'>[] = []
    if (isMarried && random() < 0.7) {
      family.push({
        name: spouseName,
        relation: 'spouse',
        date_of_birth: dayOf(birthYear + Math.floor(random() * 7) - 2, index * 89 + 7),
        mobile: random() < 0.5 ? mobileFor('90', index, 55_555_555) : null,
      })
    }
    const children = isMarried
      ? weighted(random, [
          [0, 30],
          [1, 35],
          [2, 30],
          [3, 5],
        ] as const)
      : 0
    for (let child = 0; child < children; child++) {
      const childYear = weddingYear + 1 + child * 3 + Math.floor(random() * 2)
      if (childYear > LAST_YEAR - 1) break
      const isDaughter = random() < 0.5
      // Siblings are not given the same name: the next name on the list when it is taken.
      const names = isDaughter ? community.women : community.men
      let nameAt = Math.floor(random() * names.length)
      while (family.some((relative) => relative.name.startsWith(`${names[nameAt]!} `)) || names[nameAt] === first)
        nameAt = (nameAt + 1) % names.length
      family.push({
        name: `${names[nameAt]!} ${surnameFor(familyName, isDaughter)}`,
        relation: isDaughter ? 'daughter' : 'son',
        date_of_birth: dayOf(childYear, index * 131 + child * 59),
        mobile:
          LAST_YEAR - childYear >= 18 && random() < 0.6 ? mobileFor(pick(random, ['89', '79', '77']), index * 4 + child, 31_415_926) : null,
      })
    }
    if (random() < 0.04) {
      const isMother = random() < 0.6
      family.push({
        name: `${pick(random, isMother ? community.women : community.men)} ${surnameFor(familyName, isMother)}`,
        relation: isMother ? 'mother' : 'father',
        date_of_birth: dayOf(Math.max(1925, birthYear - 26 - Math.floor(random() * 6)), index * 47),
        mobile: null,
      })
    }
    family.forEach((relative, position) =>
      dependents.push({ member_id: memberId, dependent_code: `${memberId}-${position + 1}`, ...relative }),
    )
  }
  return { members, dependents }
}
