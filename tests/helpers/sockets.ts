import { io as connectTo, type Socket } from 'socket.io-client'

/**
 * A screen's socket.io connection as a device opens it (websocket, the token in the handshake), put
 * in `opened` for the test to disconnect. Rejects with the server's refusal (`connect_error`).
 */
export function openSocket(url: string, token: string | undefined, opened: Socket[]): Promise<Socket> {
  const socket = connectTo(url, { auth: token ? { token } : {}, transports: ['websocket'], reconnection: false, forceNew: true })
  opened.push(socket)
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket))
    socket.once('connect_error', reject)
  })
}
