import { useMutation } from '@tanstack/react-query'
import type { UploadFolder } from '../../../domain/uploads'
import { uploadFile, uploadFailure, type UploadedFile } from './upload-file'

/** One file at a time into `folder`; `onUploaded` gets what the server kept. */
export function useUpload(folder: UploadFolder, onUploaded: (file: UploadedFile) => void) {
  const upload = useMutation({ mutationFn: (file: File) => uploadFile(file, folder), onSuccess: onUploaded })
  return {
    start: (file: File) => upload.mutate(file),
    isUploading: upload.isPending,
    failure: upload.isError ? uploadFailure(upload.error) : undefined,
  }
}
