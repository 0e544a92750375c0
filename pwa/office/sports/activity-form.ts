import { isTimeOfDay, minutesOf } from '../../../domain/sports'
import { paiseToRupeesText, rupeesToPaise } from '../../../domain/money'
import type { SportsActivity } from './sports-types'

export interface ActivityFormValues {
  name: string
  category: string
  description: string
  isPublic: boolean
  slotMinutes: string
  openTime: string
  closeTime: string
  priceRupees: string
  guestPriceRupees: string
  maxPlayers: string
  maxSlotsPerBooking: string
  bookingWindowDays: string
  cancelCutoffMinutes: string
  imageUrl: string
}

export type ActivityFieldErrors = Partial<Record<keyof ActivityFormValues, string>>

/** A new activity starts from ADR 015's defaults. */
export const activityFormValues = (activity?: SportsActivity): ActivityFormValues => ({
  name: activity?.name ?? '',
  category: activity?.category ?? '',
  description: activity?.description ?? '',
  isPublic: activity?.is_public ?? false,
  slotMinutes: String(activity?.slot_minutes ?? 60),
  openTime: activity?.open_time ?? '06:00',
  closeTime: activity?.close_time ?? '22:00',
  priceRupees: activity ? paiseToRupeesText(activity.price_paise) : '',
  guestPriceRupees: activity?.guest_price_paise != null ? paiseToRupeesText(activity.guest_price_paise) : '',
  maxPlayers: String(activity?.max_players ?? 4),
  maxSlotsPerBooking: String(activity?.max_slots_per_booking ?? 2),
  bookingWindowDays: String(activity?.booking_window_days ?? 14),
  cancelCutoffMinutes: String(activity?.cancel_cutoff_minutes ?? 120),
  imageUrl: activity?.image_url ?? '',
})

/** The server's names (400 `errors[].path`) on the form's. */
export const activityServerFields: Record<string, keyof ActivityFormValues> = {
  name: 'name',
  category: 'category',
  description: 'description',
  is_public: 'isPublic',
  slot_minutes: 'slotMinutes',
  open_time: 'openTime',
  close_time: 'closeTime',
  price_paise: 'priceRupees',
  guest_price_paise: 'guestPriceRupees',
  max_players: 'maxPlayers',
  max_slots_per_booking: 'maxSlotsPerBooking',
  booking_window_days: 'bookingWindowDays',
  cancel_cutoff_minutes: 'cancelCutoffMinutes',
  image_url: 'imageUrl',
}

const MAX_PAISE = 100_000_000
const MONEY_HINT = 'an amount in rupees, such as 800 or 800.50'

const wholeIn = (text: string, min: number, max: number) => /^\d+$/.test(text.trim()) && Number(text) >= min && Number(text) <= max

/** The checks of server/sports/sports.schemas.ts, before anything is sent; each message names its field. */
export function validateActivity(values: ActivityFormValues): ActivityFieldErrors {
  const errors: ActivityFieldErrors = {}
  const name = values.name.trim()
  if (name === '') errors.name = 'Name is required'
  else if (name.length < 2 || name.length > 80) errors.name = 'Name must be 2 to 80 characters'
  const category = values.category.trim()
  if (category === '') errors.category = 'Category is required'
  else if (category.length < 2 || category.length > 40) errors.category = 'Category must be 2 to 40 characters'
  if (values.description.trim().length > 2000) errors.description = 'Description must be at most 2000 characters'
  if (!wholeIn(values.slotMinutes, 15, 240)) errors.slotMinutes = 'Slot length must be a whole number of minutes from 15 to 240'
  if (!isTimeOfDay(values.openTime.trim())) errors.openTime = 'Opens must be a time as HH:MM, such as 06:00'
  if (!isTimeOfDay(values.closeTime.trim())) errors.closeTime = 'Closes must be a time as HH:MM, such as 22:00'
  else if (!errors.openTime) {
    const open = minutesOf(values.openTime.trim())
    const close = minutesOf(values.closeTime.trim())
    if (close <= open) errors.closeTime = 'Closes must be after the opening time'
    else if (!errors.slotMinutes && close - open < Number(values.slotMinutes)) errors.closeTime = 'The opening hours must hold at least one slot'
  }
  const price = rupeesToPaise(values.priceRupees)
  if (values.priceRupees.trim() === '') errors.priceRupees = 'Price is required (0 for free)'
  else if (price === null || price > MAX_PAISE) errors.priceRupees = `Price must be ${MONEY_HINT}`
  if (values.guestPriceRupees.trim() !== '') {
    const guestPrice = rupeesToPaise(values.guestPriceRupees)
    if (guestPrice === null || guestPrice > MAX_PAISE) errors.guestPriceRupees = `Guest price must be ${MONEY_HINT}`
  }
  if (!wholeIn(values.maxPlayers, 1, 50)) errors.maxPlayers = 'Players must be a whole number from 1 to 50'
  if (!wholeIn(values.maxSlotsPerBooking, 1, 8)) errors.maxSlotsPerBooking = 'Slots per booking must be a whole number from 1 to 8'
  if (!wholeIn(values.bookingWindowDays, 0, 365)) errors.bookingWindowDays = 'Booking window must be a whole number of days from 0 to 365'
  if (!wholeIn(values.cancelCutoffMinutes, 0, 10_080)) errors.cancelCutoffMinutes = 'Cancellation cut-off must be a whole number of minutes from 0 to 10080'
  if (values.imageUrl.trim().length > 500) errors.imageUrl = 'Image address must be at most 500 characters'
  return errors
}

/** POST/PUT activities: money in paise; an empty guest price means "the member price". */
export function toActivityBody(values: ActivityFormValues) {
  return {
    name: values.name.trim(),
    category: values.category.trim(),
    description: values.description.trim(),
    is_public: values.isPublic,
    slot_minutes: Number(values.slotMinutes),
    open_time: values.openTime.trim(),
    close_time: values.closeTime.trim(),
    price_paise: rupeesToPaise(values.priceRupees)!,
    guest_price_paise: values.guestPriceRupees.trim() === '' ? null : rupeesToPaise(values.guestPriceRupees),
    max_players: Number(values.maxPlayers),
    max_slots_per_booking: Number(values.maxSlotsPerBooking),
    booking_window_days: Number(values.bookingWindowDays),
    cancel_cutoff_minutes: Number(values.cancelCutoffMinutes),
    image_url: values.imageUrl.trim() === '' ? null : values.imageUrl.trim(),
  }
}
