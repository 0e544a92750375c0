import { buildCsv, UTF8_BOM } from '../../domain/csv.js'
import { festivalKeys, festivalNames, monthDaysFor, occasionKey, type GreetingType } from '../../domain/greetings.js'
import { addDays, clubDate, startOfClubDay } from '../../domain/time.js'
import type { BatchProgress, GreetingRecord, OccasionMember } from '../../domain/contract/greetings.js'
import type { Executor } from '../db/database.js'
import {
  batchCounts,
  countGreetings,
  countScheduled,
  countSentSince,
  greetedMemberIds,
  listBatches,
  listRunningBatches,
  memberHistory,
  membersWithOccasionOn,
  readGreetingSettings,
  searchMembers,
  sentPerDay,
  sentStatuses,
  type BatchRow,
  type GreetingMemberRow,
  type GreetingRow,
} from './greetings.repository.js'

/** What a member turns (or how many years married they reach) in `year`. */
export const yearsIn = (date: string | null, year: number) => (date ? year - Number(date.slice(0, 4)) : null)

export function toOccasionMember(row: GreetingMemberRow, year: number, isGreeted: boolean): OccasionMember {
  return {
    memberId: row.member_id,
    name: row.name,
    title: row.title,
    mobileNumber: row.mobile,
    spouseName: row.spouse_name,
    dateOfBirth: row.date_of_birth,
    anniversary: row.anniversary,
    age: yearsIn(row.date_of_birth, year),
    yearsOfMarriage: yearsIn(row.anniversary, year),
    isGreeted,
    isOptedOut: row.is_opted_out,
  }
}

const iso = (at: Date | null) => (at ? new Date(at).toISOString() : null)

export function toGreetingRecord(row: GreetingRow): GreetingRecord {
  return {
    greetingId: row.greeting_id,
    memberId: row.member_id,
    greetingType: row.greeting_type,
    occasion: row.occasion,
    year: row.occasion_year,
    channel: row.channel,
    status: row.status,
    message: row.message,
    error: row.error,
    createdAt: iso(row.created_at)!,
    sentAt: iso(row.sent_at),
    statusAt: iso(row.status_at),
  }
}

export function toBatchProgress(batch: BatchRow, counts: Record<string, number> = {}): BatchProgress {
  const count = (...statuses: string[]) => statuses.reduce((sum, status) => sum + (counts[status] ?? 0), 0)
  return {
    batchId: batch.batch_id,
    jobId: batch.job_id,
    kind: batch.kind,
    greetingType: batch.greeting_type,
    status: batch.status,
    message: batch.message,
    scheduledFor: iso(batch.scheduled_for),
    createdAt: iso(batch.created_at)!,
    finishedAt: iso(batch.finished_at),
    total: batch.total,
    sent: count(...sentStatuses),
    failed: count('failed'),
    waiting: count('pending', 'sending'),
    cancelled: count('cancelled'),
  }
}

export async function progressOf(db: Executor, batches: BatchRow[]): Promise<BatchProgress[]> {
  const counts = await batchCounts(
    db,
    batches.map((batch) => batch.batch_id),
  )
  return batches.map((batch) => toBatchProgress(batch, counts.get(batch.batch_id)))
}

/** Birthdays or anniversaries on a club day (29 February ones on 28 February in other years). */
export async function occasionsOn(db: Executor, type: 'birthday' | 'anniversary', day: string): Promise<OccasionMember[]> {
  const rows = await membersWithOccasionOn(db, type === 'birthday' ? 'date_of_birth' : 'anniversary', monthDaysFor(day))
  const year = Number(day.slice(0, 4))
  const greeted = await greetedMemberIds(
    db,
    rows.map((row) => row.member_id),
    occasionKey(type),
    year,
  )
  return rows.map((row) => toOccasionMember(row, year, greeted.has(row.member_id)))
}

/** The three festivals with their date in `year` (club settings); null where the club has not set it. */
export async function festivalsOf(db: Executor, year: number) {
  const { festival_dates } = await readGreetingSettings(db)
  return festivalKeys.map((key) => ({ key, name: festivalNames[key], date: festival_dates[key]?.[String(year)] ?? null, year }))
}

/** This year's festivals still to come, then next year's, in date order. */
export async function upcomingFestivals(db: Executor, today: string) {
  const year = Number(today.slice(0, 4))
  const all = [...(await festivalsOf(db, year)), ...(await festivalsOf(db, year + 1))]
  return all.filter((festival) => festival.date !== null && festival.date >= today).sort((a, b) => a.date!.localeCompare(b.date!))
}

