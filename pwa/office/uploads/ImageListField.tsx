import { ImagePlus, Trash2 } from 'lucide-react'
import { useId, type ChangeEvent } from 'react'
import { acceptImages, type UploadFolder } from '../../../domain/uploads'
import { Spinner } from '../../ui/Spinner'
import { useUpload } from './use-upload'
import './uploads.css'

interface ImageListFieldProps {
  label: string
  folder: UploadFolder
  value: string[]
  onChange: (urls: string[]) => void
  max: number
  error?: string | undefined
}

/** Several pictures in order (the first is the one a card shows): add by uploading, remove any. */
export function ImageListField({ label, folder, value, onChange, max, error }: ImageListFieldProps) {
  const id = useId()
  const upload = useUpload(folder, (file) => onChange([...value, file.display_url]))
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
      {value.length === 0 ? (
        <p className="upload-field__none">No pictures yet</p>
      ) : (
        <ul className="upload-field__list" aria-labelledby={`${id}-label`}>
          {value.map((url, index) => (
            <li key={url}>
              <img className="upload-field__thumb" src={url} alt={`Picture ${index + 1}${index === 0 ? ' (shown first)' : ''}`} />
              <button
                type="button"
                className="button button--secondary"
                aria-label={`Remove picture ${index + 1}`}
                onClick={() => onChange(value.filter((other) => other !== url))}
              >
                <Trash2 aria-hidden="true" size={18} />
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="upload-field__actions">
        {value.length < max && (
          <label className="button button--secondary upload-field__choose" htmlFor={id}>
            <ImagePlus aria-hidden="true" size={18} /> Add a picture
          </label>
        )}
        <input
          id={id}
          type="file"
          accept={acceptImages}
          className="visually-hidden"
          aria-labelledby={`${id}-label`}
          aria-describedby={message ? `${id}-error` : undefined}
          onChange={choose}
          disabled={upload.isUploading || value.length >= max}
        />
        {upload.isUploading && (
          <span className="upload-field__progress" role="status">
            <Spinner size="small" /> Uploading…
          </span>
        )}
      </div>
      {message && (
        <p className="field__error" id={`${id}-error`}>
          {message}
        </p>
      )}
    </div>
  )
}
