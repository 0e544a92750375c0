import { createServer, type AddressInfo, type Socket } from 'node:net'
import type { Socket as ClientSocket } from 'socket.io-client'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { hashPassword } from '../../server/auth/passwords.js'
import { createLogger } from '../../server/http/logger.js'
import { createPostgresAdapter } from '../../server/realtime/postgres-adapter.js'
import type { Realtime } from '../../server/realtime/realtime.js'
import { increment, installCounterSync, kitchenOf, newClientId, registerCounterSync } from '../helpers/counter-sync.js'
import { openSocket } from '../helpers/sockets.js'
import { createTestApp, DEMO_PASSWORD, type TestApp } from '../helpers/test-app.js'

// A real HTTP server on 127.0.0.1 with socket.io, and socket.io-client screens, as a kitchen runs it.
let t: TestApp
let server: { url: string; realtime: Realtime }
let kitchen1: string
let kitchen2: string
let kitchenId: number
let otherKitchenId: number
const sockets: ClientSocket[] = []

beforeAll(async () => {
  t = await createTestApp()
  await installCounterSync(t)
  server = await t.listen({ recheckEveryMs: 100 })
  kitchen1 = await t.tokens.kitchen('kitchen1')
  kitchen2 = await t.tokens.kitchen('kitchen2')
  kitchenId = await kitchenOf(t, 'kitchen1')
  otherKitchenId = await kitchenOf(t, 'kitchen2')
})
afterAll(async () => {
  for (const socket of sockets) socket.disconnect()
  await t.close()
})

const connect = (url: string, token?: string) => openSocket(url, token, sockets)

const join = (socket: ClientSocket, scope: unknown) => socket.timeout(3000).emitWithAck('join', { scope })

