/**
 * Serial console: the buffered history over HTTP, and the live stream as a WebSocket mocked
 * in the page (the Node server serves the same stream from ../console-stream-node.ts).
 */
import { ws } from 'msw'
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { currentUser } from '../auth'
import { bootLog, consoleTarget, openConsoleStream } from '../console-stream'
import { invalidRequest } from '../errors'

export const serialConsoleHandlers: Partial<MSWHandlers> = {
  instanceSerialConsole({ path, query, ...params }) {
    const user = currentUser(params)
    const target = consoleTarget(user, path.instance, query.project)
    const { fromStart, mostRecent, maxBytes } = query
    // the API document makes the two ways of saying where to start mutually exclusive
    if ((fromStart == null) === (mostRecent == null)) {
      throw invalidRequest('Exactly one of from_start and most_recent must be given')
    }
    const log = bootLog(target)
    const start = fromStart != null ? Math.min(fromStart, log.length) : Math.max(0, log.length - mostRecent!)
    const end = maxBytes != null ? Math.min(log.length, start + maxBytes) : log.length
    // the offset after the last byte returned, which is where a follow-up read continues
    return { data: Array.from(log.subarray(start, end)), last_byte_offset: end }
  },

  instanceSerialConsoleStream(params) {
    currentUser(params)
    // a plain GET reaches this; WebSocket upgrades are answered before routing gets here
    throw invalidRequest('This endpoint only accepts WebSocket connections')
  },
}

type ClientData = string | ArrayBufferLike | Blob | ArrayBufferView

async function bytesOf(data: ClientData): Promise<Uint8Array> {
  if (typeof data === 'string') return new TextEncoder().encode(data)
  if (data instanceof Blob) return new Uint8Array(await data.arrayBuffer())
  if (ArrayBuffer.isView(data)) return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
  return new Uint8Array(data)
}

/**
 * MSW hands the page exactly what the mock sends, without the conversion a browser applies
 * to binary frames, so send what a real socket with the client's `binaryType` would deliver.
 */
function frameFor(client: object, bytes: Uint8Array): ArrayBuffer | Blob {
  const socket = (client as { socket?: { binaryType?: string } }).socket
  const buffer = bytes.slice().buffer
  return socket?.binaryType === 'blob' ? new Blob([buffer]) : buffer
}

/**
 * The stream in the browser: any host, `ws:` or `wss:` (the console connects to the page's
 * own host). Query strings are ignored when matching. In the page, the session cookie is
 * the one kept in `document.cookie`, as a real browser would send it with the handshake.
 */
const serialConsoleLink = ws.link(/^wss?:\/\/[^/]+\/v1\/instances\/[^/]+\/serial-console\/stream\/?$/)

export const serialConsoleWebSocketHandler = serialConsoleLink.addEventListener('connection', ({ client }) => {
  const cookie = typeof document === 'undefined' ? '' : document.cookie
  const stream = openConsoleStream(client.url, new Headers({ cookie }), {
    send: (bytes) => client.send(frameFor(client, bytes)),
    close: (code, reason) => client.close(code, reason),
  })
  // Blobs are read asynchronously; chaining keeps what was typed in order
  let received = Promise.resolve()
  client.addEventListener('message', (event) => {
    const data = event.data as ClientData
    received = received.then(async () => stream.receive(await bytesOf(data)))
  })
})
