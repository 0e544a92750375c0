import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

type QrState = { kind: 'drawing' } | { kind: 'ready'; src: string } | { kind: 'failed' }

interface QrImageProps {
  value: string
  alt: string
  /** Read while drawing ('Preparing your QR code'). */
  pendingLabel: string
  /** Shown if the code cannot be drawn, so the person still has something to show. */
  failedText: string
  size?: number
}

/**
 * A QR code drawn on the device (no network) as an SVG image, so it stays sharp at any size and
 * scans at the door from a bright phone screen.
 */
export function QrImage({ value, alt, pendingLabel, failedText, size = 168 }: QrImageProps) {
  const [state, setState] = useState<QrState>({ kind: 'drawing' })

  useEffect(() => {
    let isCurrent = true
    QRCode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#0b2e22', light: '#ffffff' } })
      .then((svg) => isCurrent && setState({ kind: 'ready', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch(() => isCurrent && setState({ kind: 'failed' }))
    return () => {
      isCurrent = false
    }
  }, [value])

  if (state.kind === 'drawing') return <div className="qr qr--pending" role="status" aria-label={pendingLabel} />
  if (state.kind === 'failed') return <p className="qr qr--failed">{failedText}</p>
  return <img className="qr" src={state.src} width={size} height={size} alt={alt} />
}
