import type { DepositMethod } from '../../domain/member-accounts.js'
import { clubDate, CLUB_UTC_OFFSET } from '../../domain/time.js'
import type { Executor } from '../db/database.js'
import { moveChequeInTransaction, recordDepositInTransaction } from '../member-accounts/deposits.service.js'
import { postEntry } from '../member-accounts/ledger.service.js'

/**
 * The demo members' accounts (ADR 024), before today's bookings charge them: an opening deposit each,
 * some annual fees and adjustments, and a few cheques in each state: waiting (received, deposited),
 * cleared and bounced, one member twice, so that the account takes no more cheques. Always the same,
 * dated back from `now`, written in the order it happened through the ledger's own functions.
 */

const MEMBERS_WITH_ACCOUNTS = 40
const DAY = 86_400_000

const openingMethods: DepositMethod[] = ['bank_transfer', 'upi', 'cash', 'card']
const openingRupees = [25_000, 40_000, 15_000, 60_000, 10_000]
const referencePrefix: Record<DepositMethod, string> = { bank_transfer: 'NEFT', upi: 'UPI', cash: 'RCPT', card: 'POS', cheque: 'CHQ' }

interface DemoCheque {
  memberId: string
  rupees: number
  number: string
  bank: string
  receivedDaysAgo: number
  /** Days ago each later status was set. */
  moves: [status: 'deposited' | 'cleared' | 'bounced', daysAgo: number][]
}

const demoCheques: DemoCheque[] = [
  {
    memberId: 'M1007',
    rupees: 30_000,
    number: '104211',
    bank: 'Punjab National Bank',
    receivedDaysAgo: 200,
    moves: [
      ['deposited', 199],
      ['bounced', 196],
    ],
  },
  {
    memberId: 'M1001',
    rupees: 20_000,
    number: '552301',
    bank: 'HDFC Bank',
    receivedDaysAgo: 30,
    moves: [
      ['deposited', 29],
      ['cleared', 27],
    ],
  },
  {
    memberId: 'M1003',
    rupees: 35_000,
    number: '318842',
    bank: 'State Bank of India',
    receivedDaysAgo: 25,
    moves: [
      ['deposited', 24],
      ['cleared', 22],
    ],
  },
  {
    memberId: 'M1007',
    rupees: 25_000,
    number: '104237',
    bank: 'Punjab National Bank',
    receivedDaysAgo: 20,
    moves: [
      ['deposited', 19],
      ['bounced', 16],
    ],
  },
  {
    memberId: 'M1004',
    rupees: 15_000,
    number: '770015',
    bank: 'ICICI Bank',
    receivedDaysAgo: 15,
    moves: [
      ['deposited', 14],
      ['bounced', 11],
    ],
  },
  { memberId: 'M1002', rupees: 50_000, number: '223409', bank: 'Axis Bank', receivedDaysAgo: 4, moves: [['deposited', 3]] },
  { memberId: 'M1006', rupees: 12_500, number: '660128', bank: 'Kotak Mahindra Bank', receivedDaysAgo: 3, moves: [['deposited', 2]] },
  { memberId: 'M1001', rupees: 15_000, number: '552318', bank: 'HDFC Bank', receivedDaysAgo: 2, moves: [] },
  { memberId: 'M1005', rupees: 40_000, number: '901774', bank: 'Bank of Baroda', receivedDaysAgo: 1, moves: [] },
]

type Step = { at: Date; order: number; run: (at: Date) => Promise<void> }

export async function seedDemoAccounts(trx: Executor, now: Date): Promise<void> {
  const clerk = await trx.selectFrom('users').select('user_id').where('email', '=', 'accounts@club.test').executeTakeFirst()
  const userId = clerk?.user_id ?? null
  const members = await trx
    .selectFrom('members')
    .innerJoin('member_categories', 'member_categories.category_id', 'members.category_id')
    .select(['members.member_id', 'member_categories.annual_fee_paise'])
    .where('members.status', '=', 'active')
    .orderBy('members.member_id')
    .limit(MEMBERS_WITH_ACCOUNTS)
    .execute()
  const known = new Set(members.map((member) => member.member_id))
  const daysAgo = (days: number, hour = 11) => {
    const day = clubDate(new Date(now.getTime() - days * DAY))
    return new Date(`${day}T${String(hour).padStart(2, '0')}:00:00${CLUB_UTC_OFFSET}`)
  }
  const steps: Step[] = []
  const step = (at: Date, run: Step['run']) => steps.push({ at, order: steps.length, run })

  members.forEach((member, index) => {
    const method = openingMethods[index % openingMethods.length]!
    step(daysAgo(75 - (index % 10), 10 + (index % 6)), async (at) => {
      await recordDepositInTransaction(
        trx,
        {
          memberId: member.member_id,
          amount_paise: openingRupees[index % openingRupees.length]! * 100,
          method,
          reference: `${referencePrefix[method]}${String(70_431 + index * 37)}`,
          cheque: null,
        },
        { userId, now: at },
      )
    })
    if (member.annual_fee_paise > 0 && index % 3 === 0) {
      step(daysAgo(55, 9), (at) => post(trx, member.member_id, 'annual_fee', -member.annual_fee_paise, 'Annual subscription', at, userId))
    }
    if (index % 7 === 2) {
      step(daysAgo(40, 16), (at) => post(trx, member.member_id, 'adjustment', -150_000, 'Locker rent, half year', at, userId))
    }
    if (index % 9 === 4) {
      step(daysAgo(33, 12), (at) => post(trx, member.member_id, 'adjustment', 50_000, 'Credit: banquet deposit carried over', at, userId))
    }
  })

  for (const cheque of demoCheques.filter((demo) => known.has(demo.memberId))) {
    let entryId = 0
    step(daysAgo(cheque.receivedDaysAgo, 12), async (at) => {
      const { entry } = await recordDepositInTransaction(
        trx,
        {
          memberId: cheque.memberId,
          amount_paise: cheque.rupees * 100,
          method: 'cheque',
          reference: null,
          cheque: { number: cheque.number, bank: cheque.bank, date: clubDate(at) },
        },
        { userId, now: at },
      )
      entryId = entry.entry_id
    })
    for (const [status, days] of cheque.moves) {
      step(daysAgo(days, 15), async (at) => {
        await moveChequeInTransaction(trx, { transactionId: entryId, status }, { userId, now: at })
      })
    }
  }

  steps.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order)
  for (const { at, run } of steps) await run(at)
}

async function post(
  trx: Executor,
  memberId: string,
  kind: 'annual_fee' | 'adjustment',
  amountPaise: number,
  description: string,
  now: Date,
  createdBy: number | null,
) {
  await postEntry(trx, { memberId, kind, amountPaise, description, now, createdBy })
}
