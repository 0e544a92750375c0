import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'

export interface CloudRequest {
  url: string
  authorization: string | undefined
  body: {
    to: string
    type: string
    template?: { name: string; language: { code: string }; components: { type: string; parameters: { type: string; text: string }[] }[] }
    text?: { body: string }
  }
}

/**
 * The WhatsApp Cloud API's messages endpoint as a real HTTP server on 127.0.0.1, for greetings: it
 * keeps every request, answers each with a new message id, and refuses the first `failuresFor(to)`
 * requests to a number with a 500 (WhatsApp's "try again later").
 */
export async function startFakeWhatsApp(options: { failuresFor?: (to: string) => number } = {}) {
  const received: CloudRequest[] = []
  const refusedSoFar = new Map<string, number>()
  let nextId = 1
  const server = createServer((request, response) => {
    let text = ''
    request.on('data', (chunk: Buffer) => (text += chunk.toString()))
    request.on('end', () => {
      const body = JSON.parse(text || '{}') as CloudRequest['body']
      const refused = refusedSoFar.get(body.to) ?? 0
      if (refused < (options.failuresFor?.(body.to) ?? 0)) {
        refusedSoFar.set(body.to, refused + 1)
        response.writeHead(500, { 'Content-Type': 'application/json' })
        response.end(JSON.stringify({ error: { message: 'Temporarily unavailable', code: 131000 } }))
        return
      }
      received.push({ url: request.url ?? '', authorization: request.headers.authorization, body })
      response.writeHead(200, { 'Content-Type': 'application/json' })
      response.end(JSON.stringify({ messaging_product: 'whatsapp', messages: [{ id: `wamid.TEST${nextId++}` }] }))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    apiUrl: `http://127.0.0.1:${port}/v21.0`,
    received,
    /** How many messages each number was sent. */
    countsByRecipient() {
      const counts = new Map<string, number>()
      for (const { body } of received) counts.set(body.to, (counts.get(body.to) ?? 0) + 1)
      return counts
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
export type FakeWhatsApp = Awaited<ReturnType<typeof startFakeWhatsApp>>
