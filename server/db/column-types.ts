import type { ColumnType } from 'kysely'

/** A timestamptz column: read as Date, written as Date or ISO text. */
export type Timestamp = ColumnType<Date, Date | string, Date | string>
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>
export type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>
/** A `date` column, read and written as 'YYYY-MM-DD'. */
export type CalendarDate = string
