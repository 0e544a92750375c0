import type { ColumnType, Generated } from 'kysely'
import type { CalendarDate, CreatedAt, Timestamp } from './column-types.js'

/** A file the applicant uploaded: its address and the name it came with. */
export interface ApplicationDocument {
  url: string
  name: string
}

/** A membership application (ADR 034): the applicant, who proposes them, and the approval request it opened. */
export interface MembershipApplicationsTable {
  application_id: Generated<number>
  title: string
  name: string
  mobile: string
  email: string | null
  date_of_birth: CalendarDate
  spouse_name: string | null
  anniversary: CalendarDate | null
  address: string
  category_id: number
  proposer_id: string
  seconder_id: string
  photo_url: string
  documents: ColumnType<ApplicationDocument[], string, string>
  approval_id: number
  /** The member the application became; set once, at enrolment. */
  member_id: string | null
  enrolled_at: Timestamp | null
  enrolled_by: number | null
  /** When the applicant was told the committee's refusal (once). */
  applicant_told_at: Timestamp | null
  submitted_ip: string | null
  created_at: CreatedAt
}

export interface MembershipApplicationTables {
  membership_applications: MembershipApplicationsTable
}
