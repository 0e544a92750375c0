import { z } from 'zod'
import { festivalKeys, greetingTypes } from '../greetings.js'
import { endpoint, fileAnswer } from './endpoint.js'
import { clubDay, flag, id, instant, omitEmpty, requiredText, searchTerm, text } from './fields.js'

/** Greetings by WhatsApp (spec 2 §§2, 3, 5, 7 "Greetings", 8, 9; ADRs 035, 036). */
const tag = 'Greetings'

export const greetingType = z.enum(greetingTypes, {
  error: (issue) => (issue.input === undefined ? 'Greeting type is required' : 'Greeting type must be birthday, anniversary or festival'),
})
const festival = z.enum(festivalKeys, { error: 'Festival must be diwali, holi or newyear' })
const message = requiredText('Message', 2000)
const templateKey = text(40).optional()

/** Greeting member data (spec 2 §3) with the spec's messages (spec 2 §5). */
export const greetingMemberData = z.object(
  {
    memberId: requiredText('Member ID', 20),
    name: requiredText('Member name', 200),
    mobileNumber: requiredText('Mobile number', 20),
    title: requiredText('Title', 20),
    spouseName: text(200).nullish(),
    age: z.number().int().min(0).max(150).nullish(),
    yearsOfMarriage: z.number().int().min(0).max(150).nullish(),
  },
  { error: 'Member data is required' },
)
export type GreetingMemberData = z.output<typeof greetingMemberData>

const memberIds = z
  .array(requiredText('Member ID', 20), { error: 'Member IDs are required' })
  .min(1, 'Member IDs must be a non-empty list')
  .max(10_000, 'At most 10,000 members in one send')
  .transform((ids) => [...new Set(ids.map((memberId) => memberId.toUpperCase()))])

export const sendWhatsAppBody = z.object({
  memberData: greetingMemberData,
  message,
  greetingType,
  templateKey,
  festival: festival.optional(),
  /** The sender saw that the member was already greeted for this occasion this year, and sends again. */
  confirmResend: flag.optional(),
})
export type SendWhatsAppInput = z.output<typeof sendWhatsAppBody>

export const bulkSendBody = z.object({
  memberIds,
  message,
  greetingType,
  templateKey,
  festival: festival.optional(),
  confirmResend: flag.optional(),
})
export type BulkSendInput = z.output<typeof bulkSendBody>

export const scheduleBody = z.object({
  memberIds,
  message,
  scheduledDate: z.string({ error: 'Scheduled date is required' }).pipe(instant),
  greetingType: greetingType.default('birthday'),
  templateKey,
  festival: festival.optional(),
})
export type ScheduleInput = z.output<typeof scheduleBody>

export const formatMessageBody = z.object({
  template: requiredText('Template', 2000),
  memberData: greetingMemberData,
  greetingType,
})

export const updateStatusBody = z.object({
  memberId: requiredText('Member ID', 20).transform((value) => value.toUpperCase()),
  greetingType,
  festival: festival.optional(),
  confirmResend: flag.optional(),
})

const dayQuery = z.object({ date: omitEmpty(clubDay) })
export const statisticsQuery = z.object({
  startDate: z.string({ error: 'Start date is required' }).pipe(clubDay),
  endDate: z.string({ error: 'End date is required' }).pipe(clubDay),
})
export const searchQuery = z.object({
  searchTerm: searchTerm(2),
  type: omitEmpty(z.enum(['all', 'birthday', 'anniversary'], { error: 'must be all, birthday or anniversary' })).transform(
    (value) => value ?? 'all',
  ),
})
export const exportQuery = z.object({
  type: z.enum(['birthday', 'anniversary'], {
    error: (issue) => (issue.input === undefined ? 'Greeting type is required' : 'Greeting type must be birthday or anniversary'),
  }),
  date: omitEmpty(clubDay),
  format: omitEmpty(z.enum(['csv'], { error: 'Only csv is offered' })).transform((value) => value ?? 'csv'),
})
export const analyticsQuery = z.object({
  period: omitEmpty(z.enum(['week', 'month', 'year'], { error: 'Period must be week, month or year' })).transform(
    (value) => value ?? 'month',
  ),
})
export const scheduledQuery = z.object({
  status: omitEmpty(
    z.enum(['all', 'scheduled', 'running', 'done', 'cancelled'], { error: 'must be all, scheduled, running, done or cancelled' }),
  ).transform((value) => value ?? 'all'),
})
export const memberIdParam = z.object({ id: requiredText('Member ID', 20).transform((value) => value.toUpperCase()) })
export const batchIdParam = z.object({ id })

// ---- answers -----------------------------------------------------------------------------------

const ok = <S extends z.ZodType>(data: S) => z.object({ success: z.literal(true), message: z.string(), data })

