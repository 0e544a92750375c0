import type { GreetingSettings } from '../../../domain/contract/greeting-settings'
import { festivalKeys, type FestivalKey } from '../../../domain/greetings'
import { numberFromText } from '../../forms/use-contract-form'

/** One year's festival dates as typed: 'YYYY-MM-DD' or blank. */
export type FestivalRow = { year: string } & Record<FestivalKey, string>

/** The greeting settings form as typed; template names keyed by their index in the settings' list. */
export interface GreetingSettingsFormValues {
  sendRatePerSecond: string
  isAutoGreeting: boolean
  autoGreetingTime: string
  whatsappLanguage: string
  whatsappTemplates: { name: string }[]
  festivalDates: FestivalRow[]
}

export function settingsFormValues(settings: GreetingSettings): GreetingSettingsFormValues {
  const years = [...new Set(Object.values(settings.festivalDates).flatMap((dates) => Object.keys(dates)))].sort()
  return {
    sendRatePerSecond: String(settings.sendRatePerSecond),
    isAutoGreeting: settings.isAutoGreeting,
    autoGreetingTime: settings.autoGreetingTime,
    whatsappLanguage: settings.whatsappLanguage,
    whatsappTemplates: settings.whatsappTemplates.map((template) => ({ name: template.isDefault ? '' : template.name })),
    festivalDates: years.map((year) => ({
      year,
      ...(Object.fromEntries(festivalKeys.map((key) => [key, settings.festivalDates[key]?.[year] ?? ''])) as Record<FestivalKey, string>),
    })),
  }
}

/**
 * What PUT /api/greetings/settings reads: every field as it stands. Festival dates are sent per year
 * typed; a blank date, and every date of a year taken off the table, is sent as null (taken away).
 */
export function settingsRequest(values: GreetingSettingsFormValues, settings: GreetingSettings) {
  const festivalDates: Record<string, Record<string, string | null>> = {}
  for (const key of festivalKeys) {
    const dates: Record<string, string | null> = {}
    for (const year of Object.keys(settings.festivalDates[key] ?? {})) dates[year] = null
    for (const row of values.festivalDates) if (row.year.trim()) dates[row.year.trim()] = row[key].trim() || null
    festivalDates[key] = dates
  }
  return {
    sendRatePerSecond: numberFromText(values.sendRatePerSecond),
    isAutoGreeting: values.isAutoGreeting,
    autoGreetingTime: values.autoGreetingTime,
    whatsappLanguage: values.whatsappLanguage,
    whatsappTemplates: Object.fromEntries(
      settings.whatsappTemplates.map((template, index) => [template.key, values.whatsappTemplates[index]?.name.trim() ?? '']),
    ),
    festivalDates,
  }
}
