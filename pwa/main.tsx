import { StrictMode, startTransition } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from './app/AppProviders'
import { createQueryClient } from './app/query-client'
import { registerServiceWorker } from './app/service-worker'
import { router } from './router'
import './styles/global.css'

const container = document.getElementById('root')
if (!container) throw new Error('index.html has no #root element')

// A transition lets React yield while it builds the first page, so the banner paints sooner (docs/benchmarks.md).
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  )
})

registerServiceWorker()
