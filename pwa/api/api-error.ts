/** The catalogue's fixed texts (spec 1 §8). */
export const errorMessages = {
  network: 'Server connection failed. Please check if the server is running.',
  refused: 'Server is not running. Please start the server and try again.',
  timeout: 'Request timeout - please try again',
  fallback: 'Something went wrong',
  eventsUnauthorized: 'Unauthorized: Please login again',
  receptionUnauthorized: 'API authentication error - token may be invalid',
} as const

/** Why a call failed: the server answered with an error, or no answer came at all. */
export type FailureKind = 'http' | 'network' | 'refused' | 'timeout'

/**
 * Every failed call rejects with this. `messages` holds what a person should read, one entry per
 * message (an `errors` list gives several); `message` joins them.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError'
  constructor(
    readonly kind: FailureKind,
    readonly messages: readonly string[],
    readonly status?: number,
    readonly body?: unknown,
  ) {
    super(messages.join('\n'))
  }

  /** True when the server answered: its body says what went wrong. */
  get hasResponse(): boolean {
    return this.kind === 'http'
  }
}

const textOf = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined)

/** The messages an error body carries, in the catalogue's order: error, then errors[].msg, then message. */
export function messagesFromBody(body: unknown): string[] {
  if (typeof body !== 'object' || body === null) return [errorMessages.fallback]
  const { error, errors, message } = body as { error?: unknown; errors?: unknown; message?: unknown }
  const errorText = textOf(error)
  if (errorText) return [errorText]
  if (Array.isArray(errors)) {
    const listed = errors.map((entry) => textOf((entry as { msg?: unknown } | null)?.msg)).filter((msg) => msg !== undefined)
    if (listed.length > 0) return listed
  }
  const messageText = textOf(message)
  return [messageText ?? errorMessages.fallback]
}

/** A refused connection names itself in Node-style causes; browsers only say "failed to fetch". */
function isConnectionRefused(error: unknown): boolean {
  const cause = (error as { cause?: { code?: unknown } } | null)?.cause
  if (cause?.code === 'ECONNREFUSED') return true
  return /ECONNREFUSED|ERR_CONNECTION_REFUSED/.test(String((error as Error | null)?.message ?? ''))
}

export function failureWithoutResponse(error: unknown): ApiError {
  return isConnectionRefused(error) ? new ApiError('refused', [errorMessages.refused]) : new ApiError('network', [errorMessages.network])
}
