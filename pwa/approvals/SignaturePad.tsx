import { useEffect, useRef, useState, type PointerEvent } from 'react'

/**
 * A signature drawn with a finger, a stylus or a mouse. Tells its owner the picture (a PNG data URL)
 * after each stroke, or null when cleared.
 */
export function SignaturePad({ onChange, label }: { onChange: (dataUrl: string | null) => void; label: string }) {
  const canvasRef = useRef<HTMLCanvasElement>(null)
  const isDrawing = useRef(false)
  const [hasInk, setHasInk] = useState(false)

  useEffect(() => {
    const canvas = canvasRef.current
    if (!canvas) return
    // Draw at the screen's pixel density, so the signature is sharp on a phone.
    const ratio = window.devicePixelRatio || 1
    const { width, height } = canvas.getBoundingClientRect()
    canvas.width = Math.max(1, Math.round((width || 320) * ratio))
    canvas.height = Math.max(1, Math.round((height || 160) * ratio))
    const context = canvas.getContext('2d')
    if (!context) return
    context.scale(ratio, ratio)
    context.lineWidth = 2.5
    context.lineCap = 'round'
    context.lineJoin = 'round'
    context.strokeStyle = '#0b2e22'
  }, [])

  const pointOf = (event: PointerEvent<HTMLCanvasElement>) => {
    const rect = event.currentTarget.getBoundingClientRect()
    return { x: event.clientX - rect.left, y: event.clientY - rect.top }
  }

  const start = (event: PointerEvent<HTMLCanvasElement>) => {
    const context = event.currentTarget.getContext('2d')
    if (!context) return
    event.currentTarget.setPointerCapture?.(event.pointerId)
    isDrawing.current = true
    const { x, y } = pointOf(event)
    context.beginPath()
    context.moveTo(x, y)
    context.lineTo(x + 0.1, y + 0.1)
    context.stroke()
  }
  const move = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!isDrawing.current) return
    const context = event.currentTarget.getContext('2d')
    if (!context) return
    const { x, y } = pointOf(event)
    context.lineTo(x, y)
    context.stroke()
  }
  const end = (event: PointerEvent<HTMLCanvasElement>) => {
    if (!isDrawing.current) return
    isDrawing.current = false
    setHasInk(true)
    onChange(event.currentTarget.toDataURL('image/png'))
  }
  const clear = () => {
    const canvas = canvasRef.current
    const context = canvas?.getContext('2d')
    if (canvas && context) context.clearRect(0, 0, canvas.width, canvas.height)
    setHasInk(false)
    onChange(null)
  }

  return (
    <div className="signature-pad">
      <canvas
        ref={canvasRef}
        className="signature-pad__canvas"
        role="img"
        aria-label={label}
        onPointerDown={start}
        onPointerMove={move}
        onPointerUp={end}
        onPointerLeave={end}
        onPointerCancel={end}
      />
      <div className="signature-pad__footer">
        <span className="signature-pad__hint">{hasInk ? 'Signed' : 'Sign inside the box'}</span>
        <button type="button" className="link-button" onClick={clear} disabled={!hasInk}>
          Clear signature
        </button>
      </div>
    </div>
  )
}
