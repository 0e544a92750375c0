import type { RouteObject } from 'react-router-dom'

/**
 * The control panel's pages (ADR 025), inside ControlShell; /control itself is its door (ControlDoor).
 * Each is its own chunk.
 */
export const controlAreaRoutes: RouteObject[] = [
  { path: 'control/home', lazy: async () => ({ Component: (await import('./ControlHome')).ControlHome }) },
  { path: 'control/administrators', lazy: async () => ({ Component: (await import('./AdministratorsPage')).AdministratorsPage }) },
  { path: 'control/audit', lazy: async () => ({ Component: (await import('../office/audit/AuditPage')).AuditPage }) },
  { path: 'control/system', lazy: async () => ({ Component: (await import('./SystemPage')).SystemPage }) },
]
