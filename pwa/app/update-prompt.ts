import { toast } from 'sonner'
import { TOASTS_WANTED_EVENT } from './NotificationCenter'
import { countUnsentWork } from './unsent-work'

export const UPDATE_TOAST_ID = 'app-update'
const TITLE = 'A new version is available'

export interface UpdateWaitTiming {
  /** How often to look at the outbox again while the reload waits. */
  pollMs: number
  /** How long a pressed Reload waits for the outbox before handing the choice back to the person. */
  maxWaitMs: number
}

const defaultTiming: UpdateWaitTiming = { pollMs: 1000, maxWaitMs: 2 * 60_000 }

export function describeUnsent(unsent: number | 'unknown'): string {
  if (unsent === 'unknown') return 'Could not check this device for unsent work yet.'
  return unsent === 1 ? '1 action is still syncing.' : `${unsent} actions are still syncing.`
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/**
 * 'A new version is available' with 'Reload'. The switch happens only when the person presses
 * Reload, and only once the device has sent its work: while the outbox holds actions, the toast
 * says how many and waits. If they are still unsent after `maxWaitMs` (no network), the prompt
 * comes back instead of reloading later, unannounced, in the middle of someone's work.
 * `activate` switches to the waiting version and reloads the page. Returns a function that
 * withdraws the offer: the toast goes and a wait in progress ends without reloading.
 */
export function offerUpdate(activate: () => void, timing: UpdateWaitTiming = defaultTiming): () => void {
  let isWaiting = false
  let isDismissed = false

  window.dispatchEvent(new Event(TOASTS_WANTED_EVENT))
  const show = (description?: string) =>
    toast(TITLE, {
      id: UPDATE_TOAST_ID,
      duration: Infinity,
      description,
      onDismiss: () => {
        isDismissed = true
      },
      action: {
        label: 'Reload',
        onClick: (event) => {
          event.preventDefault() // keep the toast: it reports the wait
          void reloadWhenSent()
        },
      },
    })

  async function reloadWhenSent() {
    if (isWaiting) return
    isWaiting = true
    isDismissed = false
    const deadline = Date.now() + timing.maxWaitMs
    for (;;) {
      const unsent = await countUnsentWork()
      if (isDismissed) break
      if (unsent === 0) {
        toast.dismiss(UPDATE_TOAST_ID)
        activate()
        return
      }
      if (Date.now() >= deadline) {
        show(`${describeUnsent(unsent)} Reload once it is sent.`)
        break
      }
      show(`${describeUnsent(unsent)} The app reloads as soon as it is sent.`)
      await sleep(timing.pollMs)
    }
    isWaiting = false
  }

  show()
  return () => {
    isDismissed = true
    toast.dismiss(UPDATE_TOAST_ID)
  }
}
