/**
 * The cookies a request carries, as the mock reads them: the Cookie header (the Node server,
 * a WebSocket handshake) and, in the browser, the page's own cookies for a same-origin call
 * (a request made in the page carries no Cookie header; msw writes every mocked Set-Cookie
 * into `document.cookie`, see auth.ts). The header wins, as in msw's own reading.
 *
 * msw also reads its own cookie jar (tough-cookie) on every call. The mock never needs it:
 * what it sets lands in `document.cookie` too, and the jar's domain checks run a large IPv6
 * expression that V8 compiles again after most garbage collections, ~0.5 ms a call.
 */
export function cookiesOf(header: string | null): Record<string, string> {
  const cookies: Record<string, string> = {}
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=')
    const name = part.slice(0, Math.max(eq, 0)).trim()
    if (!name) continue
    const value = part.slice(eq + 1).trim()
    try {
      cookies[name] = decodeURIComponent(value)
    } catch {
      // not percent-encoded after all: as it is, as cookie parsers take it
      cookies[name] = value
    }
  }
  return cookies
}

/** Whether the browser would send the page's cookies with this call. */
function sendsPageCookies(request: Request): boolean {
  if (typeof document === 'undefined' || typeof location === 'undefined') return false
  if (request.credentials === 'include') return true
  return request.credentials === 'same-origin' && new URL(request.url).origin === location.origin
}

/** The cookies `request` carries, by name. */
export function requestCookies(request: Request): Record<string, string> {
  const fromPage = sendsPageCookies(request) ? cookiesOf(document.cookie) : {}
  return { ...fromPage, ...cookiesOf(request.headers.get('cookie')) }
}
