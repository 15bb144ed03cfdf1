import { pb } from '~/paths'

/**
 * The path to go to after sign-in: `redirect_uri` only when it is a relative path on
 * this origin (never another host, a protocol-relative URL or a script URL).
 */
export function safeRedirect(uri: string | null | undefined, fallback = pb.projects()): string {
  if (!uri || !uri.startsWith('/') || uri.startsWith('//') || uri.startsWith('/\\')) return fallback
  try {
    const base = 'http://console.invalid'
    const url = new URL(uri, base)
    if (url.origin !== base) return fallback
    return url.pathname + url.search + url.hash
  } catch {
    return fallback
  }
}
