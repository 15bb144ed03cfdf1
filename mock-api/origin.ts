/**
 * Cross-site requests to the Node server. A page on another origin can make a browser send
 * the mock's session cookie along (SameSite does not separate two ports of 127.0.0.1), so
 * any request that says it comes from a page, by its `Origin` header, must come from this
 * server's own origin. Requests without one (curl, SDKs, a browser's same-origin GET) are
 * not from another site's page and pass.
 *
 * The console served by its dev or preview server in remote mode is another origin too; its
 * proxy presents the console's own requests as the API host's (see vite.config.ts), so they
 * arrive here as same-origin ones.
 */
import type { IncomingHttpHeaders } from 'node:http'
import { apiError } from './errors'

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/** The origin a request's page was loaded from, if it is not this server's; else null. */
export function foreignOrigin(headers: IncomingHttpHeaders): string | null {
  const origin = headers.origin
  if (origin === undefined) return null
  // the server is plain HTTP; Host is how the client reached it (127.0.0.1, localhost...)
  const own = headers.host ? originOf(`http://${headers.host}`) : undefined
  // "null" (sandboxed frames, file: pages) is no origin a URL has: refused
  return own !== undefined && originOf(origin) === own ? null : origin
}

export const foreignOriginRefused = (origin: string) =>
  apiError(403, 'Forbidden', `cross-origin request refused (origin ${JSON.stringify(origin)})`)
