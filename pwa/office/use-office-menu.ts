import { useQuery } from '@tanstack/react-query'
import { useSession } from '../auth/use-session'
import { menuByRoleQuery } from './queries'

/** The signed-in staff member's menu; disabled until there is a staff session to ask with. */
export function useOfficeMenu() {
  const staff = useSession('user')
  return useQuery({ ...menuByRoleQuery(staff?.role_id ?? 0, staff?.user_id ?? 0), enabled: staff !== null })
}
