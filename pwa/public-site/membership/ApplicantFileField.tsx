import { useId, useState } from 'react'
import { errorMessages } from '../../api/api-error'
import { failureMessage } from '../../api/failure'
import { uploadApplicantFile } from './application-api'

export interface ChosenFile {
  url: string
  name: string
}

interface ApplicantFileFieldProps {
  label: string
  hint: string
  accept: string
  isMultiple?: boolean
  files: readonly ChosenFile[]
  onChange: (files: ChosenFile[]) => void
  onBusy: (isBusy: boolean) => void
  error?: string | undefined
}

/** A photo or the documents: each file is uploaded when chosen, and listed with a way to take it off. */
export function ApplicantFileField({ label, hint, accept, isMultiple = false, files, onChange, onBusy, error }: ApplicantFileFieldProps) {
  const id = useId()
  const [isUploading, setUploading] = useState(false)
  const [uploadError, setUploadError] = useState<string>()
  const shown = uploadError ?? error

  const choose = async (chosen: FileList | null) => {
    if (!chosen || chosen.length === 0) return
    setUploading(true)
    onBusy(true)
    setUploadError(undefined)
    const added: ChosenFile[] = []
    try {
      for (const file of Array.from(chosen)) {
        const stored = await uploadApplicantFile(file)
        added.push({ url: stored.url, name: stored.name })
      }
    } catch (failure) {
      setUploadError(failureMessage(failure, errorMessages.fallback))
    } finally {
      setUploading(false)
      onBusy(false)
      if (added.length > 0) onChange(isMultiple ? [...files, ...added] : added.slice(-1))
    }
  }

  return (
    <div className={`field${shown ? ' field--invalid' : ''}`}>
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        type="file"
        accept={accept}
        multiple={isMultiple}
        disabled={isUploading}
        aria-invalid={shown ? true : undefined}
        aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ''}`}
        onChange={(event) => {
          void choose(event.target.files)
          event.target.value = ''
        }}
      />
      <p className="field__hint" id={`${id}-hint`}>
        {isUploading ? 'Uploading…' : hint}
      </p>
      {files.length > 0 && (
        <ul className="applicant-files">
          {files.map((file) => (
            <li key={file.url}>
              <span>{file.name}</span>
              <button
                type="button"
                className="button button--secondary button--small"
                aria-label={`Remove ${file.name}`}
                onClick={() => onChange(files.filter((kept) => kept.url !== file.url))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      {shown && (
        <p className="field__error" id={`${id}-error`}>
          {shown}
        </p>
      )}
    </div>
  )
}
