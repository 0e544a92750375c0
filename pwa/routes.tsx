import type { RouteObject } from 'react-router-dom'
import { officeAreaRoutes } from './office/office-routes'
import { memberAreaRoutes } from './member/member-routes'
import { AppLoading } from './app/AppLoading'
import { AppRoot } from './app/AppRoot'
import { NotFoundPage } from './app/NotFoundPage'
import { RouteErrorPage } from './app/RouteErrorPage'
import { ControlDoor } from './control/ControlDoor'
import { controlAreaRoutes } from './control/control-routes'
import { ForgotPasswordPage } from './auth/ForgotPasswordPage'
import { MemberLoginPage } from './auth/MemberLoginPage'
import { StaffLoginPage } from './auth/StaffLoginPage'
import { startLoader } from './auth/start-route'
import { HomePage } from './public-site/home/HomePage'
import { PublicLayout } from './public-site/PublicLayout'
import { sitePagesA } from './public-site/site-pages-a'
import { sitePagesB } from './public-site/site-pages-b'

/**
 * Every route of the app (ADR 009). The main bundle holds the frame every visit needs (session
 * check, public header and footer), the home page, where most visits start, so it paints without
 * waiting for a second script, and the sign-in doors (about 7 KB gzipped together), which must
 * open at once, offline too. Every other public page is its own chunk, and the signed-in areas
 * are: a visitor of the public site loads no office, kitchen, door or member code. The service
 * worker precaches all chunks, so each page still opens offline.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    element: <AppRoot />,
    errorElement: <RouteErrorPage />,
    HydrateFallback: AppLoading,
    children: [
      {
        element: <PublicLayout />,
        children: [
          { index: true, element: <HomePage /> },
          { path: 'login', element: <StaffLoginPage /> },
          { path: 'member-login', element: <MemberLoginPage /> },
          { path: 'control', element: <ControlDoor /> },
          { path: 'register', lazy: async () => ({ Component: (await import('./auth/RegisterPage')).RegisterPage }) },
          { path: 'forgot-password/:type', element: <ForgotPasswordPage /> },
          {
            path: 'request-membership',
            lazy: async () => ({ Component: (await import('./public-site/RequestMembershipPage')).RequestMembershipPage }),
          },
          {
            path: 'approval/view/:id?',
            lazy: async () => ({ Component: (await import('./approvals/ApprovalViewerPage')).ApprovalViewerPage }),
          },
          ...sitePagesA,
          ...sitePagesB,
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      {
        path: 'dashboard',
        lazy: async () => ({ Component: (await import('./office/OfficeShell')).OfficeShell }),
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./office/DashboardHome')).DashboardHome }) },
          ...officeAreaRoutes,
          // Areas not built yet land here, inside the shell, with the way back (spec 1 §2).
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      // The super-administrator's control panel, past its door (/control): its own frame, its own chunk.
      {
        lazy: async () => ({ Component: (await import('./control/ControlShell')).ControlShell }),
        children: controlAreaRoutes,
      },
      // The installed app's start_url (vite.config.ts): no page, only the way on (start-route.ts).
      { path: 'start', loader: startLoader },
      { path: 'kitchen', lazy: async () => ({ Component: (await import('./kitchen/KitchenDisplay')).KitchenDisplay }) },
      { path: 'door', lazy: async () => ({ Component: (await import('./door/DoorPage')).DoorPage }) },
      { path: 'door/sports', lazy: async () => ({ Component: (await import('./desk/DeskPage')).DeskPage }) },
      {
        path: 'member',
        children: [
          { index: true, lazy: async () => ({ Component: (await import('./member/MemberHome')).MemberHome }) },
          ...memberAreaRoutes,
        ],
      },
    ],
  },
]
