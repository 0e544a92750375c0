import { bulkUploadKinds } from '../../../../domain/bulk-uploads'
import type { MenuEntry } from '../../queries'

type Access = MenuEntry['access']

/**
 * The kinds a role may upload, by the grants the server checks (ADR 030): members and dependents
 * need the Members area's create and edit; deposits the Accounts area's create; charges its edit.
 */
export function uploadableKinds(members: Access, accounts: Access) {
  return bulkUploadKinds.filter((kind) =>
    kind === 'members' || kind === 'dependents' ? members.create && members.edit : kind === 'wallet' ? accounts.create : accounts.edit,
  )
}

/** The role's menu entries with "Bulk upload" after Members (else after Accounts) when the role may upload anything. */
export function withBulkUpload(menu: readonly MenuEntry[]): MenuEntry[] {
  const none: Access = { view: false, create: false, edit: false, delete: false }
  const accessOf = (key: string) => menu.find((entry) => entry.key === key)?.access ?? none
  if (uploadableKinds(accessOf('members'), accessOf('accounts')).length === 0) return [...menu]
  const anchor = menu.findIndex((entry) => entry.key === 'members')
  const at = anchor >= 0 ? anchor : menu.findIndex((entry) => entry.key === 'accounts')
  const anchorEntry = menu[at]!
  const entry: MenuEntry = {
    ...anchorEntry,
    menu_id: -1,
    key: 'bulk-upload',
    title: 'Bulk Upload',
    path: '/dashboard/members/bulk-upload',
    icon: 'upload',
  }
  return [...menu.slice(0, at + 1), entry, ...menu.slice(at + 1)]
}
