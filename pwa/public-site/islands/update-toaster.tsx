import { createRoot } from 'react-dom/client'
import { Toasts } from '../../app/Toasts'

let isMounted = false

/**
 * The toaster on a page the build rendered (ADR 031), for the one toast such a page raises: a new
 * version is available. React and the toast library load only then.
 */
export async function mountToaster(): Promise<void> {
  if (isMounted) return
  isMounted = true
  const container = document.createElement('div')
  document.body.append(container)
  createRoot(container).render(<Toasts />)
  await Promise.resolve()
}
