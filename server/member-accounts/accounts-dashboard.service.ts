import { depositMethods } from '../../domain/member-accounts.js'
import { clubDate } from '../../domain/time.js'
import { instantsOfDays } from '../../domain/member-accounts.js'
import type { Executor } from '../db/database.js'
import { accountTotals, membersOverLimit, pendingChequeTotals, takingsByMethod } from './accounts-dashboard.repository.js'

const OVER_LIMIT_SHOWN = 50

/** GET member/wallet/dashboard: what the accounts office opens its day with. */
export async function accountsDashboard(db: Executor, now: Date) {
  const today = clubDate(now)
  const { from, to } = instantsOfDays(today, today)
  const [totals, overLimit, cheques, takings] = await Promise.all([
    accountTotals(db),
    membersOverLimit(db, OVER_LIMIT_SHOWN),
    pendingChequeTotals(db),
    takingsByMethod(db, from, to),
  ])
  const takingsToday = depositMethods.flatMap((method) => {
    const row = takings.find((taking) => taking.method === method)
    return row ? [{ method, count: row.count, amount_paise: Number(row.amount) }] : []
  })
  return {
    date: today,
    total_owed_paise: Number(totals.owed),
    members_owing: totals.owing,
    total_held_paise: Number(totals.held),
    over_limit: overLimit.map((row) => ({
      memberId: row.member_id,
      name: row.name,
      available_paise: Number(row.available),
      credit_limit_paise: Number(row.credit_limit),
      over_by_paise: -Number(row.available) - Number(row.credit_limit),
    })),
    cheques_pending: { count: cheques.count, amount_paise: Number(cheques.amount) },
    cheques_refused_members: totals.refused,
    takings_today: takingsToday,
    takings_today_total_paise: takingsToday.reduce((sum, row) => sum + row.amount_paise, 0),
  }
}
