import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { appRoutes } from '../../../pwa/routes'

/** The real app (real routes, guard and pages) at one path, in memory, without retries. */
export function renderApp(path: string, options: { userEvent?: Parameters<typeof userEvent.setup>[0] } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] })
  const user = userEvent.setup(options.userEvent)
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  )
  return { ...view, router, user, queryClient, currentPath: () => router.state.location.pathname }
}
