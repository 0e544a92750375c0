import { Camera, CameraOff } from 'lucide-react'
import type { Ref } from 'react'
import type { CheckinType } from '../../domain/check-in'
import { ScannerInput } from './ScannerInput'
import { cameraMessages, useCameraScanner } from './use-camera-scanner'

interface ScanPanelProps {
  scannerRef: Ref<HTMLInputElement>
  mode: CheckinType
  /** A result is on screen: the camera stops reading until it goes. */
  isPaused: boolean
  onCode: (code: string) => void
}

/**
 * The top of the door screen, ready the moment it opens: the camera view where there is a camera,
 * with the scanner field (focused, for a hardware scanner or a typed code) right under it; where
 * there is no camera, the field itself.
 */
export function ScanPanel({ scannerRef, mode, isPaused, onCode }: ScanPanelProps) {
  const { state, isRunning, videoRef, toggle } = useCameraScanner(isPaused, onCode)
  const message = cameraMessages[state]
  return (
    <section className="door__scan" aria-label="Scan">
      {isRunning && <video ref={videoRef} className="door__video" muted playsInline aria-label="Camera view" />}
      <ScannerInput ref={scannerRef} mode={mode} onCode={onCode} isKeyboardQuiet={isRunning} />
      {(message || state !== 'unsupported') && (
        <p className="door__camera-line">
          {message && <span role="status">{message}</span>}
          {state !== 'unsupported' && (
            <button type="button" className="link-button door__camera-switch" onClick={toggle}>
              {isRunning ? <CameraOff aria-hidden="true" size={18} /> : <Camera aria-hidden="true" size={18} />}
              {isRunning ? 'Stop camera' : state === 'off' ? 'Use the camera' : 'Try the camera again'}
            </button>
          )}
        </p>
      )}
    </section>
  )
}
