/** Chromium's install offer (not in TypeScript's DOM types). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>
  readonly userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

export interface InstallPrompt {
  /** True while the browser offers installation and the app is not installed. */
  canInstall(): boolean
  /** Shows the browser's install dialog; true when the person accepted. */
  install(): Promise<boolean>
  subscribe(listener: () => void): () => void
}

/**
 * Keeps the browser's `beforeinstallprompt` offer from the moment the page starts (it can fire
 * before React has drawn the header). Browsers that never offer it (iOS Safari, Firefox) simply
 * never make `canInstall` true. After `appinstalled` the offer is gone for good.
 */
export function createInstallPrompt(target: Window = window): InstallPrompt {
  let offer: BeforeInstallPromptEvent | null = null
  const listeners = new Set<() => void>()
  const notify = () => listeners.forEach((listener) => listener())

  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault() // our button, not the browser's mini-infobar
    offer = event as BeforeInstallPromptEvent
    notify()
  })
  target.addEventListener('appinstalled', () => {
    offer = null
    notify()
  })

  return {
    canInstall: () => offer !== null,
    async install() {
      const current = offer
      if (!current) return false
      // An offer can be used once, whatever the answer.
      offer = null
      notify()
      await current.prompt()
      const { outcome } = await current.userChoice
      return outcome === 'accepted'
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
