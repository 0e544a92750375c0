/** Fixed role ids the club's clients rely on (spec 1 §6, spec 2 §6). Other staff roles live in the roles table. */
export const ADMIN_ROLE_ID = 1
export const KITCHEN_ROLE_ID = 13
export const MEMBER_ROLE_ID = 16
/** Role 7's 401 on the dashboard is special-cased by the client (spec 1 §8). */
export const RECEPTION_ROLE_ID = 7

/** What a role may do in one back-office area. */
export const accessActions = ['view', 'create', 'edit', 'delete'] as const
export type AccessAction = (typeof accessActions)[number]
