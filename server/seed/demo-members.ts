import type { DependentRelation } from '../../domain/members.js'
import { sql } from 'kysely'
import type { Executor } from '../db/database.js'
import type { MemberStatus } from '../db/schema.js'
import { laterDemoMembers } from './demo-members-later.js'

export interface DemoMember {
  member_id: string
  title: string
  name: string
  email: string | null
  mobile: string
  date_of_birth: string
  anniversary: string | null
  spouse_name: string | null
  category: string
  status: MemberStatus
  address: string
  joined_on: string
  /** The member's own credit limit; left out (null): the category's default. */
  credit_limit_paise?: number
  hasDemoPassword: boolean
}

export interface DemoDependent {
  member_id: string
  /** The dependent's own id under the member's: M1001-1. */
  dependent_code: string
  name: string
  relation: DependentRelation
  date_of_birth: string
  mobile: string | null
}

// The club's first sixty members (M1001-M1060), as the tests and the README know them: first names,
// surnames and colonies cycled deterministically, so the demo is the same on every machine. The
// other 1,740 (M1061-M2800) come from demo-members-later.ts.
const men = [
  'Vikram',
  'Rahul',
  'Sanjay',
  'Amit',
  'Rohit',
  'Deepak',
  'Naveen',
  'Karan',
  'Ashok',
  'Sunil',
  'Manoj',
  'Ajay',
  'Gaurav',
  'Nitin',
  'Harish',
]
const women = [
  'Anjali',
  'Neha',
  'Pooja',
  'Kavita',
  'Meera',
  'Ritu',
  'Sunita',
  'Shalini',
  'Nandini',
  'Aarti',
  'Swati',
  'Rekha',
  'Divya',
  'Preeti',
  'Sonia',
]
const surnames = [
  'Malhotra',
  'Kapoor',
  'Chopra',
  'Bhatia',
  'Sethi',
  'Agarwal',
  'Gupta',
  'Khurana',
  'Arora',
  'Bansal',
  'Jain',
  'Mittal',
  'Sahni',
  'Oberoi',
  'Talwar',
  'Grover',
  'Anand',
  'Luthra',
  'Suri',
  'Dhawan',
]
const colonies = [
  'New Friends Colony',
  'Maharani Bagh',
  'Defence Colony',
  'Greater Kailash I',
  'Jangpura Extension',
  'Sukhdev Vihar',
  'Friends Colony East',
  'Lajpat Nagar IV',
  'Kalkaji',
  'Ishwar Nagar',
]
const pinCodes: Record<string, string> = {
  'New Friends Colony': '110025',
  'Maharani Bagh': '110065',
  'Defence Colony': '110024',
  'Greater Kailash I': '110048',
  'Jangpura Extension': '110014',
  'Sukhdev Vihar': '110025',
  'Friends Colony East': '110065',
  'Lajpat Nagar IV': '110024',
  Kalkaji: '110019',
  'Ishwar Nagar': '110065',
}
const categories = [
  'Permanent Member',
  'Permanent Member',
  'Life Member',
  'Corporate Member',
  'Permanent Member',
  'Associate Member',
  'Temporary Member',
]

const pad = (value: number) => String(value).padStart(2, '0')
const isoDate = (year: number, month: number, day: number) => `${year}-${pad(month)}-${pad(day)}`

/** The demo club's 1,800 members and their dependents: the first sixty, then the rest. */
export function demoMembers(): { members: DemoMember[]; dependents: DemoDependent[] } {
  const first = firstSixtyMembers()
  const later = laterDemoMembers(first.members.length, DEMO_MEMBER_COUNT)
  return { members: [...first.members, ...later.members], dependents: [...first.dependents, ...later.dependents] }
}

export const DEMO_MEMBER_COUNT = 1800

