/**
 * What the real API's HTTP layer checks before any operation runs, applied to every request
 * in the browser and on the Node server alike:
 *
 * - a body of at most `MAX_REQUEST_BODY_BYTES` (else 413);
 * - for operations that take JSON, a JSON content type (else 415: a form or text/plain post
 *   from another site never reaches an operation), a body that parses, and nesting no deeper
 *   than the API's JSON parser allows (else 400, instead of overflowing the stack);
 * - whole numbers in integer query parameters (`limit=1.5` is refused, not rounded).
 *
 * Operations whose bodies are forms or raw bytes (the device flow, the SAML sign-in) read
 * their bodies themselves and keep their own content types.
 */
import { http } from 'msw'
import { apiError, invalidRequest } from './errors'
import { bodyBytes } from './request-body'
import { GiB, MAX_REQUEST_BODY_BYTES } from './sizes'
import { quoted } from './validation-errors'

/**
 * How deeply arrays and objects may nest in a JSON body. The API's parser (serde_json) has a
 * recursion limit of 128 and refuses the 128th level, so 127 is the deepest it takes.
 */
export const MAX_JSON_DEPTH = 127

/*
 * The real API sends these HTTP-layer errors without an error code; the mock adds one, as for
 * all its errors, so that every error body has the same three fields.
 */
export const bodyTooLarge = (max = MAX_REQUEST_BODY_BYTES) =>
  apiError(413, 'PayloadTooLarge', `request body exceeded maximum size of ${max} bytes`)

/**
 * The operations the real API lets take more than the usual limit (their own
 * `request_body_max_bytes`): release repositories run to gigabytes.
 */
const LARGER_BODIES: { method: string; path: string; max: number }[] = [
  { method: 'PUT', path: '/v1/system/update/repository', max: 4 * GiB },
]

/** The largest body the API takes for a request of this method to this URL (or path). */
export function maxBodyBytes(method: string, url: string): number {
  const { pathname } = new URL(url, 'http://localhost')
  const larger = LARGER_BODIES.find((op) => op.method === method && op.path === pathname)
  return larger?.max ?? MAX_REQUEST_BODY_BYTES
}

/**
 * Answers 413 to any request whose body is too large, whatever the operation. Being a
 * predicate that matches only such requests, it never hides an unmatched one.
 */
export const oversizedBodyGuard = http.all(
  async ({ request }) => {
    if (request.body === null) return false
    const max = maxBodyBytes(request.method, request.url)
    const declared = Number(request.headers.get('content-length'))
    if (declared > max) return true
    return (await bodyBytes(request)).byteLength > max
  },
  ({ request }) => bodyTooLarge(maxBodyBytes(request.method, request.url)),
)

/** `application/json; charset=utf-8` -> `application/json`; no header means JSON, as in the API. */
function mediaTypeOf(request: Request): string {
  const header = request.headers.get('content-type')
  return header === null ? 'application/json' : header.split(';')[0].trim().toLowerCase()
}

/** The body types the API's HTTP layer knows; any other is refused outright. */
const KNOWN_MEDIA_TYPES = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
]

/** 415, worded as the real API words it. */
function wrongMediaType(mediaType: string): Response {
  const message = KNOWN_MEDIA_TYPES.includes(mediaType)
    ? `expected content type "application/json", got "${mediaType}"`
    : `unsupported mime type: "${mediaType}"`
  return apiError(415, 'UnsupportedMediaType', message)
}

const unparsable = (why: string) => invalidRequest(`unable to parse JSON body: ${why}`)

/**
 * Where JSON text first nests deeper than `MAX_JSON_DEPTH`, worded as the API's parser words
 * it, or null. A scan of the text, so that no parser recursion is needed to find out.
 */
export function nestingError(text: string): string | null {
  let depth = 0
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    // a string is skipped whole with a native search: an image's chunk is ~700 KB of one
    // string, which a character loop took milliseconds over on every write
    if (c === '"') i = endOfString(text, i)
    else if (c === '[' || c === '{') {
      if (++depth > MAX_JSON_DEPTH) return `recursion limit exceeded at ${position(text, i)}`
    } else if (c === ']' || c === '}') depth--
  }
  return null
}

/** Index of the quote closing the string opened at `open` (one not escaped), or the end. */
function endOfString(text: string, open: number): number {
  for (let at = text.indexOf('"', open + 1); at !== -1; at = text.indexOf('"', at + 1)) {
    let backslashes = 0
    while (text[at - 1 - backslashes] === '\\') backslashes++
    if (backslashes % 2 === 0) return at
  }
  return text.length
}

/** "line L column C" of the character at `index`, both counted as the API's parser counts them. */
function position(text: string, index: number): string {
  let line = 1
  for (let at = text.indexOf('\n'); at !== -1 && at < index; at = text.indexOf('\n', at + 1)) line++
  return `line ${line} column ${index - text.lastIndexOf('\n', index - 1)}`
}

/** Reads a JSON body as the API's HTTP layer would; throws the API's answer when it will not do. */
async function readJsonBody(request: Request): Promise<unknown> {
  const mediaType = mediaTypeOf(request)
  if (mediaType !== 'application/json') throw wrongMediaType(mediaType)
  // the request's own reader: one read shared by every check and handler (./request-body)
  const text = await request.text()
  if (text.trim() === '') throw unparsable('EOF while parsing a value at line 1 column 0')
  const tooDeep = nestingError(text)
  if (tooDeep) throw unparsable(tooDeep)
  try {
    return JSON.parse(text) as unknown
  } catch (e) {
    throw unparsable(e instanceof Error ? e.message : String(e))
  }
}

/**
 * Makes `request.json()` apply the checks above. The generated shell reads the body of
 * exactly the operations that take JSON this way, so they and only they are checked; a
 * refusal is thrown as the response to answer with.
 */
export function checkJsonBodyOf(request: Request): void {
  Object.defineProperty(request, 'json', { value: () => readJsonBody(request), configurable: true })
}

/**
 * Every number among the API's query parameters is an unsigned integer (page sizes, serial
 * console offsets, AS numbers), but the shell turns any number-like text into a number,
 * `1.5` and `1e3` included. This refuses those, for the parameters the operation takes (the
 * shell's parsed query holds only those; the API ignores any other, as the mock does).
 */
export function wholeNumberQueryError(query: object | undefined, url: URL): Response | null {
  for (const [key, parsed] of Object.entries(query ?? {})) {
    if (typeof parsed !== 'number') continue
    const name = key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)
    const text = url.searchParams.get(name)
    if (text !== null && !/^\d+$/.test(text)) {
      return invalidRequest(`bad query parameter "${name}": ${quoted(text)} is not a whole number`)
    }
  }
  return null
}
