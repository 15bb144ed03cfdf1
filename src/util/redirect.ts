import { pb } from '~/paths'

/** A path on this origin: one leading slash, not `//host` or `/\host` (which browsers read as a host). */
const isLocalPath = (path: string) => path.startsWith('/') && !path.startsWith('//') && !path.startsWith('/\\')

/**
 * The path to go to after sign-in: `redirect_uri` only when it is a relative path on
 * this origin (never another host, a protocol-relative URL or a script URL).
 *
 * The check runs again on the normalised path, because resolving dot segments can turn
 * a harmless-looking path into a protocol-relative one: `/.//evil.example/x`,
 * `/%2e//evil.example` and `/x/..//evil.example` all normalise to `//evil.example...`.
 */
export function safeRedirect(uri: string | null | undefined, fallback = pb.projects()): string {
  if (!uri || !isLocalPath(uri)) return fallback
  try {
    const base = 'http://console.invalid'
    const url = new URL(uri, base)
    if (url.origin !== base) return fallback
    const path = url.pathname + url.search + url.hash
    return isLocalPath(path) ? path : fallback
  } catch {
    return fallback
  }
}
