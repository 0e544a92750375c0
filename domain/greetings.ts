/**
 * Greetings by WhatsApp (spec 2 §3 "Greeting member data", "Greeting types", "Greeting templates"):
 * the templates, the one formatting function the office's preview and the server both use, and the
 * calendar rules (who has a birthday or anniversary on a day, how old, how many years).
 */

export const greetingTypes = ['birthday', 'anniversary', 'festival'] as const
export type GreetingType = (typeof greetingTypes)[number]

export const placeholders = ['title', 'name', 'spouseName', 'memberId', 'age', 'yearsOfMarriage'] as const
export type Placeholder = (typeof placeholders)[number]

export const festivalKeys = ['diwali', 'holi', 'newyear'] as const
export type FestivalKey = (typeof festivalKeys)[number]
export const festivalNames: Record<FestivalKey, string> = { diwali: 'Diwali', holi: 'Holi', newyear: 'New Year' }

/** The club's templates (spec 2 §3): three per type, each keyed as the client names it. */
export const greetingTemplates = {
  birthday: {
    default: 'Dear {title} {name}, the Club wishes you a very happy birthday! Many happy returns on turning {age}!',
    formal:
      'Dear {title} {name}, on behalf of the Managing Committee and members, we extend our warm wishes on your birthday. Membership No. {memberId}.',
    casual: 'Happy birthday, {name}! Have a wonderful day, and do drop by the Club to celebrate. Cheers!',
  },
  anniversary: {
    default: 'Dear {title} {name} and {spouseName}, the Club wishes you a very happy anniversary on {yearsOfMarriage} years of marriage!',
    formal:
      'Dear {title} {name} and {spouseName}, the Managing Committee extends heartiest congratulations on {yearsOfMarriage} years of marriage.',
    casual: 'Happy anniversary, {name} and {spouseName}! Here is to many more years together. See you at the Club!',
  },
  festival: {
    diwali: 'Dear {title} {name}, the Club wishes you and your family a very happy and prosperous Diwali!',
    holi: 'Dear {title} {name}, wishing you and your family a joyful and colourful Holi from all of us at the Club!',
    newyear: 'Dear {title} {name}, the Club wishes you and your family a happy and healthy New Year!',
  },
} as const satisfies Record<GreetingType, Record<string, string>>

export type TemplateKey<T extends GreetingType = GreetingType> = keyof (typeof greetingTemplates)[T] & string

export function templateKeysOf(type: GreetingType): string[] {
  return Object.keys(greetingTemplates[type])
}

/** The text of a named template of `type`, or undefined when `type` has no such template. */
export function templateText(type: GreetingType, key: string): string | undefined {
  const templates: Record<string, string> = greetingTemplates[type]
  return Object.hasOwn(templates, key) ? templates[key] : undefined
}

/** What a greeting is addressed with (spec 2 §3 "Greeting member data"). */
export interface GreetingMember {
  memberId: string
  name: string
  mobileNumber?: string | null
  title?: string | null
  spouseName?: string | null
  age?: number | null
  yearsOfMarriage?: number | null
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g

const isPlaceholder = (name: string): name is Placeholder => (placeholders as readonly string[]).includes(name)

function valueOf(member: GreetingMember, name: Placeholder): string | undefined {
  const value = member[name]
  if (value === undefined || value === null) return undefined
  const text = String(value).trim()
  return text === '' ? undefined : text
}

export interface FormattedGreeting {
  message: string
  /** Placeholders left in the text: unknown ones, and known ones the member has no value for. */
  unfilled: string[]
}

/**
 * Fills `{placeholder}`s with the member's values. A placeholder that is not one of the six, or that
 * the member has no value for (no spouse's name), is left as written, so the preview shows it and
 * nobody receives "undefined".
 */
export function formatGreeting(template: string, member: GreetingMember): FormattedGreeting {
  const unfilled = new Set<string>()
  const message = template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = isPlaceholder(name) ? valueOf(member, name) : undefined
    if (value === undefined) unfilled.add(name)
    return value ?? whole
  })
  return { message, unfilled: [...unfilled] }
}

