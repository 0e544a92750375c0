import type { SportsBookingStatus } from '../../../domain/sports'
import type { SportsBooking } from './sports-types'

/** The figures of server/sports/analytics.service.ts. Sums of paise may arrive as text (bigint): read with Number(). */
export interface ActivityTotal {
  activity_id: number
  name: string
  category: string
  bookings: number
  revenue_paise: number | string
}

export interface SportsStatistics {
  activity_id: number | null
  total_bookings: number
  by_status: Record<SportsBookingStatus, number>
  revenue_paise: number | string
  players: number
  activities: ActivityTotal[]
}

export interface RevenueDay {
  date: string
  bookings: number
  revenue_paise: number | string
  collected_paise: number | string
}

export interface RevenueReport {
  start_date: string
  end_date: string
  total_paise: number | string
  collected_paise: number | string
  bookings: number
  by_day: RevenueDay[]
  by_activity: ActivityTotal[]
}

export interface SportsDashboard {
  date: string
  today: { bookings: number; on_court_now: number; checked_in: number; still_to_come: number; cancelled: number; no_show: number; revenue_paise: number | string }
  upcoming_week_bookings: number
  activities: { total: number; by_status: Record<string, number> }
  todays_bookings: SportsBooking[]
}
