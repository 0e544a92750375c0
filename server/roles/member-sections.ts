import type { MenuWithAccess } from '../../domain/contract/roles.js'

/**
 * The member app's sections, in the same shape as the office menus so one navigation component
 * draws both. They are part of the app, not something an administrator grants (every member has
 * role 16), so they live here rather than in the menus table, where they would show up in the
 * access matrix as areas that can be granted to staff roles.
 *
 * The ids are fixed and sit in their own range (16xx, after the member role) so they can never be
 * mistaken for a back-office menu_id. The flags say what the app offers a member in each section;
 * nothing a member made is deleted, so delete is always false (a booking is cancelled instead).
 */
export const memberSections: readonly MenuWithAccess[] = [
  section(1601, 'member-home', 'Home', '/member', 'home', 10, { view: true }),
  section(1602, 'member-bookings', 'Bookings', '/member/bookings', 'calendar', 20, { view: true, create: true, edit: true }),
  section(1603, 'member-tickets', 'Tickets', '/member/tickets', 'ticket', 30, { view: true, create: true }),
  section(1604, 'member-account', 'Account', '/member/account', 'wallet', 40, { view: true }),
  section(1605, 'member-approvals', 'Approvals', '/member/approvals', 'check', 50, { view: true, edit: true }),
]

function section(
  menu_id: number,
  key: string,
  title: string,
  path: string,
  icon: string,
  sort_order: number,
  flags: Partial<MenuWithAccess['access']>,
): MenuWithAccess {
  return { menu_id, key, title, path, icon, sort_order, access: { view: false, create: false, edit: false, delete: false, ...flags } }
}
