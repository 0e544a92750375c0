import { z } from 'zod'
import {
  festivalKeys,
  festivalNames,
  MAX_SEND_RATE,
  TIME_OF_DAY,
  WHATSAPP_LANGUAGE,
  WHATSAPP_TEMPLATE_NAME,
  whatsappTemplateKeys,
  type FestivalKey,
} from '../greetings.js'
import { endpoint } from './endpoint.js'
import { optionalText, requiredText } from './fields.js'

/**
 * The club's greeting settings and its members' opt-outs (issue 21; ADRs 035, 036): festival dates
 * per year, the approved WhatsApp template names, the send rate, automatic greetings and their time.
 */
const tag = 'Greetings'

const isRealDay = (value: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(value) &&
  !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

/** { diwali: { '2027': '2027-10-29' } }; a null date takes that year's date away. */
const festivalDates = z
  .record(z.string(), z.record(z.string(), z.string().nullable(), { error: 'Festival dates must be given per year' }), {
    error: 'Festival dates must be given per festival and year',
  })
  .superRefine((value, ctx) => {
    for (const [festival, years] of Object.entries(value)) {
      if (!(festivalKeys as readonly string[]).includes(festival)) {
        ctx.addIssue({ code: 'custom', path: [festival], message: 'Festival must be diwali, holi or newyear' })
        continue
      }
      const name = festivalNames[festival as FestivalKey]
      for (const [year, date] of Object.entries(years)) {
        if (!/^\d{4}$/.test(year) || Number(year) < 2000 || Number(year) > 2100)
          ctx.addIssue({
            code: 'custom',
            path: [festival, year],
            message: `${name}: the year must be a year from 2000 to 2100, such as 2027`,
          })
        else if (date !== null && !isRealDay(date))
          ctx.addIssue({ code: 'custom', path: [festival, year], message: `${name} ${year} must be a date such as ${year}-10-29` })
        else if (date !== null && !date.startsWith(`${year}-`))
          ctx.addIssue({ code: 'custom', path: [festival, year], message: `${name} ${year} must be a date in ${year}` })
      }
    }
  })

/** { 'birthday.default': 'club_birthday_default' }; an empty name goes back to the default name. */
const whatsappTemplates = z
  .record(z.string(), z.string({ error: 'WhatsApp template names must be text' }).trim(), {
    error: 'WhatsApp template names must be given per greeting template',
  })
  .superRefine((value, ctx) => {
    for (const [key, name] of Object.entries(value)) {
      if (!whatsappTemplateKeys.includes(key))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `Unknown greeting template ${key}: must be one of ${whatsappTemplateKeys.join(', ')}`,
        })
      else if (name !== '' && !WHATSAPP_TEMPLATE_NAME.test(name))
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `The WhatsApp template name for ${key} must be lowercase letters, digits and underscores (at most 512)`,
        })
    }
  })

export const greetingSettingsBody = z
  .object({
    festivalDates: festivalDates.optional(),
    whatsappTemplates: whatsappTemplates.optional(),
    whatsappLanguage: z
      .string({ error: 'WhatsApp language must be a language code such as en or en_US' })
      .trim()
      .regex(WHATSAPP_LANGUAGE, 'WhatsApp language must be a language code such as en or en_US')
      .optional(),
    sendRatePerSecond: z
      .number({ error: `Send rate must be a whole number of messages per second, from 1 to ${MAX_SEND_RATE}` })
      .int(`Send rate must be a whole number of messages per second, from 1 to ${MAX_SEND_RATE}`)
      .min(1, `Send rate must be a whole number of messages per second, from 1 to ${MAX_SEND_RATE}`)
      .max(MAX_SEND_RATE, `Send rate must be a whole number of messages per second, from 1 to ${MAX_SEND_RATE}`)
      .optional(),
    isAutoGreeting: z.boolean({ error: 'Automatic greetings must be true or false' }).optional(),
    autoGreetingTime: z
      .string({ error: 'The automatic greetings’ time must be a time of day such as 09:00' })
      .trim()
      .regex(TIME_OF_DAY, 'The automatic greetings’ time must be a time of day such as 09:00')
      .optional(),
  })
  .refine((value) => Object.values(value).some((field) => field !== undefined), 'Nothing to change: send at least one setting')
export type GreetingSettingsInput = z.output<typeof greetingSettingsBody>

const ok = <S extends z.ZodType>(data: S) => z.object({ success: z.literal(true), message: z.string(), data })

export const greetingSettings = z.object({
  festivalDates: z.record(z.string(), z.record(z.string(), z.string())),
  /** Every template's approved name: the club's, or the default name (`isDefault`). */
  whatsappTemplates: z.array(z.object({ key: z.string(), name: z.string(), isDefault: z.boolean() })),
  whatsappLanguage: z.string(),
  sendRatePerSecond: z.number(),
  isAutoGreeting: z.boolean(),
  autoGreetingTime: z.string(),
  /** The last club day the automatic greetings ran on. */
  lastAutomaticRun: z.string().nullable(),
  updatedAt: z.string(),
})
export type GreetingSettings = z.infer<typeof greetingSettings>

export const readGreetingSettingsEndpoint = endpoint({
  method: 'get',
  path: '/api/greetings/settings',
  tag,
  summary: 'The club’s greeting settings: festival dates, WhatsApp template names and language, send rate, automatic greetings',
  audience: 'staff',
  responses: { 200: ok(greetingSettings) },
})

export const updateGreetingSettings = endpoint({
  method: 'put',
  path: '/api/greetings/settings',
  tag,
  summary: 'Changes some of the club’s greeting settings; what is not sent stays as it is',
  description:
    'Festival dates and template names are merged into the current ones: a null date takes that year away, an empty template name goes back to the default name. Automatic greetings run once a club day, at their time or, if no server ran then, as soon as one does that day.',
  audience: 'staff',
  body: greetingSettingsBody,
  responses: { 200: ok(greetingSettings) },
})

// ---- opt-outs -------------------------------------------------------------------------------------

export const greetingOptOut = z.object({
  memberId: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  reason: z.string().nullable(),
  createdAt: z.string(),
})
export type GreetingOptOut = z.infer<typeof greetingOptOut>

const memberParam = z.object({ id: requiredText('Member ID', 20).transform((value) => value.toUpperCase()) })

export const greetingOptOuts = endpoint({
  method: 'get',
  path: '/api/greetings/opt-outs',
  tag,
  summary: 'Members who asked not to receive greetings, by name',
  audience: 'staff',
  responses: { 200: ok(z.array(greetingOptOut)) },
})

export const addGreetingOptOut = endpoint({
  method: 'put',
  path: '/api/greetings/opt-outs/:id',
  tag,
  summary: 'Records that a member asked not to receive greetings (again: the reason is updated)',
  audience: 'staff',
  params: memberParam,
  body: z.object({ reason: optionalText(200) }),
  responses: { 200: ok(greetingOptOut) },
})

export const removeGreetingOptOut = endpoint({
  method: 'delete',
  path: '/api/greetings/opt-outs/:id',
  tag,
  summary: 'A member who had opted out receives greetings again',
  audience: 'staff',
  params: memberParam,
  responses: { 200: ok(z.object({ memberId: z.string() })) },
})
