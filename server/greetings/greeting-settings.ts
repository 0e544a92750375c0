import type { GreetingOptOut, GreetingSettings, GreetingSettingsInput } from '../../domain/contract/greeting-settings.js'
import { defaultWhatsAppTemplateName, whatsappTemplateKeys } from '../../domain/greetings.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import type { FestivalDates, WhatsAppTemplateNames } from '../db/greetings-schema.js'
import { notFound } from '../http/errors.js'
import { readGreetingSettings, type GreetingSettingsRow } from './greetings.repository.js'

/**
 * The club's greeting settings (one row) and its members' opt-outs, changed from the office, each
 * change with its audit row in the same transaction. The senders read the settings as they send, and
 * the automatic greetings at each sweep: a change takes effect without a restart (ADR 035).
 */

const iso = (at: Date | string) => new Date(at).toISOString()

async function lastAutomaticRun(db: Executor): Promise<string | null> {
  const row = await db.selectFrom('greeting_auto_runs').select('club_day').orderBy('club_day', 'desc').limit(1).executeTakeFirst()
  return row ? String(row.club_day).slice(0, 10) : null
}

export function toGreetingSettings(row: GreetingSettingsRow, lastRun: string | null): GreetingSettings {
  const names = row.whatsapp_templates ?? {}
  return {
    festivalDates: row.festival_dates ?? {},
    whatsappTemplates: whatsappTemplateKeys.map((key) => ({
      key,
      name: names[key] ?? defaultWhatsAppTemplateName(key),
      isDefault: names[key] === undefined,
    })),
    whatsappLanguage: row.whatsapp_language,
    sendRatePerSecond: row.send_rate_per_second,
    isAutoGreeting: row.is_auto_greeting,
    autoGreetingTime: row.auto_greeting_time,
    lastAutomaticRun: lastRun,
    updatedAt: iso(row.updated_at),
  }
}

export async function greetingSettingsOf(db: Executor) {
  return toGreetingSettings(await readGreetingSettings(db), await lastAutomaticRun(db))
}

/** Festival dates merged per festival and year: a null date takes the year away. */
function mergeFestivalDates(current: FestivalDates, change: Record<string, Record<string, string | null>>): FestivalDates {
  const merged: FestivalDates = Object.fromEntries(Object.entries(current).map(([key, years]) => [key, { ...years }]))
  for (const [festival, years] of Object.entries(change)) {
    const kept = (merged[festival] ??= {})
    for (const [year, date] of Object.entries(years)) {
      if (date === null) delete kept[year]
      else kept[year] = date
    }
  }
  return merged
}

/** Template names merged: an empty name goes back to the default (the entry is removed). */
function mergeTemplateNames(current: WhatsAppTemplateNames, change: Record<string, string>): WhatsAppTemplateNames {
  const merged = { ...current }
  for (const [key, name] of Object.entries(change)) {
    if (name === '' || name === defaultWhatsAppTemplateName(key)) delete merged[key]
    else merged[key] = name
  }
  return merged
}

export async function updateGreetingSettings(db: DB, by: Auditor, input: GreetingSettingsInput) {
  await db.transaction().execute(async (trx) => {
    const before = await trx.selectFrom('greeting_settings').selectAll().forUpdate().executeTakeFirstOrThrow()
    const after = await trx
      .updateTable('greeting_settings')
      .set({
        ...(input.festivalDates ? { festival_dates: JSON.stringify(mergeFestivalDates(before.festival_dates, input.festivalDates)) } : {}),
        ...(input.whatsappTemplates
          ? { whatsapp_templates: JSON.stringify(mergeTemplateNames(before.whatsapp_templates, input.whatsappTemplates)) }
          : {}),
        ...(input.whatsappLanguage !== undefined ? { whatsapp_language: input.whatsappLanguage } : {}),
        ...(input.sendRatePerSecond !== undefined ? { send_rate_per_second: input.sendRatePerSecond } : {}),
        ...(input.isAutoGreeting !== undefined ? { is_auto_greeting: input.isAutoGreeting } : {}),
        ...(input.autoGreetingTime !== undefined ? { auto_greeting_time: input.autoGreetingTime } : {}),
        updated_at: by.at,
      })
      .returningAll()
      .executeTakeFirstOrThrow()
    await recordChange(trx, by, {
      area: 'greetings',
      action: 'update',
      recordType: 'greeting_settings',
      recordId: 'club',
      summary: 'Greeting settings changed',
      before,
      after,
    })
  })
  return greetingSettingsOf(db)
}

// ---- opt-outs -------------------------------------------------------------------------------------

const optOutQuery = (db: Executor) =>
  db
    .selectFrom('greeting_opt_outs')
    .innerJoin('members', 'members.member_id', 'greeting_opt_outs.member_id')
    .select([
      'greeting_opt_outs.member_id',
      'members.name',
      'members.title',
      'members.mobile',
      'greeting_opt_outs.reason',
      'greeting_opt_outs.created_at',
    ])

type OptOutRow = Awaited<ReturnType<ReturnType<typeof optOutQuery>['executeTakeFirstOrThrow']>>

const toOptOut = (row: OptOutRow): GreetingOptOut => ({
  memberId: row.member_id,
  name: row.name,
  title: row.title,
  mobileNumber: row.mobile,
  reason: row.reason,
  createdAt: iso(row.created_at),
})

export async function listOptOuts(db: Executor) {
  return (await optOutQuery(db).orderBy('members.name').orderBy('members.member_id').execute()).map(toOptOut)
}

/** A member asks not to be greeted: every send from now on skips them, saying why. */
export async function addOptOut(db: DB, by: Auditor, memberId: string, reason: string | null) {
  return db.transaction().execute(async (trx) => {
    const member = await trx.selectFrom('members').select('member_id').where('member_id', '=', memberId).executeTakeFirst()
    if (!member) throw notFound('Member not found')
    const before = await optOutQuery(trx).where('greeting_opt_outs.member_id', '=', memberId).executeTakeFirst()
    await trx
      .insertInto('greeting_opt_outs')
      .values({ member_id: memberId, reason, created_at: by.at })
      .onConflict((oc) => oc.column('member_id').doUpdateSet({ reason }))
      .execute()
    const after = await optOutQuery(trx).where('greeting_opt_outs.member_id', '=', memberId).executeTakeFirstOrThrow()
    await recordChange(trx, by, {
      area: 'greetings',
      action: before ? 'update' : 'create',
      recordType: 'greeting_opt_out',
      recordId: memberId,
      summary: `${after.name} (${memberId}) opted out of greetings${reason ? `: ${reason}` : ''}`,
      before: before ? { reason: before.reason } : undefined,
      after: { reason },
    })
    return toOptOut(after)
  })
}

/** A member who had opted out is greeted again. */
export async function removeOptOut(db: DB, by: Auditor, memberId: string) {
  return db.transaction().execute(async (trx) => {
    const before = await optOutQuery(trx).where('greeting_opt_outs.member_id', '=', memberId).executeTakeFirst()
    if (!before) throw notFound('This member has not opted out of greetings')
    await trx.deleteFrom('greeting_opt_outs').where('member_id', '=', memberId).execute()
    await recordChange(trx, by, {
      area: 'greetings',
      action: 'delete',
      recordType: 'greeting_opt_out',
      recordId: memberId,
      summary: `${before.name} (${memberId}) receives greetings again`,
      before: { reason: before.reason, since: iso(before.created_at) },
    })
    return { memberId }
  })
}