/**
 * The values of a template's placeholders in the order they appear: the body parameters of the
 * matching pre-approved WhatsApp template ({{1}}, {{2}}, ... in the same order; ADR 036).
 */
export function templateParameters(template: string, member: GreetingMember): string[] {
  return [...template.matchAll(PLACEHOLDER)].map(([whole, name]) => (isPlaceholder(name!) ? (valueOf(member, name) ?? whole) : whole))
}

// ---- the calendar --------------------------------------------------------------------------------

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0

/**
 * The month-day ('MM-DD') on which a date recurs in `year`: 29 February falls on 28 February in a
 * year that has none.
 */
export function occasionDayIn(date: string, year: number): string {
  const monthDay = date.slice(5, 10)
  return monthDay === '02-29' && !isLeapYear(year) ? '02-28' : monthDay
}

/** Does the yearly occasion of `date` ('YYYY-MM-DD') fall on `day`? */
export function isOccasionOn(date: string, day: string): boolean {
  return occasionDayIn(date, Number(day.slice(0, 4))) === day.slice(5, 10)
}

/** The month-days a day's occasions may have been born on: 28 Feb in a common year also takes 29 Feb. */
export function monthDaysFor(day: string): string[] {
  const monthDay = day.slice(5, 10)
  return monthDay === '02-28' && !isLeapYear(Number(day.slice(0, 4))) ? ['02-28', '02-29'] : [monthDay]
}

/** Whole years from `from` to `day` (an age on a birthday, years of marriage on an anniversary). */
export function yearsBetween(from: string, day: string): number {
  const years = Number(day.slice(0, 4)) - Number(from.slice(0, 4))
  return day.slice(5, 10) >= occasionDayIn(from, Number(day.slice(0, 4))) ? years : years - 1
}

/**
 * What "once per occasion per year" is counted on: the type, and for a festival which one. A
 * member greeted for it in a year is not greeted again that year unless the sender confirms a resend.
 */
export function occasionKey(type: GreetingType, festival?: FestivalKey | null): string {
  return type === 'festival' && festival ? `festival:${festival}` : type
}

/** The festival a festival template is for: the template's key when it names one. */
export function festivalOfTemplate(key: string | null | undefined): FestivalKey | undefined {
  return (festivalKeys as readonly string[]).includes(key ?? '') ? (key as FestivalKey) : undefined
}

/** Has a member already been greeted for an occasion this year, given the years they were? */
export function isAlreadyGreeted(greetedYears: readonly number[], year: number): boolean {
  return greetedYears.includes(year)
}

/** The name of an export file (spec 2 §9): greetings_{type}_{date}.{format}. */
export const exportFileName = (type: string, date: string, format = 'csv') => `greetings_${type}_${date}.${format}`

/** Why a member is not sent a greeting. */
export const skipReasons = {
  optedOut: 'Opted out of WhatsApp greetings',
  alreadyGreeted: 'Already greeted for this occasion this year',
  noMobile: 'No mobile number on record',
  notActive: 'Membership is not active',
  notFound: 'Member not found',
} as const

// ---- the club's settings (ADRs 035, 036) -------------------------------------------------------------

/** Every greeting template a WhatsApp template name is set for ('birthday.default'), and 'custom' for an edited message. */
export const whatsappTemplateKeys: string[] = [
  ...greetingTypes.flatMap((type) => templateKeysOf(type).map((key) => `${type}.${key}`)),
  'custom',
]

/** The approved template's name when the club has not set one: club_birthday_default, club_greeting (ADR 036). */
export const defaultWhatsAppTemplateName = (key: string) => (key === 'custom' ? 'club_greeting' : `club_${key.replace('.', '_')}`)

/** Meta's rule for a template name: lowercase letters, digits and underscores. */
export const WHATSAPP_TEMPLATE_NAME = /^[a-z0-9_]{1,512}$/
/** A WhatsApp language code: en, hi, en_US. */
export const WHATSAPP_LANGUAGE = /^[a-z]{2,3}(_[A-Z]{2})?$/
/** A time of day on the club's clock, 'HH:MM' (00:00-23:59). */
export const TIME_OF_DAY = /^([01]\d|2[0-3]):[0-5]\d$/
export const MAX_SEND_RATE = 1000
