/**
 * Reads a QR code from the camera's current frame. The browser's BarcodeDetector where it has one
 * (Chrome on Android, desktop Chromium); elsewhere (Safari on iPhone, Firefox) jsQR on a scaled
 * copy of the frame, loaded only then, so that it costs nothing where it is not needed.
 */
export interface FrameReader {
  read(video: HTMLVideoElement): Promise<string | undefined>
}

/** The part of the Shape Detection API this screen uses (not in TypeScript's DOM types yet). */
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<{ rawValue: string }[]>
}
type BarcodeDetectorClass = new (options: { formats: string[] }) => BarcodeDetectorLike

/** Frames are scaled to this width for jsQR: a ticket held up to the camera stays readable, and a phone keeps up. */
const FALLBACK_FRAME_WIDTH = 640

export async function createFrameReader(): Promise<FrameReader> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (Detector) {
    const detector = new Detector({ formats: ['qr_code'] })
    return { read: async (video) => (await detector.detect(video))[0]?.rawValue }
  }
  const decode = await loadQrDecoder()
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  if (!context) throw new Error('This browser cannot read camera frames')
  return {
    read: async (video) => {
      if (video.videoWidth === 0) return undefined
      canvas.width = Math.min(FALLBACK_FRAME_WIDTH, video.videoWidth)
      canvas.height = Math.round((video.videoHeight * canvas.width) / video.videoWidth)
      context.drawImage(video, 0, 0, canvas.width, canvas.height)
      return decode(context.getImageData(0, 0, canvas.width, canvas.height))
    },
  }
}

export type QrDecoder = (frame: Pick<ImageData, 'data' | 'width' | 'height'>) => string | undefined

/** jsQR, as a function of one frame: the QR code's text, or undefined when none is readable. */
export async function loadQrDecoder(): Promise<QrDecoder> {
  const { default: jsQR } = await import('jsqr')
  // Tickets are dark on light (paper and the member app alike): no need to try the inverted image.
  return (frame) => jsQR(frame.data, frame.width, frame.height, { inversionAttempts: 'dontInvert' })?.data || undefined
}

/** Can this device read QR codes from a camera at all? (A camera API; the decoder is always there.) */
export function canScanWithCamera(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function'
}