function firstSixtyMembers(): { members: DemoMember[]; dependents: DemoDependent[] } {
  const members: DemoMember[] = []
  const dependents: DemoDependent[] = []
  for (let index = 0; index < 60; index++) {
    const isWoman = index % 4 === 3
    const first = isWoman ? women[index % women.length]! : men[index % men.length]!
    const surname = surnames[(index * 7) % surnames.length]!
    const spouseFirst = isWoman ? men[(index + 3) % men.length]! : women[index % women.length]!
    const isMarried = index % 5 !== 4
    const colony = colonies[index % colonies.length]!
    const memberId = `M${1001 + index}`
    const birthYear = 1950 + ((index * 3) % 35)
    members.push({
      member_id: memberId,
      title: isWoman ? (isMarried ? 'Mrs.' : 'Ms.') : index % 9 === 2 ? 'Dr.' : 'Mr.',
      name: `${first} ${surname}`,
      email: `${first}.${surname}${index}@example.in`.toLowerCase(),
      // Distinct, realistic Indian mobile numbers; M1001's ends in 3210 (the masked demo number).
      mobile: index === 0 ? '9810043210' : `98${String(11_000_000 + index * 104_729).slice(0, 8)}`,
      date_of_birth: isoDate(birthYear, (index % 12) + 1, (index % 27) + 1),
      anniversary: isMarried ? isoDate(birthYear + 27, ((index + 5) % 12) + 1, ((index * 2) % 27) + 1) : null,
      spouse_name: isMarried ? `${spouseFirst} ${surname}` : null,
      category: categories[index % categories.length]!,
      status: index === 57 ? 'suspended' : index === 58 ? 'resigned' : 'active',
      address: `${(index % 90) + 1}, Block ${String.fromCharCode(65 + (index % 8))}, ${colony}, New Delhi ${pinCodes[colony]}`,
      joined_on: isoDate(1994 + (index % 31), ((index * 5) % 12) + 1, ((index * 3) % 27) + 1),
      hasDemoPassword: index === 0,
    })
    if (index === 0) {
      dependents.push({
        member_id: memberId,
        dependent_code: `${memberId}-${dependents.filter((dependent) => dependent.member_id === memberId).length + 1}`,
        name: `${spouseFirst} ${surname}`,
        relation: 'spouse',
        date_of_birth: isoDate(birthYear + 3, 6, 14),
        mobile: '9810043211',
      })
    } else if (isMarried && index % 3 === 0) {
      dependents.push({
        member_id: memberId,
        dependent_code: `${memberId}-${dependents.filter((dependent) => dependent.member_id === memberId).length + 1}`,
        name: `${spouseFirst} ${surname}`,
        relation: 'spouse',
        date_of_birth: isoDate(birthYear + 2, 3, 9),
        mobile: null,
      })
      dependents.push({
        member_id: memberId,
        dependent_code: `${memberId}-${dependents.filter((dependent) => dependent.member_id === memberId).length + 1}`,
        name: `${women[(index + 6) % women.length]} ${surname}`,
        relation: 'daughter',
        date_of_birth: isoDate(birthYear + 30, 8, 21),
        mobile: null,
      })
    }
  }
  return { members, dependents }
}

type MemberRow = Omit<DemoMember, 'category' | 'hasDemoPassword'> & { category_id: number; password_hash: string | null }

/**
 * The club's members and their families, each table in one statement that reads the rows from one
 * JSON value: as fast on the embedded database as on a server (a statement of 500 rows with a
 * parameter per value took three times as long there), and far from PostgreSQL's limit of 65,535
 * parameters.
 */
export async function insertDemoMembers(trx: Executor, members: readonly MemberRow[], dependents: readonly DemoDependent[]) {
  await sql`
    insert into members (member_id, title, name, email, mobile, date_of_birth, anniversary, spouse_name, category_id, status,
                         address, joined_on, credit_limit_paise, password_hash)
    select member_id, title, name, email, mobile, date_of_birth, anniversary, spouse_name, category_id, status,
           address, joined_on, credit_limit_paise, password_hash
      from json_populate_recordset(null::members, ${JSON.stringify(members)}::json)
  `.execute(trx)
  await sql`
    insert into dependents (member_id, dependent_code, name, relation, date_of_birth, mobile)
    select member_id, dependent_code, name, relation, date_of_birth, mobile
      from json_populate_recordset(null::dependents, ${JSON.stringify(dependents)}::json)
  `.execute(trx)
}
