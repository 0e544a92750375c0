import { Download } from 'lucide-react'
import { installPrompt, useCanInstall, type InstallPrompt } from './install-prompt'

const isBuildTime = import.meta.env.SSR

/**
 * 'Install app', shown only while the browser offers installation (Chromium's beforeinstallprompt);
 * hidden on iOS, in browsers without the offer, and once installed.
 */
export function InstallButton({
  prompt = installPrompt,
  className = 'button button--ghost',
}: {
  prompt?: InstallPrompt
  className?: string
}) {
  const canInstall = useCanInstall(prompt)
  // A page the build renders holds the button hidden, for its own script to show (ADR 031).
  if (!canInstall && !isBuildTime) return null
  return (
    <button type="button" className={className} onClick={() => void prompt.install()} hidden={!canInstall} data-install-button="">
      <Download aria-hidden="true" size={18} />
      Install app
    </button>
  )
}
