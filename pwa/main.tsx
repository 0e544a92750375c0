import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppProviders } from './app/AppProviders'
import { createQueryClient } from './app/query-client'
import { registerServiceWorker } from './app/service-worker'
import { router } from './router'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

/**
 * The public pages arrive drawn (ADR 013), and React takes over that HTML: the first render waits
 * until the router has loaded the page's code, so that it renders the page, not the loading screen.
 */
function routerReady(): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return
      unsubscribe()
      resolve()
    })
  })
}

const app = (
  <StrictMode>
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
)

void routerReady().then(() => {
  // In a transition React yields while it works, keeping the page responsive (docs/benchmarks.md).
  startTransition(() => {
    if (!container.hasChildNodes()) {
      createRoot(container).render(app)
      return
    }
    // A drawn page: React takes over its HTML instead of drawing it again. If this device's first
    // render differs (a case the build could not foresee), React draws that part afresh: say so
    // quietly, it is not an error the visitor can act on.
    hydrateRoot(container, app, { onRecoverableError: (error) => console.warn('Part of the page was drawn again:', error) })
  })
})

registerServiceWorker()
