import type { Server as HttpServer } from 'node:http'
import type { ServerType } from '@hono/node-server'
import { Server } from 'socket.io'
import type { Logger } from '../http/logger.js'

export interface Realtime {
  /** Tells every socket in `room` that something changed; devices then pull what they need. */
  notify(room: string, event: string, payload: Record<string, unknown>): void
  close(): Promise<void>
}

/**
 * socket.io on the same HTTP server as the API. Pushes are small hints ("kitchen 3 changed,
 * version 812"); the data itself always comes through the API, so a missed push costs nothing.
 * Rooms and their permissions are added by the areas that use them (kitchen, door, sports).
 */
export function attachRealtime(server: ServerType, logger: Logger): Realtime {
  const io = new Server(server as HttpServer, { path: '/socket.io/', serveClient: false, cors: { origin: false } })
  io.on('connection', (socket) => logger.debug('realtime connection', { id: socket.id }))
  return {
    notify(room, event, payload) {
      io.to(room).emit(event, payload)
    },
    close: () => new Promise<void>((resolve) => void io.close(() => resolve())),
  }
}
