import type { Insertable } from 'kysely'
import type { BulkSendInput, ScheduleInput, SendWhatsAppInput, SkippedMember } from '../../domain/contract/greetings.js'
import {
  festivalOfTemplate,
  formatGreeting,
  monthDaysFor,
  occasionKey,
  skipReasons,
  templateKeysOf,
  templateParameters,
  templateText,
  type FestivalKey,
  type GreetingType,
} from '../../domain/greetings.js'
import { clubDate } from '../../domain/time.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import type { GreetingBatchKind, GreetingsTable } from '../db/greetings-schema.js'
import type { AppDeps, Clock } from '../http/context.js'
import type { GreetingJobs } from './greeting-jobs.js'
import { AppError, badRequest, conflict, notFound } from '../http/errors.js'
import { claimGreeting, deliverGreeting, recordOutcome } from './greeting-delivery.js'
import {
  findBatch,
  findMembers,
  greetedMemberIds,
  insertBatch,
  insertGreetings,
  membersWithOccasionOn,
  readGreetingSettings,
  type BatchRow,
} from './greetings.repository.js'
import { toBatchProgress, toGreetingRecord, yearsIn } from './greetings.reads.js'

/** The template a message is, when the sender kept one of the club's templates as it is (ADR 036). */
export function templateKeyOf(type: GreetingType, message: string, asked?: string): string | null {
  if (asked && templateText(type, asked) === message) return asked
  return templateKeysOf(type).find((key) => templateText(type, key) === message) ?? null
}

/** The text to send: a template's key ('formal') stands for its text, as in format-message. */
function resolveMessage(type: GreetingType, message: string, asked?: string) {
  const text = templateText(type, message) ?? message
  return { text, templateKey: templateKeyOf(type, text, asked) }
}

interface Occasion {
  type: GreetingType
  festival: FestivalKey | undefined
  key: string
  year: number
}

function occasionOf(type: GreetingType, day: string, templateKey: string | null, festival?: FestivalKey): Occasion {
  const chosen = festival ?? festivalOfTemplate(templateKey)
  return { type, festival: chosen, key: occasionKey(type, chosen), year: Number(day.slice(0, 4)) }
}

interface Prepared {
  rows: Omit<Insertable<GreetingsTable>, 'batch_id'>[]
  skipped: SkippedMember[]
}

/**
 * Greetings for members of the register, each with the text filled in for them; the members who are
 * not to be greeted (opted out, inactive, no mobile, already greeted this year) are set aside with why.
 */
async function prepareGreetings(
  db: Executor,
  memberIds: string[],
  input: { message: string; occasion: Occasion; templateKey: string | null; confirmResend: boolean; sentBy: number | null; now: Date },
): Promise<Prepared> {
  const members = new Map((await findMembers(db, memberIds)).map((row) => [row.member_id, row]))
  const greeted = input.confirmResend ? new Set<string>() : await greetedMemberIds(db, memberIds, input.occasion.key, input.occasion.year)
  const rows: Prepared['rows'] = []
  const skipped: SkippedMember[] = []
  for (const memberId of memberIds) {
    const member = members.get(memberId)
    const skip = (reason: string) => skipped.push({ memberId, name: member?.name ?? null, reason })
    if (!member) skip(skipReasons.notFound)
    else if (member.is_opted_out) skip(skipReasons.optedOut)
    else if (member.status !== 'active') skip(skipReasons.notActive)
    else if (!member.mobile) skip(skipReasons.noMobile)
    else if (greeted.has(memberId)) skip(skipReasons.alreadyGreeted)
    else {
      const data = {
        memberId,
        name: member.name,
        title: member.title,
        spouseName: member.spouse_name,
        mobileNumber: member.mobile,
        age: yearsIn(member.date_of_birth, input.occasion.year),
        yearsOfMarriage: yearsIn(member.anniversary, input.occasion.year),
      }
      rows.push(greetingRow(memberId, member.mobile, data, input))
    }
  }
  return { rows, skipped }
}

function greetingRow(
  memberId: string,
  recipient: string,
  data: Parameters<typeof formatGreeting>[1],
  input: { message: string; occasion: Occasion; templateKey: string | null; confirmResend: boolean; sentBy: number | null; now: Date },
): Prepared['rows'][number] {
  return {
    member_id: memberId,
    greeting_type: input.occasion.type,
    occasion: input.occasion.key,
    occasion_year: input.occasion.year,
    recipient,
    message: formatGreeting(input.message, data).message,
    template_parameters: input.templateKey ? JSON.stringify(templateParameters(input.message, data)) : null,
    channel: 'whatsapp',
    status: 'pending',
    next_attempt_at: new Date(),
    is_resend: input.confirmResend,
    sent_by: input.sentBy,
    created_at: input.now,
  }
}

