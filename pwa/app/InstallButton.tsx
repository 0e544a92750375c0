import { Download } from 'lucide-react'
import { installPrompt, useCanInstall, type InstallPrompt } from './install-prompt'

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
  if (!canInstall) return null
  return (
    <button type="button" className={className} onClick={() => void prompt.install()}>
      <Download aria-hidden="true" size={18} />
      Install app
    </button>
  )
}
