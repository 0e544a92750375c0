import { useEffect, useRef } from 'react'
import type { AttachmentKind } from '../../domain/approvals'

interface Props {
  name: string
  url: string
  downloadUrl: string
  kind: AttachmentKind
  onClose: () => void
}

/** The preview modal: the image or the PDF itself, or, for other types, a prompt to download it. Escape closes it. */
export function FilePreview({ name, url, downloadUrl, kind, onClose }: Props) {
  const closeRef = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    closeRef.current?.focus()
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose()
    }
    window.addEventListener('keydown', onKey)
    return () => window.removeEventListener('keydown', onKey)
  }, [onClose])
  return (
    <div className="file-preview" role="dialog" aria-modal="true" aria-label={`Preview of ${name}`}>
      <div className="file-preview__box">
        <div className="file-preview__bar">
          <strong className="file-preview__name">{name}</strong>
          <button ref={closeRef} type="button" className="button button--secondary" onClick={onClose}>
            Close
          </button>
        </div>
        {kind === 'image' && <img className="file-preview__image" src={url} alt={name} />}
        {kind === 'pdf' && <iframe className="file-preview__pdf" src={url} title={name} />}
        {kind !== 'image' && kind !== 'pdf' && (
          <div className="file-preview__prompt">
            <p>This file cannot be shown here. Download it to open it on your device.</p>
            <a className="button button--primary" href={downloadUrl} download={name}>
              Download {name}
            </a>
          </div>
        )}
      </div>
    </div>
  )
}
