import { X } from 'lucide-react'
import { useRef } from 'react'
import { createPortal } from 'react-dom'
import { ResponsiveImage } from '../media/ResponsiveImage'
import { useModal } from './use-modal'

export interface PreviewImage {
  src: string
  alt: string
}

/**
 * The Events page's full-screen photo view (spec 1 §2): dark, the photo as large as fits, closed by
 * a click anywhere, by the × button or by Escape. A broken photo shows the placeholder.
 */
export function ImagePreview({ image, onClose }: { image: PreviewImage; onClose: () => void }) {
  const dialogRef = useRef<HTMLDivElement>(null)
  const closeRef = useRef<HTMLButtonElement>(null)
  useModal(dialogRef, closeRef, onClose)

  return createPortal(
    <div ref={dialogRef} className="image-preview" role="dialog" aria-modal="true" aria-label={`Preview: ${image.alt}`} onClick={onClose}>
      <button
        ref={closeRef}
        type="button"
        className="image-preview__close"
        aria-label="Close preview"
        onClick={(event) => {
          event.stopPropagation()
          onClose()
        }}
      >
        <X aria-hidden="true" size={28} />
      </button>
      <ResponsiveImage
        src={image.src}
        alt={image.alt}
        width={1200}
        height={900}
        sizes="100vw"
        className="image-preview__image"
        isPriority
      />
    </div>,
    document.body,
  )
}
