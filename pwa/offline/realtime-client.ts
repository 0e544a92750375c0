import { io } from 'socket.io-client'
import type { KitchenOrder } from '../kitchen/kitchen-order'
import { mergeServerOrders } from './order-store'

/** The part of a socket.io client this module uses; tests hand in a fake. */
export interface RealtimeSocket {
  on(event: string, listener: (...args: never[]) => void): unknown
  emit(event: string, ...args: unknown[]): unknown
  disconnect(): unknown
}

export type RealtimeState = 'connecting' | 'live' | 'disconnected' | 'refused'

export interface RealtimeOptions {
  token: string
  /** Rooms to join, one per pulled scope: ['kitchen:3']. */
  scopes: readonly string[]
  /** Push the outbox and pull from the last version: after every (re)connect, missed hints cost nothing. */
  syncNow: () => Promise<void> | void
  onStateChange?: (state: RealtimeState, message?: string) => void
  /** The server ended this session (expired, moved kitchen, password changed). */
  onSessionEnded?: () => void
  connect?: (token: string) => RealtimeSocket
  /** Other areas' hints by event name (`door:changed`); `kitchen:changed` is always merged. */
  hints?: Readonly<Record<string, (hint: never) => Promise<void> | void>>
}

interface KitchenChanged {
  kitchen_id: number
  version: number
  order?: KitchenOrder
}

const connectSocketIo = (token: string): RealtimeSocket => io({ auth: { token }, transports: ['websocket', 'polling'] })

/** Follows the scopes' rooms (ADR 011 "Realtime"); returns the function that disconnects. */
export function connectRealtime(options: RealtimeOptions): () => void {
  const socket = (options.connect ?? connectSocketIo)(options.token)
  const report = (state: RealtimeState, message?: string) => options.onStateChange?.(state, message)
  report('connecting')

  socket.on('connect', () => {
    for (const scope of options.scopes) {
      socket.emit('join', { scope }, (answer: { ok?: boolean; error?: string } | undefined) => {
        if (!answer?.ok) report('refused', answer?.error ?? `Could not follow ${scope}`)
      })
    }
    report('live')
    void options.syncNow()
  })
  socket.on('disconnect', () => report('disconnected'))
  socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
    report(error.data?.code ? 'refused' : 'disconnected', error.message)
  })
  socket.on('kitchen:changed', (hint: KitchenChanged) => {
    // A hint that carries the order is merged at once (if newer); one without it asks for a pull.
    if (hint.order) void mergeServerOrders([hint.order], { shouldAlert: true }).catch(() => options.syncNow())
    else void options.syncNow()
  })
  for (const [event, takeHint] of Object.entries(options.hints ?? {})) {
    // A hint that cannot be merged asks for a pull: a lost hint costs nothing (ADR 011).
    socket.on(event, (hint: never) => void Promise.resolve(takeHint(hint)).catch(() => options.syncNow()))
  }
  socket.on('session:ended', () => {
    report('refused', 'Your session has ended.')
    options.onSessionEnded?.()
  })
  return () => {
    socket.disconnect()
  }
}
