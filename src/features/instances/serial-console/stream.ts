// Pure pieces of the serial console: where its stream lives, how bytes go in and what a
// closed connection means to the user. Kept free of React and xterm so they can be unit-tested.
import { userMessage } from '~/api/errors'

/**
 * How much of the instance's buffered output to replay on connecting, counted back from the
 * newest byte. Without it the stream starts from "now" and the user sees an empty screen
 * (or a bare prompt) instead of the boot log that explains what the machine is doing.
 */
export const HISTORY_BYTES = 256 * 1024

/**
 * The WebSocket address of an instance's console stream on the page's own host, so it
 * goes wherever the API goes (the control plane serving the console, or the dev proxy).
 * The instance is sent by name with its project: the API resolves a name only within a
 * project, and rejects a project alongside an id.
 */
export function consoleStreamUrl(
  page: Pick<Location, 'protocol' | 'host'>,
  project: string,
  instance: string,
  mostRecent = HISTORY_BYTES,
): string {
  // an https page may only open secure sockets (mixed content); anything else gets plain ws
  const scheme = page.protocol === 'https:' ? 'wss:' : 'ws:'
  const query = new URLSearchParams({ project, most_recent: String(mostRecent) })
  return `${scheme}//${page.host}/v1/instances/${encodeURIComponent(instance)}/serial-console/stream?${query}`
}

const encoder = new TextEncoder()

/** What xterm reports as typed (a JS string) as the UTF-8 bytes a serial port carries. */
export const typedBytes = (data: string): Uint8Array<ArrayBuffer> => encoder.encode(data)

/**
 * xterm's binary events (some mouse reports) are strings with one byte per character; they
 * must not go through UTF-8, which would turn bytes above 127 into two.
 */
export const binaryBytes = (data: string): Uint8Array<ArrayBuffer> =>
  Uint8Array.from(data, (c) => c.charCodeAt(0) & 0xff)

/** Close codes the API uses for refusals: 4000 plus the HTTP status it would have answered. */
const API_CLOSE_BASE = 4000

/** Why a console connection ended, in words for the status line. */
export function closeMessage(code: number, reason: string): string {
  const text = reason.trim()
  if (code >= API_CLOSE_BASE && code < API_CLOSE_BASE + 600) {
    const status = code - API_CLOSE_BASE
    // the same wording as a refused API call (SPEC section 8), so a viewer reads
    // 'Action not authorized' here as anywhere else in the console
    if (status === 403) return userMessage({ errorCode: 'Forbidden' })
    if (status === 401) return 'Your session has ended. Sign in again to use the console.'
    return text ? userMessage({ message: text }) : `The server refused the console (status ${status})`
  }
  switch (code) {
    case 1000:
      return text ? userMessage({ message: text }) : 'The console closed the connection'
    case 1001:
      return 'The server is going away'
    case 1006:
      // no close frame at all: the network dropped, or the upgrade itself was refused
      return 'The connection was lost'
    case 1011:
      return 'The server hit an internal error'
    default:
      return text ? userMessage({ message: text }) : `The connection closed (code ${code})`
  }
}
