/** The audit trail's words (ADR 029), shared by the server, the contract and the office screen. */

/** The office areas whose changes the trail records, with the name the screen shows. */
export const auditAreas = {
  members: 'Members',
  'member-categories': 'Member categories',
  accounts: 'Accounts',
  restaurants: 'Restaurants and bills',
  kitchens: 'Kitchens',
  events: 'Events',
  sports: 'Sports',
  facilities: 'Facilities',
  'affiliated-clubs': 'Affiliated clubs',
  organisations: 'Club profile',
  users: 'Staff',
  roles: 'Roles and access',
  uploads: 'Uploads',
  approvals: 'Approvals',
  'menu-categories': 'Menu categories',
  inventory: 'Store',
  greetings: 'Greetings',
} as const
export type AuditArea = keyof typeof auditAreas
export const auditAreaKeys = Object.keys(auditAreas) as [AuditArea, ...AuditArea[]]

export const auditActions = {
  create: 'Created',
  update: 'Changed',
  delete: 'Deleted',
  status: 'Status changed',
  permission: 'Access changed',
  password: 'Password set',
  money: 'Money',
} as const
export type AuditActionName = keyof typeof auditActions
export const auditActionKeys = Object.keys(auditActions) as [AuditActionName, ...AuditActionName[]]
