import type { AccessAction } from '../../domain/roles.js'
import type { UploadFolder } from '../../domain/uploads.js'
import { principalHasAccess } from '../auth/permissions.js'
import type { Principal } from '../auth/principal.js'
import type { Executor } from '../db/database.js'

/** The office area whose grants decide who may put a file in a folder, or read a private one; none: any office user. */
const areaOfFolder: Record<UploadFolder, string | undefined> = {
  general: undefined,
  gallery: undefined,
  events: 'events',
  facilities: 'facilities',
  organisation: 'organisations',
  approvals: 'approvals',
  'member-documents': 'members',
}

async function mayAny(db: Executor, principal: Principal, area: string, actions: AccessAction[]) {
  for (const action of actions) if (await principalHasAccess(db, principal, area, action)) return true
  return false
}

/** Office staff with the create or edit grant of the folder's area (any office user for general and gallery). */
export async function mayUploadTo(db: Executor, principal: Principal, folder: UploadFolder): Promise<boolean> {
  if (principal.kind !== 'staff') return false
  const area = areaOfFolder[folder]
  return area === undefined || mayAny(db, principal, area, ['create', 'edit'])
}

/**
 * Whether a person may read a file of a private folder: office staff who may view its area. An
 * approval's approvers read its attachment through GET /api/approval/{id}/file (ADR 033).
 */
export async function mayReadPrivate(db: Executor, principal: Principal | undefined, folder: UploadFolder): Promise<boolean> {
  if (!principal || principal.kind !== 'staff') return false
  const area = areaOfFolder[folder]
  return area !== undefined && mayAny(db, principal, area, ['view'])
}
