/**
 * The serial console stream on the Node server: WebSocket upgrades of
 * `/v1/instances/{instance}/serial-console/stream` are accepted with the `ws` package and
 * handed to the same session logic the browser mock uses. Authentication comes from the
 * upgrade request's cookie (or bearer token), as it would with the real API. Handshakes from
 * pages of other origins are refused (origin.ts).
 */
import type { IncomingMessage, Server } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type RawData } from 'ws'
import { openConsoleStream, STREAM_PATH_RE } from './console-stream'
import { foreignOrigin, foreignOriginRefused } from './origin'

export function headersOf(req: IncomingMessage): Headers {
  const headers = new Headers()
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v)
  }
  return headers
}

function bytesOf(data: RawData): Uint8Array {
  if (Array.isArray(data)) return new Uint8Array(Buffer.concat(data))
  if (data instanceof ArrayBuffer) return new Uint8Array(data)
  return new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
}

/** Upgrades anywhere else are not WebSockets the API has: answer them like a missing page. */
function refuseUpgrade(socket: Duplex) {
  socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n')
}

/**
 * A page of another origin may not open a console: the handshake is answered 403 with the
 * API's error body, before any WebSocket exists (a browser sends the session cookie along
 * with any page's handshake, so this is the only thing that stops one).
 */
async function refuseForeignOrigin(socket: Duplex, origin: string) {
  const response = foreignOriginRefused(origin)
  const body = Buffer.from(await response.arrayBuffer())
  const head = [
    'HTTP/1.1 403 Forbidden',
    'Content-Type: application/json',
    `Content-Length: ${body.length}`,
    'Connection: close',
  ]
  socket.end(Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]))
}

/**
 * Serves the console stream on `server`. Returns the WebSocket server so that closing the
 * HTTP server can first end open consoles (an upgraded socket would keep it open).
 */
export function serveConsoleStreams(server: Server, baseUrl: () => string): WebSocketServer {
  const wss = new WebSocketServer({ noServer: true })
  server.on('upgrade', (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', baseUrl())
    if (!STREAM_PATH_RE.test(url.pathname)) return refuseUpgrade(socket)
    const origin = foreignOrigin(req.headers)
    if (origin !== null) return void refuseForeignOrigin(socket, origin)
    wss.handleUpgrade(req, socket, head, (client) => {
      url.protocol = 'ws:'
      const stream = openConsoleStream(url, headersOf(req), {
        send: (bytes) => client.send(bytes, { binary: true }),
        close: (code, reason) => client.close(code, reason),
      })
      client.on('message', (data) => stream.receive(bytesOf(data)))
    })
  })
  return wss
}
