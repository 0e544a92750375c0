import type { SportsActivity } from '../../../domain/contract/sports-shapes'
import { numberFromText, paiseFromRupeesText } from '../../forms/use-contract-form'
import { paiseToRupeesText } from '../../../domain/money'

/** The activity form as typed: the request's field names, numbers and rupees still as text. */
export interface ActivityFormValues {
  name: string
  category: string
  description: string
  is_public: boolean
  slot_minutes: string
  open_time: string
  close_time: string
  /** Rupees, as the office reads prices; the request carries paise. */
  price_paise: string
  guest_price_paise: string
  max_players: string
  max_slots_per_booking: string
  booking_window_days: string
  cancel_cutoff_minutes: string
  image_url: string
}

/** A new activity starts from ADR 015's defaults. */
export const activityFormValues = (activity?: SportsActivity): ActivityFormValues => ({
  name: activity?.name ?? '',
  category: activity?.category ?? '',
  description: activity?.description ?? '',
  is_public: activity?.is_public ?? false,
  slot_minutes: String(activity?.slot_minutes ?? 60),
  open_time: activity?.open_time ?? '06:00',
  close_time: activity?.close_time ?? '22:00',
  price_paise: activity ? paiseToRupeesText(activity.price_paise) : '',
  guest_price_paise: activity?.guest_price_paise != null ? paiseToRupeesText(activity.guest_price_paise) : '',
  max_players: String(activity?.max_players ?? 4),
  max_slots_per_booking: String(activity?.max_slots_per_booking ?? 2),
  booking_window_days: String(activity?.booking_window_days ?? 14),
  cancel_cutoff_minutes: String(activity?.cancel_cutoff_minutes ?? 120),
  image_url: activity?.image_url ?? '',
})

/** What the contract's activity schema reads: numbers as numbers, prices in paise; an empty guest price is the member price. */
export const activityRequest = (values: ActivityFormValues) => ({
  ...values,
  open_time: values.open_time.trim(),
  close_time: values.close_time.trim(),
  slot_minutes: numberFromText(values.slot_minutes),
  price_paise: paiseFromRupeesText(values.price_paise, undefined),
  guest_price_paise: paiseFromRupeesText(values.guest_price_paise, null),
  max_players: numberFromText(values.max_players),
  max_slots_per_booking: numberFromText(values.max_slots_per_booking),
  booking_window_days: numberFromText(values.booking_window_days),
  cancel_cutoff_minutes: numberFromText(values.cancel_cutoff_minutes),
})
