import { ApiError, failureWithoutResponse, messagesFromBody } from '../../api/api-error'
import { tokenHeadersFor } from '../../api/token-headers'

/**
 * A PDF the API serves behind a sign-in (receipts, tickets). A plain link would not carry the token
 * header, so the file is fetched as a blob with it and handed to the browser to save under its name.
 */
export async function downloadFile(path: string, fileName: string): Promise<void> {
  let response: Response
  try {
    response = await fetch(path, { headers: tokenHeadersFor(path), credentials: 'same-origin' })
  } catch (error) {
    throw failureWithoutResponse(error)
  }
  if (!response.ok) {
    const text = await response.text()
    let body: unknown
    try {
      body = text ? (JSON.parse(text) as unknown) : undefined
    } catch {
      body = text
    }
    throw new ApiError('http', messagesFromBody(body), response.status, body)
  }
  const url = URL.createObjectURL(await response.blob())
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
