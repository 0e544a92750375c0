import type { RouteObject } from 'react-router'
import { AppLoading } from './app/AppLoading'
import { AppRoot } from './app/AppRoot'
import { NotFoundPage } from './app/NotFoundPage'
import { RouteErrorPage } from './app/RouteErrorPage'
import { ControlLoginPage } from './auth/ControlLoginPage'
import { ForgotPasswordPage } from './auth/ForgotPasswordPage'
import { MemberLoginPage } from './auth/MemberLoginPage'
import { StaffLoginPage } from './auth/StaffLoginPage'
import { HomePage } from './public-site/HomePage'
import { PublicLayout } from './public-site/PublicLayout'
import { RequestMembershipPage } from './public-site/RequestMembershipPage'
import { sitePagesA } from './public-site/site-pages-a'
import { sitePagesB } from './public-site/site-pages-b'

/**
 * Every route of the app. The public site and sign-in pages are in the main bundle (first visit,
 * offline start); each signed-in area is its own chunk, precached by the service worker all the same.
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
          { path: 'control', element: <ControlLoginPage /> },
          { path: 'forgot-password/:type', element: <ForgotPasswordPage /> },
          { path: 'request-membership', element: <RequestMembershipPage /> },
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
          // Areas not built yet land here, inside the shell, with the way back (spec 1 §2).
          { path: '*', element: <NotFoundPage /> },
        ],
      },
      { path: 'kitchen', lazy: async () => ({ Component: (await import('./kitchen/KitchenDisplay')).KitchenDisplay }) },
      { path: 'member', lazy: async () => ({ Component: (await import('./member/MemberHome')).MemberHome }) },
    ],
  },
]
