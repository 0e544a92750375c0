import { apiRequest } from '../../api/client'

/**
 * A file the API serves behind a sign-in (receipts, tickets, invoices). A plain link would not carry
 * the token header, so the file is read as a blob through the API client and handed to the browser
 * to save under its name.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  saveFile(await apiRequest<Blob>(path, { answerAs: 'blob' }), fileName)
}

/** Hands a file already read to the browser to save. */
export function saveFile(file: Blob, fileName: string): void {
  const url = URL.createObjectURL(file)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.rel = 'noopener'
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser time to start the download before the blob goes.
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}
