import QRCode from 'qrcode'
import { describe, expect, it } from 'vitest'
import { loadQrDecoder } from '../../../pwa/door/qr-frame-reader'

/** A camera frame with a ticket's QR code in it: dark modules on white, a quiet zone, `scale` pixels a module. */
function frameWithQr(text: string, scale = 4, quiet = 4) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const side = (modules.size + quiet * 2) * scale
  const data = new Uint8ClampedArray(side * side * 4).fill(255)
  for (let y = 0; y < side; y += 1) {
    for (let x = 0; x < side; x += 1) {
      const row = Math.floor(y / scale) - quiet
      const column = Math.floor(x / scale) - quiet
      const isDark = row >= 0 && column >= 0 && row < modules.size && column < modules.size && modules.get(row, column)
      if (isDark) data.fill(0, (y * side + x) * 4, (y * side + x) * 4 + 3)
    }
  }
  return { data, width: side, height: side }
}

describe('reading a ticket from a camera frame without BarcodeDetector (Safari, Firefox)', () => {
  it('reads the signed ticket code exactly', async () => {
    const decode = await loadQrDecoder()
    const code = 'T1.1042.7.MFRGGZDFMZTWQ2LKNNWG23TPOBYXE43UOV3HO6DZPIYTEMZUGU3DOOBZGAYTEMZUGU3DOOBZGA'
    expect(decode(frameWithQr(code))).toBe(code)
  })

  it('finds nothing in a frame without a code', async () => {
    const decode = await loadQrDecoder()
    const blank = { data: new Uint8ClampedArray(200 * 200 * 4).fill(255), width: 200, height: 200 }
    expect(decode(blank)).toBeUndefined()
  })
})
