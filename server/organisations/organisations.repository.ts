import type { OrganisationInput } from '../../domain/contract/organisations.js'
import type { Executor } from '../db/database.js'

/** The club's profile: the first organisation (there is one). */
export function findClubOrganisation(db: Executor) {
  return db.selectFrom('organisations').selectAll().orderBy('organisation_id').limit(1).executeTakeFirst()
}

export function findOrganisation(db: Executor, organisationId: number, options: { forUpdate?: boolean } = {}) {
  const query = db.selectFrom('organisations').selectAll().where('organisation_id', '=', organisationId)
  return (options.forUpdate ? query.forUpdate() : query).executeTakeFirst()
}

export function updateOrganisationRow(db: Executor, organisationId: number, input: OrganisationInput, at: Date) {
  return db
    .updateTable('organisations')
    .set({ ...input, social_links: JSON.stringify(input.social_links), updated_at: at })
    .where('organisation_id', '=', organisationId)
    .returningAll()
    .executeTakeFirst()
}

export type OrganisationRow = NonNullable<Awaited<ReturnType<typeof findClubOrganisation>>>
