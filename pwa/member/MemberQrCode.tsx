import QRCode from 'qrcode'
import { useEffect, useState } from 'react'

type QrState = { kind: 'drawing' } | { kind: 'ready'; src: string } | { kind: 'failed' }

/**
 * The member ID as a QR code, drawn on the device (no network) as an SVG image, so it stays sharp
 * at any size and scans at the door from a bright phone screen.
 */
export function MemberQrCode({ memberId }: { memberId: string }) {
  const [state, setState] = useState<QrState>({ kind: 'drawing' })

  useEffect(() => {
    let isCurrent = true
    QRCode.toString(memberId, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#0b2e22', light: '#ffffff' } })
      .then((svg) => isCurrent && setState({ kind: 'ready', src: `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` }))
      .catch(() => isCurrent && setState({ kind: 'failed' }))
    return () => {
      isCurrent = false
    }
  }, [memberId])

  if (state.kind === 'drawing') return <div className="qr qr--pending" role="status" aria-label="Preparing your QR code" />
  if (state.kind === 'failed') return <p className="qr qr--failed">The QR code could not be drawn. Show your member ID {memberId} instead.</p>
  return <img className="qr" src={state.src} width={168} height={168} alt={`Membership QR code for ${memberId}`} />
}
