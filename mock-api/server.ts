/**
 * The same mock API as a plain HTTP server on 127.0.0.1, for curl, the CLI and SDKs:
 * `npm run mock-api` (PORT, MOCK_DELAY=1, MOCK_CHAOS=<percent> and MOCK_FAULTS=<JSON> are read
 * from the env).
 *
 * Each Node request becomes a Fetch Request and is answered by MSW's `getResponse` with the
 * very handlers the in-browser mock uses; state lives as long as the process. Serial console
 * WebSockets are served alongside (console-stream-node.ts). Requests from pages of other
 * origins are refused (origin.ts), and bodies over the API's limit are never held in memory.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pathToFileURL } from 'node:url'
import { getResponse, type HttpHandler } from 'msw'
import { type MockOptions, parseChaosPercent, parseFaults } from './chaos'
import { headersOf, serveConsoleStreams } from './console-stream-node'
import { apiError, internalError } from './errors'
import { makeMockHandlers } from './handlers'
import { foreignOrigin, foreignOriginRefused } from './origin'
import { bodyReadAs } from './request-body'
import { bodyTooLarge, maxBodyBytes } from './request-checks'

export const DEFAULT_PORT = 12220

export type MockServer = {
  server: Server
  port: number
  /** e.g. http://127.0.0.1:12220 */
  url: string
  close: () => Promise<void>
}

/**
 * The body, or null once it is larger than the API takes: the rest is read and dropped (the
 * client is still sending it, and answering before it is done would break the connection),
 * so a huge body never sits in memory.
 */
async function readBody(req: IncomingMessage, max: number): Promise<Buffer | null> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of req) {
    size += (chunk as Buffer).length
    if (size <= max) chunks.push(chunk as Buffer)
  }
  return size > max ? null : Buffer.concat(chunks)
}

/** The request as a Fetch Request, or null if its body is too large to read. */
async function toFetchRequest(req: IncomingMessage, baseUrl: string): Promise<Request | null> {
  const method = req.method ?? 'GET'
  const body =
    method === 'GET' || method === 'HEAD' ? undefined : await readBody(req, maxBodyBytes(method, req.url ?? '/'))
  if (body === null) return null
  const url = new URL(req.url ?? '/', baseUrl)
  if (!body?.length) return new Request(url, { method, headers: headersOf(req) })
  // Each copy of a body costs: a 512 KiB bulk write's ~700 KB sat in four buffers before its
  // text was made (the socket's chunks joined, a copy here, Fetch's own copy of a buffer body,
  // and its read into another). As a stream over the bytes read, with those bytes as its one
  // read (./request-body), the body is joined once and never copied again.
  const bytes = new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.length)
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes)
      controller.close()
    },
  })
  // (`duplex` is how Fetch takes a stream body in Node; the DOM types do not name it)
  const request = new Request(url, { method, headers: headersOf(req), body: stream, duplex: 'half' } as RequestInit)
  bodyReadAs(request, bytes)
  return request
}

async function sendFetchResponse(res: ServerResponse, response: Response, method: string) {
  const headers: Record<string, string | string[]> = {}
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers[name] = value
  })
  // Headers joins several Set-Cookie values with commas, which would corrupt them
  const cookies = response.headers.getSetCookie()
  if (cookies.length > 0) headers['set-cookie'] = cookies
  const body = method === 'HEAD' ? null : Buffer.from(await response.arrayBuffer())
  res.writeHead(response.status, response.statusText, headers)
  res.end(body)
}

/** What the real API's HTTP layer refuses before reading a request, or null. */
function refusalBeforeReading(req: IncomingMessage): Response | null {
  const origin = foreignOrigin(req.headers)
  if (origin !== null) return foreignOriginRefused(origin)
  const max = maxBodyBytes(req.method ?? 'GET', req.url ?? '/')
  if (Number(req.headers['content-length'] ?? 0) > max) return bodyTooLarge(max)
  return null
}

async function answer(handlers: HttpHandler[], req: IncomingMessage, res: ServerResponse, baseUrl: string) {
  const method = req.method ?? 'GET'
  const refusal = refusalBeforeReading(req)
  // Node reads and drops the unread body of a request answered early
  if (refusal) return sendFetchResponse(res, refusal, method)
  const request = await toFetchRequest(req, baseUrl)
  if (!request) return sendFetchResponse(res, bodyTooLarge(maxBodyBytes(method, req.url ?? '/')), method)
  let response: Response | undefined
  try {
    response = await getResponse(handlers, request, { baseUrl })
  } catch (e) {
    console.error('[mock-api] handler failed', request.method, request.url, e)
    response = internalError()
  }
  if (!response) {
    console.warn(`[mock-api] no handler for ${request.method} ${new URL(request.url).pathname}`)
    response = apiError(404, 'NotFound', 'Not Found')
  }
  await sendFetchResponse(res, response, request.method)
}

/** Starts the server; port 0 picks a free port (tests do this). */
export function startMockServer(
  port: number = DEFAULT_PORT,
  opts: MockOptions = { delay: false, chaosPercent: () => 0 },
): Promise<MockServer> {
  const handlers = makeMockHandlers(opts)
  let baseUrl = ''
  const server = createServer((req, res) => {
    answer(handlers, req, res, baseUrl).catch((e) => {
      console.error('[mock-api] could not answer', e)
      if (!res.headersSent) res.writeHead(500)
      res.end()
    })
  })
  // instances' serial consoles are WebSockets, which arrive as upgrades, not requests
  const consoles = serveConsoleStreams(server, () => baseUrl)
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => {
      const actualPort = (server.address() as AddressInfo).port
      // the handlers are registered with relative paths, which need an origin to match in Node
      baseUrl = `http://127.0.0.1:${actualPort}`
      resolve({
        server,
        port: actualPort,
        url: baseUrl,
        close: () =>
          new Promise<void>((done, fail) => {
            // upgraded sockets are no longer the HTTP server's to close, yet keep it open
            for (const client of consoles.clients) client.terminate()
            consoles.close()
            server.closeAllConnections()
            server.close((err) => (err ? fail(err) : done()))
          }),
      })
    })
  })
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href

if (isMain) {
  const port = Number(process.env.PORT ?? DEFAULT_PORT)
  const chaos = parseChaosPercent(process.env.MOCK_CHAOS)
  const faults = parseFaults(process.env.MOCK_FAULTS)
  const { url } = await startMockServer(port, {
    delay: process.env.MOCK_DELAY === '1',
    chaosPercent: () => chaos,
    faults: () => faults,
  })
  console.log(`[mock-api] listening on ${url}${chaos ? ` (chaos ${chaos}%)` : ''}`)
  if (Object.keys(faults).length > 0) console.log(`[mock-api] faults: ${JSON.stringify(faults)}`)
  console.log(
    `[mock-api] try: curl -c jar -H 'content-type: application/json' -d '{"username":"fleet-admin","password":"demo"}' ${url}/v1/login/demo-silo/local`,
  )
}