export const occasionMember = z.object({
  memberId: z.string(),
  name: z.string(),
  title: z.string().nullable(),
  mobileNumber: z.string().nullable(),
  spouseName: z.string().nullable(),
  dateOfBirth: z.string().nullable(),
  anniversary: z.string().nullable(),
  age: z.number().nullable(),
  yearsOfMarriage: z.number().nullable(),
  isGreeted: z.boolean(),
  isOptedOut: z.boolean(),
})
export type OccasionMember = z.infer<typeof occasionMember>

export const skippedMember = z.object({ memberId: z.string(), name: z.string().nullable(), reason: z.string() })
export type SkippedMember = z.infer<typeof skippedMember>

export const festivalDay = z.object({ key: z.enum(festivalKeys), name: z.string(), date: z.string().nullable(), year: z.number() })

export const batchProgress = z.object({
  batchId: z.number(),
  jobId: z.string().nullable(),
  kind: z.enum(['single', 'bulk', 'schedule', 'auto']),
  greetingType: z.enum(greetingTypes),
  status: z.enum(['scheduled', 'queued', 'running', 'done', 'cancelled']),
  message: z.string(),
  scheduledFor: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  total: z.number(),
  sent: z.number(),
  failed: z.number(),
  waiting: z.number(),
  cancelled: z.number(),
})
export type BatchProgress = z.infer<typeof batchProgress>