async function createBatch(
  trx: Executor,
  by: Auditor | undefined,
  kind: GreetingBatchKind,
  prepared: Prepared,
  input: { type: GreetingType; templateKey: string | null; message: string; scheduledFor?: Date; now: Date },
) {
  const batch = await insertBatch(trx, {
    kind,
    greeting_type: input.type,
    template_key: input.templateKey,
    message: input.message,
    status: kind === 'schedule' ? 'scheduled' : 'queued',
    scheduled_for: input.scheduledFor ?? null,
    total: prepared.rows.length,
    created_by: by?.actorKind === 'staff' ? by.actorId : null,
    created_at: input.now,
  })
  const greetings = await insertGreetings(
    trx,
    prepared.rows.map((row) => ({ ...row, batch_id: batch.batch_id })),
  )
  // The automatic greetings are the club's own doing, not a person's change: no audit row.
  if (by)
    await recordChange(trx, by, {
      area: 'greetings',
      action: 'create',
      recordType: 'greeting_batch',
      recordId: batch.batch_id,
      summary: `${kind} ${input.type} greeting to ${greetings.length} member(s), ${prepared.skipped.length} skipped`,
      after: { kind, greetingType: input.type, templateKey: input.templateKey, total: greetings.length, scheduledFor: input.scheduledFor },
    })
  return { batch, greetings }
}

const staffIdOf = (by: Auditor) => (by.actorKind === 'staff' ? by.actorId : null)

/** One member, now: the greeting is written, claimed and sent in this request. */
export async function sendOne(deps: AppDeps, by: Auditor, input: SendWhatsAppInput) {
  const { db, clock, messaging } = deps
  const now = clock()
  const { text, templateKey } = resolveMessage(input.greetingType, input.message, input.templateKey)
  const occasion = occasionOf(input.greetingType, clubDate(now), templateKey, input.festival)
  const memberId = input.memberData.memberId.toUpperCase()
  const options = { message: text, occasion, templateKey, confirmResend: input.confirmResend ?? false, sentBy: staffIdOf(by), now }
  const { batch, greetings, skipped } = await db.transaction().execute(async (trx) => {
    const prepared = await prepareGreetings(trx, [memberId], options)
    if (prepared.skipped[0]?.reason === skipReasons.notFound) throw notFound('Member not found')
    // The office may have corrected the number or the name it greets the member by: its data wins.
    prepared.rows = prepared.rows.map(() =>
      greetingRow(memberId, input.memberData.mobileNumber, { ...input.memberData, memberId }, options),
    )
    if (prepared.rows.length === 0) return { batch: undefined, greetings: [], skipped: prepared.skipped }
    return {
      ...(await createBatch(trx, by, 'single', prepared, { type: input.greetingType, templateKey, message: text, now })),
      skipped: prepared.skipped,
    }
  })
  if (!batch || !greetings[0]) return { greeting: null, skipped }
  const claimed = await claimGreeting(db, greetings[0].greeting_id)
  if (!claimed) throw conflict('This greeting is already being sent')
  const settings = await readGreetingSettings(db)
  const outcome = await deliverGreeting(messaging, claimed, batch, settings)
  // A single send is not retried in the background: the person sending sees the failure now.
  const row = await recordOutcome(db, { ...claimed, attempts: Number.MAX_SAFE_INTEGER }, outcome, clock)
  await db.updateTable('greeting_batches').set({ status: 'done', finished_at: clock() }).where('batch_id', '=', batch.batch_id).execute()
  if (row.status === 'failed')
    throw new AppError(502, 'whatsapp_failed', `The greeting could not be sent: ${row.error ?? 'WhatsApp did not take it'}`)
  return { greeting: toGreetingRecord(row), skipped }
}

