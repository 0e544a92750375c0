import type { ColumnType, Generated } from 'kysely'
import type { GreetingType } from '../../domain/greetings.js'
import type { Timestamp } from './column-types.js'

// Greetings by WhatsApp (migration 2026-11-29T0200_greetings, ADRs 035 and 036).

/** jsonb written as JSON text and read as the value. */
type Json<T> = ColumnType<T, string | undefined, string>

/** Festival dates per year: { diwali: { '2026': '2026-11-08' }, ... }. */
export type FestivalDates = Record<string, Record<string, string>>
/** The club's approved WhatsApp template per greeting template: { 'birthday.default': 'club_birthday_default' }. */
export type WhatsAppTemplateNames = Record<string, string>

export interface GreetingSettingsTable {
  settings_id: Generated<boolean>
  festival_dates: Json<FestivalDates>
  whatsapp_templates: Json<WhatsAppTemplateNames>
  whatsapp_language: Generated<string>
  send_rate_per_second: Generated<number>
  is_auto_greeting: Generated<boolean>
  auto_greeting_time: Generated<string>
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>
}

export type GreetingBatchKind = 'single' | 'bulk' | 'schedule' | 'auto'
export type GreetingBatchStatus = 'scheduled' | 'queued' | 'running' | 'done' | 'cancelled'

export interface GreetingBatchesTable {
  batch_id: Generated<number>
  kind: GreetingBatchKind
  greeting_type: GreetingType
  template_key: string | null
  message: string
  status: GreetingBatchStatus
  scheduled_for: Timestamp | null
  job_id: string | null
  /** The worker sending this batch now, and until when its hold lasts (real time). */
  lease_owner: string | null
  lease_until: Timestamp | null
  total: Generated<number>
  created_by: number | null
  created_at: Timestamp
  finished_at: Timestamp | null
  cancelled_at: Timestamp | null
}

export type GreetingStatus = 'pending' | 'sending' | 'sent' | 'delivered' | 'read' | 'failed' | 'recorded' | 'cancelled'

export interface GreetingsTable {
  greeting_id: Generated<number>
  batch_id: number | null
  member_id: string
  greeting_type: GreetingType
  occasion: string
  occasion_year: number
  recipient: string | null
  message: string
  template_parameters: ColumnType<string[] | null, string | null | undefined, string | null>
  channel: 'whatsapp' | 'other'
  status: GreetingStatus
  attempts: Generated<number>
  next_attempt_at: ColumnType<Date, Date | string | undefined, Date | string>
  claimed_at: Timestamp | null
  message_id: number | null
  provider_message_id: string | null
  error: string | null
  is_resend: Generated<boolean>
  sent_by: number | null
  created_at: Timestamp
  sent_at: Timestamp | null
  status_at: Timestamp | null
}

export interface GreetingOptOutsTable {
  member_id: string
  reason: string | null
  created_at: ColumnType<Date, Date | string | undefined, never>
}

/** The club days on which the automatic greetings ran (migration 2026-11-30T0200), one row a day. */
export interface GreetingAutoRunsTable {
  club_day: string
  ran_at: Timestamp
  birthday_batch_id: number | null
  anniversary_batch_id: number | null
}

export interface GreetingTables {
  greeting_settings: GreetingSettingsTable
  greeting_auto_runs: GreetingAutoRunsTable
  greeting_batches: GreetingBatchesTable
  greetings: GreetingsTable
  greeting_opt_outs: GreetingOptOutsTable
}
