// Plain JavaScript, as two places run it: the page's mock (browser.ts) and, as its source text,
// the mock's service worker (scripts/gen-api.mjs writes it in), so it names nothing outside itself.

/**
 * Whether a path is one of the API's (and so one a handler of the mock may answer): under one
 * of its prefixes, at a segment boundary (`/v1`, `/v1/...`, never `/v1beta`).
 * @param {string} pathname
 */
export function isApiPathname(pathname) {
  const prefixes = ['/v1', '/login', '/logout', '/device', '/experimental']
  return prefixes.some((p) => pathname === p || pathname.startsWith(p + '/'))
}
