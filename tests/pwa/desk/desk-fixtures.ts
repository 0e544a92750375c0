import { clubDate } from '../../../domain/time'
import type { DeskActivity, DeskBooking } from '../../../pwa/desk/desk-types'

/** Today in club time, as the desk computes it. */
export const today = () => clubDate(new Date())

export const activities: DeskActivity[] = [
  { activity_id: 1, name: 'Badminton', category: 'Racquet sports' },
  { activity_id: 2, name: 'Squash', category: 'Racquet sports' },
]

export function deskBooking(overrides: Partial<DeskBooking> = {}): DeskBooking {
  return {
    bookingId: 101,
    date: today(),
    activityId: 1,
    activityName: 'Badminton',
    itemId: 11,
    itemName: 'Court 1',
    memberId: 'M1001',
    contactName: 'Vikram Malhotra',
    contactPhone: '9810043210',
    startTime: '18:00',
    endTime: '19:00',
    playerCount: 2,
    status: 'confirmed',
    checkedInAt: null,
    checkedInDevice: null,
    checkedOutAt: null,
    version: 10,
    ...overrides,
  }
}

export const deskPullAnswer = (bookings: DeskBooking[], version = 20, date = today()) => ({
  scope: `sports:${date}`,
  version,
  last_mutation_id: 0,
  activities,
  bookings,
})
