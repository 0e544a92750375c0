import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'

/** One public page or building block, on its own, inside a router for its links. */
export function renderInRouter(element: ReactElement, path = '/') {
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] })
  return { ...render(<RouterProvider router={router} />), router }
}
