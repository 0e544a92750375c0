/** How the API tells devices "this changed": small hints to socket.io rooms ('kitchen:3'). */
export interface RealtimeNotifier {
  notify(room: string, event: string, payload: Record<string, unknown>): void
}

export interface SentHint {
  room: string
  event: string
  payload: Record<string, unknown>
}

/**
 * The app is built before the HTTP server exists, so it gets a notifier that forwards to whatever
 * socket.io server is attached later (main.ts), and keeps nothing when none is (tests without sockets).
 */
export function createRelayNotifier(): RealtimeNotifier & {
  attach(target: RealtimeNotifier): void
  sent: SentHint[]
  isRecording: boolean
} {
  let target: RealtimeNotifier | undefined
  const relay = {
    sent: [] as SentHint[],
    /** Tests turn this on to read what would have been pushed. */
    isRecording: false,
    attach(next: RealtimeNotifier) {
      target = next
    },
    notify(room: string, event: string, payload: Record<string, unknown>) {
      if (relay.isRecording) relay.sent.push({ room, event, payload })
      target?.notify(room, event, payload)
    },
  }
  return relay
}