async function createAndQueue(
  deps: AppDeps,
  by: Auditor,
  kind: 'bulk' | 'schedule',
  input: BulkSendInput | ScheduleInput,
  scheduledFor?: Date,
) {
  const { db, clock } = deps
  const now = clock()
  const { text, templateKey } = resolveMessage(input.greetingType, input.message, input.templateKey)
  const occasion = occasionOf(input.greetingType, clubDate(scheduledFor ?? now), templateKey, input.festival)
  const confirmResend = 'confirmResend' in input ? (input.confirmResend ?? false) : false
  const { batch, skipped } = await db.transaction().execute(async (trx) => {
    const prepared = await prepareGreetings(trx, input.memberIds, {
      message: text,
      occasion,
      templateKey,
      confirmResend,
      sentBy: staffIdOf(by),
      now,
    })
    return {
      ...(await createBatch(trx, by, kind, prepared, { type: input.greetingType, templateKey, message: text, scheduledFor, now })),
      skipped: prepared.skipped,
    }
  })
  if (deps.greetingJobs && batch.total > 0) {
    const startAfterSeconds = scheduledFor ? (scheduledFor.getTime() - now.getTime()) / 1000 : 0
    const jobId = await deps.greetingJobs.enqueue(batch.batch_id, { startAfterSeconds })
    if (jobId) await db.updateTable('greeting_batches').set({ job_id: jobId }).where('batch_id', '=', batch.batch_id).execute()
  } else if (batch.total === 0) {
    await db.updateTable('greeting_batches').set({ status: 'done', finished_at: now }).where('batch_id', '=', batch.batch_id).execute()
  }
  const current = (await findBatch(db, batch.batch_id))!
  return { batch: toBatchProgress(current, { pending: batch.total }), skipped }
}

export function bulkSend(deps: AppDeps, by: Auditor, input: BulkSendInput) {
  return createAndQueue(deps, by, 'bulk', input)
}

const SCHEDULE_IN_THE_PAST = 'Scheduled date must be in the future'

export function scheduleSend(deps: AppDeps, by: Auditor, input: ScheduleInput) {
  if (input.scheduledDate.getTime() <= deps.clock().getTime()) {
    throw badRequest(SCHEDULE_IN_THE_PAST, [{ path: 'scheduledDate', msg: SCHEDULE_IN_THE_PAST }])
  }
  return createAndQueue(deps, by, 'schedule', input, input.scheduledDate)
}

/** Cancels a schedule that has not started: its greetings will not be sent. */
export async function cancelSchedule(deps: AppDeps, by: Auditor, batchId: number) {
  const { db, clock } = deps
  const batch = await db.transaction().execute(async (trx) => {
    const before = await findBatch(trx, batchId, { forUpdate: true })
    if (!before || before.kind !== 'schedule') throw notFound('Scheduled greeting not found')
    if (before.status !== 'scheduled')
      throw conflict(`This schedule has already ${before.status === 'cancelled' ? 'been cancelled' : 'started'}`)
    const now = clock()
    const after = await trx
      .updateTable('greeting_batches')
      .set({ status: 'cancelled', cancelled_at: now })
      .where('batch_id', '=', batchId)
      .returningAll()
      .executeTakeFirstOrThrow()
    await trx
      .updateTable('greetings')
      .set({ status: 'cancelled', status_at: now })
      .where('batch_id', '=', batchId)
      .where('status', '=', 'pending')
      .execute()
    await recordChange(trx, by, {
      area: 'greetings',
      action: 'status',
      recordType: 'greeting_batch',
      recordId: batchId,
      before: { status: before.status },
      after: { status: 'cancelled' },
    })
    return after
  })
  if (batch.job_id && deps.greetingJobs) await deps.greetingJobs.cancel(batch.job_id).catch(() => undefined)
  return toBatchProgress(batch, { cancelled: batch.total })
}

/** Records a greeting given by other means (a call, a card): it counts for the occasion like a sent one. */
export async function recordGreeting(
  db: DB,
  by: Auditor,
  input: { memberId: string; greetingType: GreetingType; festival?: FestivalKey | undefined; confirmResend?: boolean | undefined },
  now: Date,
) {
  const occasion = occasionOf(input.greetingType, clubDate(now), null, input.festival)
  return db.transaction().execute(async (trx) => {
    const [member] = await findMembers(trx, [input.memberId])
    if (!member) throw notFound('Member not found')
    const greeted = await greetedMemberIds(trx, [input.memberId], occasion.key, occasion.year)
    if (greeted.size > 0 && !input.confirmResend)
      return { greeting: null, skipped: [{ memberId: input.memberId, name: member.name, reason: skipReasons.alreadyGreeted }] }
    const [row] = await insertGreetings(trx, [
      {
        batch_id: null,
        member_id: input.memberId,
        greeting_type: input.greetingType,
        occasion: occasion.key,
        occasion_year: occasion.year,
        recipient: member.mobile,
        message: 'Greeted by other means',
        channel: 'other',
        status: 'recorded',
        sent_by: staffIdOf(by),
        created_at: now,
        sent_at: now,
        status_at: now,
      },
    ])
    await recordChange(trx, by, {
      area: 'greetings',
      action: 'create',
      recordType: 'greeting',
      recordId: row!.greeting_id,
      summary: `${input.greetingType} greeting recorded for ${input.memberId}`,
    })
    return { greeting: toGreetingRecord(row!), skipped: [] }
  })
}

