/**
 * The office's reports (issue 22, ADR 041): sales from the restaurant bills, food cost against sales,
 * and the stock's value by location. Pure rules shared by the server (CSV, ranges) and the screen.
 */
import { addDays } from './time.js'

export const salesGroupings = ['day', 'restaurant', 'dish', 'payment_method'] as const
export type SalesGrouping = (typeof salesGroupings)[number]

export const foodCostGroupings = ['dish', 'restaurant'] as const
export type FoodCostGrouping = (typeof foodCostGroupings)[number]

/** A range left out is the last 30 club days up to today; a range is at most 366 days. */
export const DEFAULT_REPORT_DAYS = 30
export const MAX_REPORT_DAYS = 366

/** Days from `from` to `to`, both included ('2026-11-01'..'2026-11-30' is 30). */
export function daysInRange(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
}

/** Every club day from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = []
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day)
  return days
}

/**
 * The range a report covers: `to` defaults to today (or `from`, when that is later), `from` to 30
 * days ending at `to`.
 */
export function reportRange(query: { from?: string | undefined; to?: string | undefined }, today: string) {
  const to = query.to ?? (query.from && query.from > today ? query.from : today)
  const from = query.from ?? addDays(to, -(DEFAULT_REPORT_DAYS - 1))
  return { from, to }
}

/** Food cost as a share of sales, in per cent with one decimal; null without sales. */
export function costShare(costPaise: number, salesPaise: number): number | null {
  return salesPaise > 0 ? Math.round((costPaise / salesPaise) * 1000) / 10 : null
}

/** Paise as rupees for a spreadsheet: 123450 → '1234.50' (a number a spreadsheet sums, no ₹ or commas). */
export function csvRupees(paise: number): string {
  const sign = paise < 0 ? '-' : ''
  const whole = Math.abs(paise)
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}

/** 'sales-by-day_2026-11-01_2026-11-30.csv'; the stock's value is named by its day. */
export function reportFileName(report: string, from: string, to?: string): string {
  return `${report}_${from}${to ? `_${to}` : ''}.csv`
}
