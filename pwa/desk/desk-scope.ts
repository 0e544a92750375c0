import type { ScopeHandler } from '../offline/scope-handler'
import { takeDeskResults } from './desk-rejections'
import { DESK_MUTATION_PREFIX, mergeDeskBookings, replaceDayBookings } from './desk-store'
import type { DeskActivity, DeskBooking } from './desk-types'

export const deskScope = (date: string) => `sports:${date}`

/** `sports:{date}`: the day's bookings and activities; `sports.*` mutations ("Desk check-in/check-out"). */
export const deskScopeHandler: ScopeHandler = {
  scopePrefix: 'sports',
  mutationPrefix: DESK_MUTATION_PREFIX,
  async takePull(scope, answer, since) {
    const date = scope.slice('sports:'.length)
    const bookings = (answer.bookings ?? []) as DeskBooking[]
    const activities = (answer.activities ?? []) as DeskActivity[]
    if (since === 0) await replaceDayBookings(date, activities, bookings)
    else await mergeDeskBookings(bookings, { activities, date })
  },
  takeResults: takeDeskResults,
}
