import { sql, type Kysely } from 'kysely'

// Membership applications (issue 20, ADR 034):
// - the club's membership committee (who approves applications, and by which rule) lives with the
//   other club settings, in the one row of club_settings;
// - one row per application: the applicant's details as the member form takes them, the proposer and
//   seconder (members), the category asked for, the photo and documents (uploads), the approval request
//   it opened, and, once enrolled, the member it became. `member_id` is set once (unique), so an
//   application becomes at most one member.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('club_settings')
    .addColumn('membership_approvers', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('membership_rule', 'text', (col) =>
      col
        .notNull()
        .defaultTo('majority')
        .check(sql`membership_rule in ('all', 'majority', 'any')`),
    )
    .execute()

  await db.schema
    .createTable('membership_applications')
    .addColumn('application_id', 'serial', (col) => col.primaryKey())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('mobile', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('date_of_birth', 'date', (col) => col.notNull())
    .addColumn('spouse_name', 'text')
    .addColumn('anniversary', 'date')
    .addColumn('address', 'text', (col) => col.notNull())
    .addColumn('category_id', 'integer', (col) => col.notNull().references('member_categories.category_id'))
    .addColumn('proposer_id', 'text', (col) => col.notNull().references('members.member_id').onUpdate('cascade'))
    .addColumn('seconder_id', 'text', (col) => col.notNull().references('members.member_id').onUpdate('cascade'))
    .addColumn('photo_url', 'text', (col) => col.notNull())
    .addColumn('documents', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('approval_id', 'integer', (col) => col.notNull().unique().references('approval_requests.approval_id'))
    .addColumn('member_id', 'text', (col) => col.unique().references('members.member_id').onUpdate('cascade'))
    .addColumn('enrolled_at', 'timestamptz')
    .addColumn('enrolled_by', 'integer', (col) => col.references('users.user_id'))
    .addColumn('applicant_told_at', 'timestamptz')
    .addColumn('submitted_ip', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('membership_applications_two_proposers', sql`upper(proposer_id) <> upper(seconder_id)`)
    .addCheckConstraint('membership_applications_enrolled_whole', sql`(member_id is null) = (enrolled_at is null)`)
    .execute()
  await db.schema.createIndex('membership_applications_mobile_idx').on('membership_applications').column('mobile').execute()
  await db.schema
    .createIndex('membership_applications_created_idx')
    .on('membership_applications')
    .columns(['created_at', 'application_id'])
    .execute()
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('membership_applications').execute()
  await db.schema.alterTable('club_settings').dropColumn('membership_rule').dropColumn('membership_approvers').execute()
}
