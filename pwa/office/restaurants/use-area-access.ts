import { useOfficeMenu } from '../use-office-menu'
import type { MenuEntry } from '../queries'

const noAccess: MenuEntry['access'] = { view: false, create: false, edit: false, delete: false }

/** What this role may do in one area, from the office menu; nothing until the menu has loaded. */
export function useAreaAccess(areaKey: string): MenuEntry['access'] {
  const menu = useOfficeMenu()
  return menu.data?.find((entry) => entry.key === areaKey)?.access ?? noAccess
}
