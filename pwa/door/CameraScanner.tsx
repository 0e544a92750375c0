import { Camera } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { canScanWithCamera, createFrameReader } from './qr-frame-reader'

/** The same code seen again within this long is the same ticket still in front of the camera. */
const REPEAT_MS = 3_000
const SCAN_EVERY_MS = 150

type CameraState = 'off' | 'starting' | 'on' | 'refused' | 'unavailable' | 'unsupported'

const messages: Partial<Record<CameraState, string>> = {
  refused: 'The camera was refused. Allow it in the browser’s site settings, or use a hardware scanner or the search.',
  unavailable: 'No camera could be opened on this device. Use a hardware scanner or the search.',
  unsupported: 'This browser cannot use the camera here (it needs a secure connection). Use a hardware scanner or the search.',
}

/** Camera scanning with the rear camera: the browser's BarcodeDetector, or jsQR where there is none. */
export function CameraScanner({ isPaused, onCode }: { isPaused: boolean; onCode: (code: string) => void }) {
  const [state, setState] = useState<CameraState>(() => (canScanWithCamera() ? 'off' : 'unsupported'))
  const videoRef = useRef<HTMLVideoElement>(null)
  // The scanning loop reads the latest pause and handler without restarting the camera.
  const pausedRef = useRef(isPaused)
  const onCodeRef = useRef(onCode)
  useEffect(() => {
    pausedRef.current = isPaused
    onCodeRef.current = onCode
  })

  const isRunning = state === 'starting' || state === 'on'
  useEffect(() => {
    if (!isRunning) return
    let stream: MediaStream | undefined
    let timer: ReturnType<typeof setInterval> | undefined
    let isStopped = false
    const last = { code: '', at: 0 }
    void (async () => {
      try {
        stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: { ideal: 'environment' } }, audio: false })
        if (isStopped || !videoRef.current) return
        videoRef.current.srcObject = stream
        await videoRef.current.play()
        setState('on')
        const reader = await createFrameReader()
        if (isStopped) return
        let isDetecting = false
        timer = setInterval(() => {
          if (isDetecting || pausedRef.current || !videoRef.current) return
          isDetecting = true
          void reader
            .read(videoRef.current)
            .then((code) => {
              if (!code || (code === last.code && Date.now() - last.at < REPEAT_MS)) return
              last.code = code
              last.at = Date.now()
              onCodeRef.current(code)
            })
            .catch(() => undefined)
            .finally(() => (isDetecting = false))
        }, SCAN_EVERY_MS)
      } catch (error) {
        if (!isStopped)
          setState(
            error instanceof DOMException && (error.name === 'NotAllowedError' || error.name === 'SecurityError')
              ? 'refused'
              : 'unavailable',
          )
      }
    })()
    return () => {
      isStopped = true
      clearInterval(timer)
      for (const track of stream?.getTracks() ?? []) track.stop()
    }
    // Restarting only when the camera is switched on or off.
  }, [isRunning])

  return (
    <section className="door__camera" aria-labelledby="door-camera-title">
      <h2 id="door-camera-title" className="door__section-title">
        Camera
      </h2>
      {messages[state] && (
        <p className="door__notice" role="status">
          {messages[state]}
        </p>
      )}
      {state !== 'unsupported' && (
        <button type="button" className="door__button" onClick={() => setState(isRunning ? 'off' : 'starting')}>
          <Camera aria-hidden="true" size={22} /> {isRunning ? 'Stop camera' : 'Scan with the camera'}
        </button>
      )}
      {isRunning && <video ref={videoRef} className="door__video" muted playsInline aria-label="Camera view" />}
    </section>
  )
}
