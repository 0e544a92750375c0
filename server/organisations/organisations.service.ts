import { defaultClubProfile, type ClubProfileFields } from '../../domain/club-profile.js'
import type { Organisation, OrganisationInput } from '../../domain/contract/organisations.js'
import { recordChange, type Auditor } from '../audit/audit-trail.js'
import type { DB, Executor } from '../db/database.js'
import { notFound } from '../http/errors.js'
import { findClubOrganisation, findOrganisation, updateOrganisationRow, type OrganisationRow } from './organisations.repository.js'

export function toOrganisation(row: OrganisationRow): Organisation {
  return {
    _id: row.organisation_id,
    organisation_id: row.organisation_id,
    name: row.name,
    address_line: row.address_line,
    locality: row.locality,
    city: row.city,
    state: row.state,
    pin_code: row.pin_code,
    phones: row.phones,
    email: row.email,
    website: row.website,
    president_name: row.president_name,
    president_title: row.president_title,
    chat_number: row.chat_number,
    gstin: row.gstin,
    logo_url: row.logo_url,
    social_links: row.social_links,
    updated_at: row.updated_at.toISOString(),
  }
}

/** The club's profile as the PDFs and the public site read it; the defaults where no row exists (a database before the migration's row). */
export async function clubProfile(db: Executor): Promise<ClubProfileFields> {
  const row = await findClubOrganisation(db)
  if (!row) return defaultClubProfile
  const { organisation_id: _id, created_at: _created, updated_at: _updated, ...fields } = row
  return fields
}

export async function clubOrganisation(db: Executor): Promise<Organisation> {
  const row = await findClubOrganisation(db)
  if (!row) throw notFound('The club’s profile has not been set up.')
  return toOrganisation(row)
}

export async function changeOrganisation(
  db: DB,
  by: Auditor,
  organisationId: number,
  input: OrganisationInput,
  at: Date,
): Promise<Organisation> {
  return db.transaction().execute(async (trx) => {
    const before = await findOrganisation(trx, organisationId, { forUpdate: true })
    if (!before) throw notFound(`No organisation has id ${organisationId}.`)
    const row = await updateOrganisationRow(trx, organisationId, input, at)
    if (!row) throw notFound(`No organisation has id ${organisationId}.`)
    await recordChange(trx, by, {
      area: 'organisations',
      action: 'update',
      recordType: 'organisation',
      recordId: organisationId,
      before,
      after: row,
    })
    return toOrganisation(row)
  })
}
