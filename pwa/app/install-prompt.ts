import { useSyncExternalStore } from 'react'
import { createInstallPrompt, type InstallPrompt } from './install-offer'

export { createInstallPrompt, type BeforeInstallPromptEvent, type InstallPrompt } from './install-offer'

export const installPrompt: InstallPrompt = createInstallPrompt()

export function useCanInstall(prompt: InstallPrompt = installPrompt): boolean {
  return useSyncExternalStore(prompt.subscribe, prompt.canInstall, () => false)
}
