import { Activity, Building2, ScrollText, ShieldCheck, type LucideIcon } from 'lucide-react'

export interface ControlLink {
  path: string
  title: string
  description: string
  Icon: LucideIcon
}

/**
 * What the super-administrator looks after: the tiles of the control panel's home and its menu.
 * The club's profile is the office's screen (the super-administrator is an administrator there too).
 */
export const controlLinks: ControlLink[] = [
  {
    path: '/control/administrators',
    title: 'Administrators',
    description: 'Add, switch off and reset the people with full access',
    Icon: ShieldCheck,
  },
  { path: '/dashboard/organisations', title: 'Club profile', description: 'Name, address, phones, GSTIN and logo', Icon: Building2 },
  { path: '/control/audit', title: 'Audit trail', description: 'Who changed what in the back office, and when', Icon: ScrollText },
  { path: '/control/system', title: 'System', description: 'Database, migrations, messaging, background jobs, version', Icon: Activity },
]
