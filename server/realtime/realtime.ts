import type { Server as HttpServer } from 'node:http'
import type { ServerType } from '@hono/node-server'
import { Server, type DefaultEventsMap, type ServerOptions, type Socket } from 'socket.io'
import type { Principal } from '../auth/principal.js'
import type { AppDeps } from '../http/context.js'
import type { ScopeHandler } from '../sync/sync.contract.js'
import { parseScope, type Scope } from '../../domain/contract/sync.js'
import type { RealtimeNotifier } from './notifier.js'
import { authenticateSockets, type SessionDeps } from './socket-auth.js'

export interface SocketData {
  principal: Principal
  token: string
}
export type RealtimeServer = Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>
type RealtimeSocket = Socket<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>

export interface Realtime extends RealtimeNotifier {
  io: RealtimeServer
  close(): Promise<void>
}

/** A socket.io adapter shared by several servers (postgres-adapter.ts), with what it holds open. */
export interface RealtimeAdapter {
  adapter: ServerOptions['adapter']
  close(): Promise<void>
}

export interface RealtimeOptions {
  /** Without one, rooms live in this process only (the embedded database runs one server). */
  adapter?: RealtimeAdapter
  /** How often every connected socket's session is checked again; see socket-auth.ts. */
  recheckEveryMs?: number
}

type RealtimeDeps = SessionDeps & Pick<AppDeps, 'logger' | 'sync'>
type JoinAnswer = { ok: true; room: string } | { error: string; code: string }

/**
 * socket.io on the same HTTP server as the API. Pushes are small hints ("kitchen 3 changed,
 * version 812"); the data itself always comes through the API, so a missed push costs nothing.
 * A device signs the handshake with its token (`io(url, {auth: {token}})`) and joins the room of
 * each scope it pulls by emitting `join {scope}`; the scope's area decides who may (sync.contract.ts).
 */
export function attachRealtime(server: ServerType, deps: RealtimeDeps, options: RealtimeOptions = {}): Realtime {
  const io: RealtimeServer = new Server(server as HttpServer, {
    path: '/socket.io/',
    serveClient: false,
    cors: { origin: false },
    ...(options.adapter ? { adapter: options.adapter.adapter } : {}),
  })
  const stopRechecks = authenticateSockets(io, deps, options.recheckEveryMs)

  io.on('connection', (socket) => {
    deps.logger.debug('realtime connection', { id: socket.id, who: socket.data.principal.kind })
    socket.on('join', (request: unknown, ack: unknown) => {
      void answer(deps, ack, () => joinScope(deps, socket, request))
    })
    socket.on('leave', (request: unknown, ack: unknown) => {
      void answer(deps, ack, () => leaveScope(deps, socket, request))
    })
  })

  return {
    io,
    notify(room, event, payload) {
      io.to(room).emit(event, payload)
    },
    async close() {
      stopRechecks()
      await io.close()
      await options.adapter?.close()
    },
  }
}

/** Runs a room request and acks its answer; a failure is logged and answered, never thrown at socket.io. */
async function answer(deps: RealtimeDeps, ack: unknown, run: () => Promise<JoinAnswer>) {
  let reply: JoinAnswer
  try {
    reply = await run()
  } catch (error) {
    deps.logger.error('realtime room request failed', { error: String(error) })
    reply = { error: 'The server could not do this. Please try again.', code: 'internal' }
  }
  if (typeof ack === 'function') ack(reply)
}

function roomOf(deps: RealtimeDeps, request: unknown): { scope: Scope; handler: ScopeHandler } | { error: string; code: string } {
  const scope = parseScope((request as { scope?: unknown } | undefined)?.scope)
  if (!scope) return { error: "scope: must look like 'kitchen:3'", code: 'invalid_input' }
  const handler = deps.sync.scopes.get(scope.prefix)
  if (!handler) return { error: `scope: there is no scope "${scope.prefix}"`, code: 'invalid_input' }
  return { scope, handler }
}

async function joinScope(deps: RealtimeDeps, socket: RealtimeSocket, request: unknown): Promise<JoinAnswer> {
  const found = roomOf(deps, request)
  if ('error' in found) return found
  const { scope, handler } = found
  if (!(await handler.isAllowed(socket.data.principal, scope.key, deps.db)))
    return { error: `You may not follow ${scope.name}.`, code: 'forbidden' }
  const room = handler.room(scope.key)
  await socket.join(room)
  return { ok: true, room }
}

async function leaveScope(deps: RealtimeDeps, socket: RealtimeSocket, request: unknown): Promise<JoinAnswer> {
  const found = roomOf(deps, request)
  if ('error' in found) return found
  const room = found.handler.room(found.scope.key)
  await socket.leave(room)
  return { ok: true, room }
}
