/**
 * Whether a path is one of the API's (and so one a handler of the mock may answer): under one
 * of its prefixes, at a segment boundary (`/v1`, `/v1/...`, never `/v1beta`).
 */
export function isApiPathname(pathname: string): boolean {
  const prefixes = ['/v1', '/login', '/logout', '/device', '/experimental']
  return prefixes.some((p) => pathname === p || pathname.startsWith(p + '/'))
}