export async function dashboardOf(db: Executor, now: Date) {
  const today = clubDate(now)
  const [birthdays, anniversaries, festivals, sentToday, sentThisMonth, running, scheduledCount] = await Promise.all([
    occasionsOn(db, 'birthday', today),
    occasionsOn(db, 'anniversary', today),
    upcomingFestivals(db, today),
    countSentSince(db, startOfClubDay(today)),
    countSentSince(db, startOfClubDay(`${today.slice(0, 8)}01`)),
    listRunningBatches(db),
    countScheduled(db),
  ])
  return {
    date: today,
    todayBirthdays: birthdays.length,
    todayAnniversaries: anniversaries.length,
    upcomingFestivals: festivals.slice(0, 3),
    sentToday,
    sentThisMonth,
    running: await progressOf(db, running),
    scheduledCount,
  }
}

export async function searchOccasionMembers(db: Executor, term: string, type: 'all' | 'birthday' | 'anniversary', now: Date) {
  const year = Number(clubDate(now).slice(0, 4))
  const rows = await searchMembers(db, term, type)
  const ids = rows.map((row) => row.member_id)
  const greeted = type === 'all' ? new Set<string>() : await greetedMemberIds(db, ids, occasionKey(type), year)
  return rows.map((row) => toOccasionMember(row, year, greeted.has(row.member_id)))
}

export async function historyOf(db: Executor, memberId: string) {
  return (await memberHistory(db, memberId)).map(toGreetingRecord)
}

const zeroByType = (): Record<GreetingType, number> => ({ birthday: 0, anniversary: 0, festival: 0 })

export async function statisticsOf(db: Executor, startDate: string, endDate: string) {
  const rows = await countGreetings(db, startOfClubDay(startDate), startOfClubDay(addDays(endDate, 1)))
  const byType = zeroByType()
  const byStatus: Record<string, number> = {}
  for (const row of rows) {
    byType[row.greeting_type] += row.count
    byStatus[row.status] = (byStatus[row.status] ?? 0) + row.count
  }
  return { startDate, endDate, total: Object.values(byType).reduce((a, b) => a + b, 0), byType, byStatus }
}

const periodDays = { week: 7, month: 30, year: 365 } as const

export async function analyticsOf(db: Executor, period: keyof typeof periodDays, now: Date) {
  const endDate = clubDate(now)
  const startDate = addDays(endDate, 1 - periodDays[period])
  const from = startOfClubDay(startDate)
  const to = startOfClubDay(addDays(endDate, 1))
  const perDay = await sentPerDay(db, from, to)
  const series = []
  for (let day = startDate; day <= endDate; day = addDays(day, 1)) {
    const counts = zeroByType()
    for (const row of perDay) if (row.day === day) counts[row.greeting_type] += row.count
    series.push({ date: day, ...counts })
  }
  const { byStatus } = await statisticsOf(db, startDate, endDate)
  const sentCount = (byStatus.sent ?? 0) + (byStatus.delivered ?? 0) + (byStatus.read ?? 0)
  const deliveredCount = (byStatus.delivered ?? 0) + (byStatus.read ?? 0)
  return { period, startDate, endDate, series, byStatus, deliveryRate: sentCount > 0 ? deliveredCount / sentCount : null }
}

export async function scheduledList(db: Executor, status: string) {
  return progressOf(db, await listBatches(db, status))
}

/** A day's birthdays or anniversaries as CSV (spec 2 §9), through the one CSV builder. */
export async function exportCsv(db: Executor, type: 'birthday' | 'anniversary', day: string): Promise<string> {
  const members = await occasionsOn(db, type, day)
  const header = [
    'Member ID',
    'Title',
    'Name',
    'Mobile',
    type === 'birthday' ? 'Date of birth' : 'Anniversary',
    type === 'birthday' ? 'Age' : 'Years of marriage',
    'Spouse',
    'Greeted',
    'Opted out',
  ]
  const rows = members.map((member) => [
    member.memberId,
    member.title,
    member.name,
    member.mobileNumber,
    type === 'birthday' ? member.dateOfBirth : member.anniversary,
    type === 'birthday' ? member.age : member.yearsOfMarriage,
    member.spouseName,
    member.isGreeted ? 'Yes' : 'No',
    member.isOptedOut ? 'Yes' : 'No',
  ])
  return UTF8_BOM + buildCsv(header, rows)
}
