import { useEffect, useRef, useState } from 'react'
import { isDoorCameraOn, setDoorCameraOn } from './door-preferences'
import { canScanWithCamera, createFrameReader } from './qr-frame-reader'

/** The same code seen again within this long is the same ticket still in front of the camera. */
const REPEAT_MS = 3_000
const SCAN_EVERY_MS = 150

export type CameraState = 'off' | 'starting' | 'on' | 'refused' | 'unavailable' | 'unsupported'

export const cameraMessages: Partial<Record<CameraState, string>> = {
  refused: 'The camera was refused: allow it in the browser’s site settings, or use a hardware scanner or the search.',
  unavailable: 'No camera could be opened on this device: use a hardware scanner or the search.',
  unsupported: 'This browser cannot use the camera here (it needs a secure connection): use a hardware scanner or the search.',
}

/**
 * Camera scanning with the rear camera (the browser's BarcodeDetector, or jsQR where there is none).
 * It starts with the door screen, no tap needed, unless the receptionist stopped it on this device;
 * `isPaused` while a result is shown. Returns the state, the video element's ref and the switch.
 */
export function useCameraScanner(isPaused: boolean, onCode: (code: string) => void) {
  const [state, setState] = useState<CameraState>(() => (!canScanWithCamera() ? 'unsupported' : isDoorCameraOn() ? 'starting' : 'off'))
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

  /** On or off, remembered on the device: a door with a hardware scanner keeps its camera off. */
  const toggle = () => {
    setDoorCameraOn(!isRunning)
    setState(isRunning ? 'off' : 'starting')
  }
  return { state, isRunning, videoRef, toggle }
}
