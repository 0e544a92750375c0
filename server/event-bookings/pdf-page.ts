import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib'
import QRCode from 'qrcode'
import { formatRupees } from '../../domain/money.js'

/**
 * A small writer over pdf-lib for the receipt and the tickets: lines of text going down a page,
 * wrapped to its width, and QR codes drawn as vector squares (sharp at any print size, no image).
 */
export const ink = rgb(0.1, 0.1, 0.12)
export const muted = rgb(0.4, 0.4, 0.45)
export const alarm = rgb(0.75, 0.1, 0.1)

export interface Fonts {
  regular: PDFFont
  bold: PDFFont
}

export async function newDocument(title: string) {
  const document = await PDFDocument.create()
  document.setTitle(title)
  document.setProducer('New Friends Club')
  const fonts: Fonts = {
    regular: await document.embedFont(StandardFonts.Helvetica),
    bold: await document.embedFont(StandardFonts.HelveticaBold),
  }
  return { document, fonts }
}

/** Rupees as the standard fonts can print them: they have no '₹' glyph. */
export const rupees = (paise: number) => formatRupees(paise).replace('₹', 'Rs ')

/** The standard fonts encode WinAnsi only: any other character (Devanagari, emoji) prints as '?'. */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet())
  return [...text].map((char) => (supported.has(char.codePointAt(0)!) ? char : '?')).join('')
}

/** A word wider than the line (a ticket code) is cut into pieces that fit. */
function pieces(font: PDFFont, size: number, word: string, width: number): string[] {
  const parts: string[] = []
  let part = ''
  for (const char of word) {
    if (part && font.widthOfTextAtSize(part + char, size) > width) {
      parts.push(part)
      part = ''
    }
    part += char
  }
  return part ? [...parts, part] : parts
}

function wrap(font: PDFFont, size: number, text: string, width: number): string[] {
  const lines: string[] = []
  let line = ''
  for (const word of text.split(/\s+/).flatMap((word) => pieces(font, size, word, width))) {
    const candidate = line ? `${line} ${word}` : word
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line)
      line = word
    } else {
      line = candidate
    }
  }
  if (line) lines.push(line)
  return lines
}

/** Writes down a page from the top margin; `y` is where the next line's baseline goes. */
export function pageWriter(page: PDFPage, fonts: Fonts, margin: number) {
  const width = page.getWidth() - 2 * margin
  let y = page.getHeight() - margin
  return {
    get y() {
      return y
    },
    text(text: string, options: { size?: number; isBold?: boolean; color?: typeof ink; gapAfter?: number } = {}) {
      const { size = 11, isBold = false, color = ink, gapAfter = 4 } = options
      const font = isBold ? fonts.bold : fonts.regular
      for (const line of wrap(font, size, printable(font, text), width)) {
        y -= size
        page.drawText(line, { x: margin, y, size, font, color })
        y -= size * 0.3
      }
      y -= gapAfter
    },
    /** A label on the left and its value on the right of one line. */
    row(label: string, value: string, options: { isBold?: boolean } = {}) {
      const font = options.isBold ? fonts.bold : fonts.regular
      const size = 11
      y -= size
      page.drawText(printable(font, label), { x: margin, y, size, font, color: ink })
      const shown = printable(font, value)
      page.drawText(shown, { x: margin + width - font.widthOfTextAtSize(shown, size), y, size, font, color: ink })
      y -= size * 0.6
    },
    rule() {
      y -= 4
      page.drawLine({ start: { x: margin, y }, end: { x: margin + width, y }, thickness: 0.5, color: muted })
      y -= 10
    },
    skip(points: number) {
      y -= points
    },
    /** A QR code of `text`, `size` points square, centred; a four-module quiet zone included. */
    qr(text: string, size: number) {
      drawQr(page, text, size, margin + (width - size) / 2, y)
      y -= size
    },
    /**
     * A QR code at the left margin with lines of text beside it, on its right, centred on its
     * middle (a ticket's code to type); a line wider than the room left is printed smaller to fit.
     */
    qrBeside(text: string, size: number, lines: { text: string; size: number; isBold?: boolean; color?: typeof ink }[]) {
      drawQr(page, text, size, margin, y)
      const x = margin + size + 8
      const room = margin + width - x
      const fitted = lines.map((line) => {
        const font = line.isBold ? fonts.bold : fonts.regular
        const shown = printable(font, line.text)
        return { ...line, font, shown, size: Math.min(line.size, room / font.widthOfTextAtSize(shown, 1)) }
      })
      const height = fitted.reduce((sum, line) => sum + line.size * 1.3, 0)
      let lineY = y - (size - height) / 2
      for (const line of fitted) {
        lineY -= line.size
        page.drawText(line.shown, { x, y: lineY, size: line.size, font: line.font, color: line.color ?? ink })
        lineY -= line.size * 0.3
      }
      y -= size
    },
  }
}

/** The QR's modules as black rectangles; (`zoneLeft`, `zoneTop`) is the top left corner of its quiet zone. */
function drawQr(page: PDFPage, text: string, size: number, zoneLeft: number, zoneTop: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const cell = size / (modules.size + 8)
  const left = zoneLeft + 4 * cell
  const top = zoneTop - 4 * cell
  for (let row = 0; row < modules.size; row++) {
    // Runs of dark modules become one rectangle each: far fewer drawing operations.
    let runStart = -1
    for (let col = 0; col <= modules.size; col++) {
      const isDark = col < modules.size && modules.get(row, col) === 1
      if (isDark && runStart < 0) runStart = col
      if (!isDark && runStart >= 0) {
        page.drawRectangle({
          x: left + runStart * cell,
          y: top - (row + 1) * cell,
          width: (col - runStart) * cell,
          height: cell,
          color: rgb(0, 0, 0),
        })
        runStart = -1
      }
    }
  }
}