function nextEvent<T = Record<string, unknown>>(socket: ClientSocket, event: string, waitMs = 5000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within ${waitMs} ms`)), waitMs)
    socket.once(event, (payload: T) => {
      clearTimeout(timer)
      resolve(payload)
    })
  })
}

/** A screen that keeps every counter change it hears. */
function listenForChanges(socket: ClientSocket) {
  const heard: { counter: string }[] = []
  socket.on('counter:changed', (payload: { counter: string }) => heard.push(payload))
  return heard
}

const pushIncrement = (token: string, kitchen: number, counter: string) =>
  t.call('POST', '/api/sync/push', { token, body: { client_id: newClientId(), mutations: [increment(1, kitchen, counter, 2)] } })

describe('realtime', () => {
  test('two screens of a kitchen both receive a change, and a screen of another kitchen does not', async () => {
    const [first, second, elsewhere] = await Promise.all([
      connect(server.url, kitchen1),
      connect(server.url, kitchen1),
      connect(server.url, kitchen2),
    ])
    expect(await join(first, `counter:${kitchenId}`)).toEqual({ ok: true, room: `counter:${kitchenId}` })
    expect(await join(second, `counter:${kitchenId}`)).toMatchObject({ ok: true })
    expect(await join(elsewhere, `counter:${otherKitchenId}`)).toMatchObject({ ok: true })
    const heardElsewhere = listenForChanges(elsewhere)

    const arriving = [nextEvent(first, 'counter:changed'), nextEvent(second, 'counter:changed')]
    expect((await pushIncrement(kitchen1, kitchenId, 'gulab')).status).toBe(200)
    for (const payload of await Promise.all(arriving)) {
      expect(payload).toMatchObject({ counter: 'gulab', value: 2, version: expect.any(Number) })
    }

    // A later change of its own kitchen arrives; the first kitchen's change never did.
    const ownChange = nextEvent(elsewhere, 'counter:changed')
    await pushIncrement(kitchen2, otherKitchenId, 'momo')
    await ownChange
    expect(heardElsewhere.map((payload) => payload.counter)).toEqual(['momo'])
  })

  test('a screen may join only the scopes its account may pull', async () => {
    const socket = await connect(server.url, kitchen2)
    expect(await join(socket, `counter:${kitchenId}`)).toEqual({ error: `You may not follow counter:${kitchenId}.`, code: 'forbidden' })
    expect(await join(socket, 'nothing:1')).toMatchObject({ code: 'invalid_input' })
    expect(await join(socket, 42)).toEqual({ error: "scope: must look like 'kitchen:3'", code: 'invalid_input' })
    const heard = listenForChanges(socket)
    await pushIncrement(kitchen1, kitchenId, 'kheer')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(heard).toEqual([])
  })

  test('a screen leaves a room and hears no more of it', async () => {
    const socket = await connect(server.url, kitchen1)
    await join(socket, `counter:${kitchenId}`)
    expect(await socket.timeout(3000).emitWithAck('leave', { scope: `counter:${kitchenId}` })).toMatchObject({ ok: true })
    const heard = listenForChanges(socket)
    await pushIncrement(kitchen1, kitchenId, 'barfi')
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(heard).toEqual([])
  })

  test('a handshake without a valid token is refused with a message', async () => {
    await expect(connect(server.url)).rejects.toThrow('Authentication required. Please log in.')
    const forged = `${kitchen1.slice(0, -4)}AAAA`
    await expect(connect(server.url, forged)).rejects.toThrow('Your session has expired. Please sign in again.')
    const now = t.clock()
    t.clock.advance(13 * 3600 * 1000)
    try {
      await expect(connect(server.url, kitchen1)).rejects.toThrow('Your session has expired. Please sign in again.')
    } finally {
      t.clock.set(now)
    }
  })

  test('a connected screen whose account is deactivated is told and disconnected', async () => {
    const email = 'night.manager@club.test'
    await t.db
      .insertInto('users')
      .values({ name: 'Night Manager', email, role_id: 1, password_hash: await hashPassword(DEMO_PASSWORD) })
      .execute()
    const socket = await connect(server.url, await t.tokens.staff(email))
    const told = nextEvent<{ message: string }>(socket, 'session:ended')
    const disconnected = nextEvent<string>(socket, 'disconnect')
    await t.db.updateTable('users').set({ is_active: false }).where('email', '=', email).execute()
    expect((await told).message).toMatch(/sign in again/)
    expect(await disconnected).toBe('io server disconnect')
  })

  test.skipIf(process.env.TEST_DB !== 'postgres')('a change made through one server reaches a screen connected to another', async () => {
    const other = await createTestApp({ database: t.database })
    try {
      registerCounterSync(other.sync)
      const serverB = await other.listen()
      // Both servers have heard each other's heartbeat: each is listening on the shared channel.
      for (let attempt = 0; attempt < 200; attempt++) {
        const counts = await Promise.all([server.realtime, serverB.realtime].map((realtime) => realtime.io.of('/').adapter.serverCount()))
        if (counts.every((count) => count >= 2)) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      const screen = await connect(serverB.url, kitchen1)
      expect(await join(screen, `counter:${kitchenId}`)).toMatchObject({ ok: true })
      const arriving = nextEvent(screen, 'counter:changed')
      await pushIncrement(kitchen1, kitchenId, 'across') // through server A's app
      expect(await arriving).toMatchObject({ counter: 'across', value: 2 })
    } finally {
      await other.close()
    }
  })

  test('a screen hears a change at once although the link to the other servers hangs', async () => {
    // A "PostgreSQL" that takes connections and never answers: no NOTIFY for the other servers goes out.
    const held: Socket[] = []
    const silent = createServer((socket) => held.push(socket))
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve))
    const url = `postgres://postgres@127.0.0.1:${(silent.address() as AddressInfo).port}/club`
    try {
      const hanging = await t.listen({ adapter: createPostgresAdapter(url, createLogger('silent')) })
      const screen = await connect(hanging.url, kitchen1)
      expect(await join(screen, `counter:${kitchenId}`)).toMatchObject({ ok: true })
      const arriving = nextEvent(screen, 'counter:changed', 2000)
      expect((await pushIncrement(kitchen1, kitchenId, 'hanging')).status).toBe(200)
      expect(await arriving).toMatchObject({ counter: 'hanging', value: 2 })
      expect(held.length).toBeGreaterThan(0) // the adapter did try to reach its database
    } finally {
      for (const socket of held) socket.destroy()
      silent.close()
    }
  })
})