/** What queues greetings' jobs: the job runner itself, or the app's handle on it. */
type Enqueuer = { enqueue: GreetingJobs['enqueue'] } | undefined

/**
 * The automatic greetings of a day (a club setting, off by default): today's birthdays and
 * anniversaries, each with its default template, written as one batch per type in `trx`. Members
 * greeted for the occasion this year (by hand or by an earlier run) are left out.
 */
async function createAutomaticBatches(trx: Executor, now: Date) {
  const day = clubDate(now)
  const batches: { type: GreetingType; batch: BatchRow }[] = []
  for (const type of ['birthday', 'anniversary'] as const) {
    const column = type === 'birthday' ? 'date_of_birth' : 'anniversary'
    const memberIds = (await membersWithOccasionOn(trx, column, monthDaysFor(day))).map((member) => member.member_id)
    const message = templateText(type, 'default')!
    const occasion = occasionOf(type, day, 'default')
    const prepared = await prepareGreetings(trx, memberIds, {
      message,
      occasion,
      templateKey: 'default',
      confirmResend: false,
      sentBy: null,
      now,
    })
    const { batch } = await createBatch(trx, undefined, 'auto', prepared, { type, templateKey: 'default', message, now })
    if (batch.total === 0)
      await trx.updateTable('greeting_batches').set({ status: 'done', finished_at: now }).where('batch_id', '=', batch.batch_id).execute()
    batches.push({ type, batch })
  }
  return batches
}

/** Queues the jobs of batches written (and committed) just before. */
async function enqueueBatches(db: DB, jobs: Enqueuer, batches: { type: GreetingType; batch: BatchRow }[]) {
  for (const { batch } of batches) {
    if (batch.total === 0 || !jobs) continue
    const jobId = await jobs.enqueue(batch.batch_id)
    if (jobId) await db.updateTable('greeting_batches').set({ job_id: jobId }).where('batch_id', '=', batch.batch_id).execute()
  }
  return batches.map(({ type, batch }) => ({ type, batchId: batch.batch_id, total: batch.total }))
}

/** Today's automatic greetings, queued now whatever the settings say; running twice sends nobody twice. */
export async function queueAutomaticGreetings(deps: { db: DB; clock: Clock; greetingJobs?: Enqueuer }) {
  const batches = await deps.db.transaction().execute((trx) => createAutomaticBatches(trx, deps.clock()))
  return enqueueBatches(deps.db, deps.greetingJobs, batches)
}

/** 'HH:MM' of an instant on the club's clock. */
export const clubTimeOfDay = (at: Date) => new Date(at.getTime() + 330 * 60_000).toISOString().slice(11, 16)

/**
 * The automatic greetings, when the club has them on and its clock has reached their time today and
 * they have not run today (ADR 035): the server whose insert of the day's `greeting_auto_runs` row
 * succeeds writes the day's batches in the same transaction; any other server, at the same moment or
 * later, finds the row and does nothing. A server that was down at the set time sends them when it
 * starts, the same day. Answers the batches queued, or null when nothing was due.
 */
export async function runAutomaticGreetingsIfDue(deps: { db: DB; clock: Clock; greetingJobs?: Enqueuer }) {
  const { db } = deps
  const settings = await readGreetingSettings(db)
  const now = deps.clock()
  const day = clubDate(now)
  if (!settings.is_auto_greeting || clubTimeOfDay(now) < settings.auto_greeting_time) return null
  if (await db.selectFrom('greeting_auto_runs').select('club_day').where('club_day', '=', day).executeTakeFirst()) return null
  const batches = await db.transaction().execute(async (trx) => {
    const claimed = await trx
      .insertInto('greeting_auto_runs')
      .values({ club_day: day, ran_at: now })
      .onConflict((oc) => oc.column('club_day').doNothing())
      .returning('club_day')
      .executeTakeFirst()
    if (!claimed) return null
    const made = await createAutomaticBatches(trx, now)
    const idOf = (type: GreetingType) => made.find((entry) => entry.type === type)?.batch.batch_id ?? null
    await trx
      .updateTable('greeting_auto_runs')
      .set({ birthday_batch_id: idOf('birthday'), anniversary_batch_id: idOf('anniversary') })
      .where('club_day', '=', day)
      .execute()
    return made
  })
  return batches ? enqueueBatches(db, deps.greetingJobs, batches) : null
}
