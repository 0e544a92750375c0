import { ADMIN_ROLE_ID } from '../../../domain/roles'
import { useSession } from '../../auth/use-session'

/** An administrator (role 1) or the super-administrator: who may read the audit trail (ADR 029). */
export function useIsAdministrator(): boolean {
  const staff = useSession('user')
  return staff !== null && (staff.role_id === ADMIN_ROLE_ID || staff.is_super_admin === true)
}
