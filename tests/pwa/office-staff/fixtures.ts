import type { MenuWithAccess } from '../../../domain/contract/roles'
import type { StaffUser } from '../../../domain/contract/users'
import { adminMenu } from '../office/fixtures'

const stamp = { created_at: '2026-11-01T06:30:00.000Z', updated_at: '2026-11-01T06:30:00.000Z' }

export const staffUser = (overrides: Partial<StaffUser> = {}): StaffUser => ({
  user_id: 5,
  name: 'Anil Kumar',
  email: 'anil@club.test',
  username: null,
  mobile: '9810012345',
  role_id: 4,
  role_name: 'Steward',
  kitchen_id: null,
  kitchen_name: null,
  is_active: true,
  is_super_admin: false,
  has_password: true,
  last_login_at: null,
  ...stamp,
  ...overrides,
})

export const userOptions = {
  result: {
    roles: [
      { role_id: 4, name: 'Steward' },
      { role_id: 7, name: 'Reception' },
      { role_id: 13, name: 'Kitchen' },
    ],
    kitchens: [
      { kitchen_id: 1, name: 'Main Kitchen', is_active: true },
      { kitchen_id: 2, name: 'Bar Kitchen', is_active: true },
    ],
  },
}

export const page = (users: StaffUser[], overrides: Partial<{ page: number; pages: number; total: number }> = {}) => ({
  result: users,
  pagination: { page: 1, limit: 20, total: users.length, pages: 1, ...overrides },
})

/** An admin's menu: every area, all granted. */
export const menu: MenuWithAccess[] = adminMenu

const grants = (view: boolean, create = false, edit = false) => ({ view, create, edit, delete: false })

/** A role that may look staff up but not add or change them. */
export const viewOnlyMenu: MenuWithAccess[] = adminMenu
  .filter((entry) => ['dashboard', 'users'].includes(entry.key))
  .map((entry) => ({ ...entry, access: grants(true) }))
