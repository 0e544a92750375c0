import { ImagePlus, Trash2 } from 'lucide-react'
import { useId, useRef, type ChangeEvent } from 'react'
import { acceptImages, type UploadFolder } from '../../../domain/uploads'
import { Spinner } from '../../ui/Spinner'
import { useUpload } from './use-upload'
import './uploads.css'

interface ImageUploadFieldProps {
  label: string
  folder: UploadFolder
  /** The picture's address (an upload's 960-wide copy), or null for none. */
  value: string | null
  onChange: (url: string | null) => void
  hint?: string
  error?: string | undefined
}

/** One picture: choose a file, see it uploaded and shown, or remove it. */
export function ImageUploadField({ label, folder, value, onChange, hint, error }: ImageUploadFieldProps) {
  const id = useId()
  const input = useRef<HTMLInputElement>(null)
  const upload = useUpload(folder, (file) => onChange(file.display_url))
  const message = upload.failure ?? error

  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (file) upload.start(file)
  }

  return (
    <div className={`field upload-field${message ? ' field--invalid' : ''}`}>
      <span className="field__label" id={`${id}-label`}>
        {label}
      </span>
      {value ? (
        <img className="upload-field__preview" src={value} alt={`${label}: the picture chosen`} />
      ) : (
        <p className="upload-field__none">No picture yet</p>
      )}
      <div className="upload-field__actions">
        <label className="button button--secondary upload-field__choose" htmlFor={id}>
          <ImagePlus aria-hidden="true" size={18} />
          {value ? 'Replace picture' : 'Choose a picture'}
        </label>
        <input
          ref={input}
          id={id}
          type="file"
          accept={acceptImages}
          className="visually-hidden"
          aria-labelledby={`${id}-label`}
          aria-describedby={[hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ') || undefined}
          onChange={choose}
          disabled={upload.isUploading}
        />
        {value && !upload.isUploading && (
          <button type="button" className="button button--secondary" onClick={() => onChange(null)}>
            <Trash2 aria-hidden="true" size={18} /> Remove
          </button>
        )}
        {upload.isUploading && (
          <span className="upload-field__progress" role="status">
            <Spinner size="small" /> Uploading…
          </span>
        )}
      </div>
      {hint && (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {message && (
        <p className="field__error" id={`${id}-error`}>
          {message}
        </p>
      )}
    </div>
  )
}
