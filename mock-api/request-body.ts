/**
 * One read of a request's body for everything in the mock that reads it: the size check
 * (request-checks.ts), the JSON checks and the generated shell, and handlers that read forms,
 * text or bytes. Each of those read a clone before; a Request's body, once cloned, is read
 * through a stream split in two, and a bulk write's 700 KB then took ~4.5 ms a read instead
 * of ~1 ms (Chromium, measured), with three such reads a write on the page's main thread.
 *
 * `shareOneRead` gives the request itself readers backed by that one read, so handlers keep
 * calling `request.text()` and the like; each answer is its own copy, as a Request's are.
 */
import { RequestHandler } from 'msw'

const reads = new WeakMap<Request, Promise<Uint8Array<ArrayBuffer>>>()

/** The body's bytes, read from the request once (with `shareOneRead`, every reader's source). */
export function bodyBytes(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  let read = reads.get(request)
  if (!read) {
    read = Request.prototype.arrayBuffer.call(request).then((buffer) => new Uint8Array(buffer))
    reads.set(request, read)
  }
  return read
}

/**
 * For a request made from bytes already in hand (the Node server's): its one read is those
 * bytes, so the body stream is never read (a read would copy them into a buffer once more).
 */
export function bodyReadAs(request: Request, bytes: Uint8Array<ArrayBuffer>): void {
  reads.set(request, Promise.resolve(bytes))
}

const decoder = new TextDecoder()

/** The readers a handler may call, each answering from the one read. */
const readers: Record<string, (request: Request) => Promise<unknown>> = {
  arrayBuffer: async (request) => (await bodyBytes(request)).slice().buffer,
  bytes: async (request) => (await bodyBytes(request)).slice(),
  text: async (request) => decoder.decode(await bodyBytes(request)),
  json: async (request) => JSON.parse(decoder.decode(await bodyBytes(request))) as unknown,
  blob: async (request) => new Blob([await bodyBytes(request)], { type: request.headers.get('content-type') ?? '' }),
  formData: async (request) => new Response(await bodyBytes(request), { headers: request.headers }).formData(),
}

/**
 * Makes every read of `request`'s body share one read, and spares it MSW's own clone: MSW
 * clones each request once, for the log of what it answered, which is off here (`quiet` in
 * the browser; `getResponse` on the Node server logs nothing). A request without a body is
 * left as it is.
 */
export function shareOneRead(request: Request): void {
  if (request.body === null) return
  RequestHandler.cache.set(request, request)
  for (const [name, read] of Object.entries(readers)) {
    Object.defineProperty(request, name, { value: () => read(request), configurable: true })
  }
}
