import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { seededRandom } from './random.js'

/** How often each fault happens, per request (0 to 1). */
export interface FaultRates {
  /** The request never reaches the server; the device sees the connection die. */
  dropRequest: number
  /** The server handles (and commits) the request, then the device's connection dies. */
  dropResponse: number
  /** The request reaches the server twice at once; the device gets the first answer. */
  duplicate: number
  /** The request waits up to `maxDelayMs` before it is forwarded. */
  delay: number
  maxDelayMs: number
}

export interface FaultCounts {
  requests: number
  droppedRequests: number
  droppedResponses: number
  duplicated: number
  delayed: number
  upstreamDown: number
}

/**
 * A fault-injecting HTTP proxy (node:http) in front of the API. Every fault is drawn from a seeded
 * PRNG in the order requests arrive. `setTarget` moves it to another server (a restart).
 */
export async function startFaultProxy(target: string, rates: FaultRates, seed: number) {
  const random = seededRandom(seed)
  let upstream = new URL(target)
  let isFaulty = true
  const counts: FaultCounts = { requests: 0, droppedRequests: 0, droppedResponses: 0, duplicated: 0, delayed: 0, upstreamDown: 0 }

  /** One request to the server, read to the end; rejects when the server cannot be reached. */
  function forward(request: http.IncomingMessage, body: Buffer) {
    return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const headers = { ...request.headers, host: upstream.host, connection: 'close' }
      delete headers['content-length']
      const outgoing = http.request(
        {
          host: upstream.hostname,
          port: upstream.port,
          method: request.method,
          path: request.url,
          headers: { ...headers, 'content-length': String(body.length) },
          agent: false,
        },
        (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }))
          response.on('error', reject)
        },
      )
      outgoing.on('error', reject)
      outgoing.end(body)
    })
  }

  const proxy = async (request: http.IncomingMessage, response: http.ServerResponse) => {
    const chunks: Buffer[] = []
    for await (const chunk of request) chunks.push(chunk as Buffer)
    const body = Buffer.concat(chunks)
    counts.requests++
    // Draw every decision at once, so each request consumes the same number of values.
    const [dropRequest, dropResponse, duplicate, delay, delayMs] = [random(), random(), random(), random(), random()]
    const kill = () => response.socket?.destroy()
    if (isFaulty && dropRequest < rates.dropRequest) {
      counts.droppedRequests++
      return kill()
    }
    if (isFaulty && delay < rates.delay) {
      counts.delayed++
      await new Promise((resolve) => setTimeout(resolve, Math.round(delayMs * rates.maxDelayMs)))
    }
    try {
      const isDuplicated = isFaulty && duplicate < rates.duplicate
      if (isDuplicated) counts.duplicated++
      const sent = isDuplicated ? [forward(request, body), forward(request, body)] : [forward(request, body)]
      const settled = await Promise.allSettled(sent)
      const answer = settled.find((result) => result.status === 'fulfilled')
      if (!answer || answer.status !== 'fulfilled') {
        counts.upstreamDown++
        return kill()
      }
      if (isFaulty && dropResponse < rates.dropResponse) {
        counts.droppedResponses++
        return kill()
      }
      const headers = { ...answer.value.headers }
      delete headers['transfer-encoding']
      delete headers.connection
      response.writeHead(answer.value.status, { ...headers, 'content-length': String(answer.value.body.length) })
      response.end(answer.value.body)
    } catch {
      counts.upstreamDown++
      kill()
    }
  }
  // Node's request listener is not awaited: the handler settles every request itself.
  const server = http.createServer((request, response) => void proxy(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  server.keepAliveTimeout = 1

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    counts,
    setTarget(next: string) {
      upstream = new URL(next)
    },
    /** Faults off: the final sync of a run happens on a quiet network. */
    setFaulty(value: boolean) {
      isFaulty = value
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
