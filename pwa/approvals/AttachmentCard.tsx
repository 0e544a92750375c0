import { Download, Eye, Paperclip } from 'lucide-react'
import { useState } from 'react'
import { approvalTexts, attachmentKind } from '../../domain/approvals'
import { FilePreview } from './FilePreview'

interface Props {
  name: string
  url: string
  downloadUrl: string
}

/**
 * The attached file with Preview and Download (spec 1 §§2, 5). Preview first checks the file can be
 * reached; images and PDFs open in a modal, other types offer the download.
 */
export function AttachmentCard({ name, url, downloadUrl }: Props) {
  const [preview, setPreview] = useState<'open' | 'download-prompt' | null>(null)
  const [problem, setProblem] = useState<string | null>(null)
  const kind = attachmentKind(name)

  const openPreview = async () => {
    setProblem(null)
    try {
      const response = await fetch(url, { method: 'HEAD', credentials: 'same-origin' })
      if (!response.ok) throw new Error(`${response.status}`)
      setPreview(kind === 'image' || kind === 'pdf' ? 'open' : 'download-prompt')
    } catch (error) {
      setProblem(approvalTexts.fileNotAccessible(error instanceof Error ? error.message : String(error)))
    }
  }

  return (
    <section className="panel approval-card" aria-labelledby="attachment-title">
      <h2 id="attachment-title" className="panel__title">
        Attachment
      </h2>
      <p className="approval-attachment__name">
        <Paperclip aria-hidden="true" size={18} /> {name}
      </p>
      <div className="approval-card__actions">
        <button type="button" className="button button--secondary" onClick={() => void openPreview()}>
          <Eye aria-hidden="true" size={18} /> Preview
        </button>
        <a className="button button--secondary" href={downloadUrl} download={name}>
          <Download aria-hidden="true" size={18} /> Download
        </a>
      </div>
      {problem && (
        <p className="field__error" role="alert">
          {problem}
        </p>
      )}
      {preview && (
        <FilePreview
          name={name}
          url={url}
          downloadUrl={downloadUrl}
          kind={preview === 'open' ? kind : 'other'}
          onClose={() => setPreview(null)}
        />
      )}
    </section>
  )
}
