import { toast } from 'sonner'
import { ApiError } from './api-error'

/**
 * The shared handler (spec 1 §8): the server's message when there is one, otherwise each entry
 * of its errors list, otherwise the error itself.
 */
export function showErrorToast(error: unknown): void {
  for (const message of toastMessagesFor(error)) toast.error(message)
}

export function toastMessagesFor(error: unknown): string[] {
  if (error instanceof ApiError && typeof error.body === 'object' && error.body !== null) {
    const { message, errors } = error.body as { message?: unknown; errors?: unknown }
    if (typeof message === 'string' && message.trim() !== '') return [message]
    if (Array.isArray(errors)) {
      const listed = errors.map((entry) => (entry as { msg?: unknown } | null)?.msg).filter((msg): msg is string => typeof msg === 'string')
      if (listed.length > 0) return listed
    }
  }
  if (error instanceof Error) return [error.message]
  return [String(error)]
}