export const greetingRecord = z.object({
  greetingId: z.number(),
  memberId: z.string(),
  greetingType: z.enum(greetingTypes),
  occasion: z.string(),
  year: z.number(),
  channel: z.enum(['whatsapp', 'other']),
  status: z.string(),
  message: z.string(),
  error: z.string().nullable(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
  statusAt: z.string().nullable(),
})
export type GreetingRecord = z.infer<typeof greetingRecord>

const countsByType = z.object({ birthday: z.number(), anniversary: z.number(), festival: z.number() })

export const greetingsDashboard = endpoint({
  method: 'get',
  path: '/api/greetings/dashboard',
  tag,
  summary: 'Today’s birthdays and anniversaries, the next festivals, greetings sent, sends running and scheduled',
  audience: 'staff',
  responses: {
    200: ok(
      z.object({
        date: z.string(),
        todayBirthdays: z.number(),
        todayAnniversaries: z.number(),
        upcomingFestivals: z.array(festivalDay),
        sentToday: z.number(),
        sentThisMonth: z.number(),
        running: z.array(batchProgress),
        scheduledCount: z.number(),
      }),
    ),
  },
})

export const greetingBirthdays = endpoint({
  method: 'get',
  path: '/api/greetings/birthdays',
  tag,
  summary: 'Members whose birthday is on a day (today in the club’s zone by default), with their age',
  description: 'A 29 February birthday is on 28 February in a year without one.',
  audience: 'staff',
  query: dayQuery,
  responses: { 200: ok(z.object({ date: z.string(), members: z.array(occasionMember) })) },
})

export const greetingAnniversaries = endpoint({
  method: 'get',
  path: '/api/greetings/anniversaries',
  tag,
  summary: 'Members whose wedding anniversary is on a day (today by default), with their years of marriage',
  audience: 'staff',
  query: dayQuery,
  responses: { 200: ok(z.object({ date: z.string(), members: z.array(occasionMember) })) },
})

export const greetingFestivals = endpoint({
  method: 'get',
  path: '/api/greetings/festivals',
  tag,
  summary: 'Diwali, Holi and New Year with their dates this year and next (club settings)',
  audience: 'staff',
  responses: { 200: ok(z.array(festivalDay)) },
})

export const greetingTemplatesEndpoint = endpoint({
  method: 'get',
  path: '/api/greetings/templates',
  tag,
  summary: 'The greeting templates per type and the placeholders they may use',
  audience: 'staff',
  responses: {
    200: ok(
      z.object({
        templates: z.record(z.string(), z.record(z.string(), z.string())),
        placeholders: z.array(z.string()),
      }),
    ),
  },
})

export const formatGreetingMessage = endpoint({
  method: 'post',
  path: '/api/greetings/format-message',
  tag,
  summary: 'A template (its key, or text) filled in for one member',
  description: 'A placeholder the member has no value for, or an unknown one, is left as written and listed in `unfilled`.',
  audience: 'staff',
  body: formatMessageBody,
  responses: { 200: ok(z.object({ message: z.string(), unfilled: z.array(z.string()) })) },
})

export const sendWhatsAppGreeting = endpoint({
  method: 'post',
  path: '/api/greetings/send-whatsapp',
  tag,
  summary: 'Sends one member a greeting by WhatsApp now',
  description:
    'The message may hold placeholders; it is filled in for the member. A member greeted for this occasion this year, or who opted out, is skipped and the answer says why (`confirmResend` sends again).',
  audience: 'staff',
  body: sendWhatsAppBody,
  responses: {
    200: ok(z.object({ greeting: greetingRecord.nullable(), skipped: z.array(skippedMember) })),
  },
})

export const bulkSendGreetings = endpoint({
  method: 'post',
  path: '/api/greetings/bulk-send',
  tag,
  summary: 'Greets many members in the background; answers at once with the job to follow',
  audience: 'staff',
  body: bulkSendBody,
  responses: { 202: ok(z.object({ batch: batchProgress, skipped: z.array(skippedMember) })) },
})

export const greetingJob = endpoint({
  method: 'get',
  path: '/api/greetings/jobs/:id',
  tag,
  summary: 'Progress of a bulk or scheduled send: sent, failed, waiting',
  audience: 'staff',
  params: batchIdParam,
  responses: { 200: ok(batchProgress) },
})

export const greetingStatistics = endpoint({
  method: 'get',
  path: '/api/greetings/statistics',
  tag,
  summary: 'Greetings between two days, by type and by status',
  audience: 'staff',
  query: statisticsQuery,
  responses: {
    200: ok(
      z.object({
        startDate: z.string(),
        endDate: z.string(),
        total: z.number(),
        byType: countsByType,
        byStatus: z.record(z.string(), z.number()),
      }),
    ),
  },
})

export const updateGreetingStatus = endpoint({
  method: 'post',
  path: '/api/greetings/update-status',
  tag,
  summary: 'Records that a member was greeted by other means (a call, a card)',
  audience: 'staff',
  body: updateStatusBody,
  responses: { 200: ok(z.object({ greeting: greetingRecord.nullable(), skipped: z.array(skippedMember) })) },
})

export const searchGreetingMembers = endpoint({
  method: 'get',
  path: '/api/greetings/search',
  tag,
  summary: 'Members by name, membership number or mobile, with their birthday and anniversary',
  audience: 'staff',
  query: searchQuery,
  responses: { 200: ok(z.array(occasionMember)) },
})

export const memberGreetingHistory = endpoint({
  method: 'get',
  path: '/api/greetings/member/:id/history',
  tag,
  summary: 'The greetings a member was sent, newest first, each with its latest delivery status',
  audience: 'staff',
  params: memberIdParam,
  responses: { 200: ok(z.array(greetingRecord)) },
})

export const exportGreetings = endpoint({
  method: 'get',
  path: '/api/greetings/export',
  tag,
  summary: 'A day’s birthdays or anniversaries as CSV, named greetings_{type}_{date}.csv',
  audience: 'staff',
  query: exportQuery,
  responses: { 200: fileAnswer('The CSV file', 'text/csv') },
})

export const greetingAnalytics = endpoint({
  method: 'get',
  path: '/api/greetings/analytics',
  tag,
  summary: 'Greetings sent per day over the last week, month or year, by type, and the delivery rate',
  audience: 'staff',
  query: analyticsQuery,
  responses: {
    200: ok(
      z.object({
        period: z.string(),
        startDate: z.string(),
        endDate: z.string(),
        series: z.array(z.object({ date: z.string(), birthday: z.number(), anniversary: z.number(), festival: z.number() })),
        byStatus: z.record(z.string(), z.number()),
        deliveryRate: z.number().nullable(),
      }),
    ),
  },
})

export const scheduleGreetings = endpoint({
  method: 'post',
  path: '/api/greetings/schedule',
  tag,
  summary: 'Greets members at a later time, once, whichever server is running then',
  audience: 'staff',
  body: scheduleBody,
  responses: { 201: ok(z.object({ batch: batchProgress, skipped: z.array(skippedMember) })) },
})

export const scheduledGreetings = endpoint({
  method: 'get',
  path: '/api/greetings/scheduled',
  tag,
  summary: 'Scheduled sends (and bulk sends), newest first, with their progress',
  audience: 'staff',
  query: scheduledQuery,
  responses: { 200: ok(z.array(batchProgress)) },
})

export const cancelScheduledGreeting = endpoint({
  method: 'delete',
  path: '/api/greetings/scheduled/:id',
  tag,
  summary: 'Cancels a scheduled send that has not started',
  audience: 'staff',
  params: batchIdParam,
  responses: { 200: ok(batchProgress) },
})

// ---- WhatsApp's delivery receipts ----------------------------------------------------------------

export const whatsappWebhookVerify = endpoint({
  method: 'get',
  path: '/api/whatsapp/webhook',
  tag,
  summary: 'WhatsApp’s verification of the webhook: answers hub.challenge when hub.verify_token matches',
  audience: 'none',
  query: z.object({
    'hub.mode': z.string().optional(),
    'hub.verify_token': z.string().optional(),
    'hub.challenge': z.string().optional(),
  }),
  responses: { 200: fileAnswer('The challenge, as sent', 'text/plain') },
})

export const whatsappWebhook = endpoint({
  method: 'post',
  path: '/api/whatsapp/webhook',
  tag,
  summary: 'WhatsApp Cloud API status callbacks (sent, delivered, read, failed), signed with the app secret',
  description: 'Refused with 401 unless X-Hub-Signature-256 is the HMAC-SHA256 of the body with the app secret.',
  audience: 'none',
  responses: { 200: z.object({ success: z.literal(true), updated: z.number() }) },
})
