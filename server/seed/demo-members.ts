import type { MemberStatus } from '../db/schema.js'

interface DemoMember {
  member_id: string
  title: string
  name: string
  email: string
  mobile: string
  date_of_birth: string
  anniversary: string | null
  spouse_name: string | null
  category: string
  status: MemberStatus
  address: string
  joined_on: string
  hasDemoPassword: boolean
}

interface DemoDependent {
  member_id: string
  /** The dependent's own id under the member's: M1001-1. */
  dependent_code: string
  name: string
  relation: string
  date_of_birth: string
  mobile: string | null
}

// Sixty members of a Delhi club: first names, surnames and colonies cycled deterministically, so
// the demo is the same on every machine.
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

export function demoMembers(): { members: DemoMember[]; dependents: DemoDependent[] } {
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
        relation: 'Spouse',
        date_of_birth: isoDate(birthYear + 3, 6, 14),
        mobile: '9810043211',
      })
    } else if (isMarried && index % 3 === 0) {
      dependents.push({
        member_id: memberId,
        dependent_code: `${memberId}-${dependents.filter((dependent) => dependent.member_id === memberId).length + 1}`,
        name: `${spouseFirst} ${surname}`,
        relation: 'Spouse',
        date_of_birth: isoDate(birthYear + 2, 3, 9),
        mobile: null,
      })
      dependents.push({
        member_id: memberId,
        dependent_code: `${memberId}-${dependents.filter((dependent) => dependent.member_id === memberId).length + 1}`,
        name: `${women[(index + 6) % women.length]} ${surname}`,
        relation: 'Daughter',
        date_of_birth: isoDate(birthYear + 30, 8, 21),
        mobile: null,
      })
    }
  }
  return { members, dependents }
}
