/** The API's path prefixes: what the console's proxy forwards, and what the mock may answer. */
export const API_PATH_PREFIXES = ['/v1', '/login', '/logout', '/device', '/experimental']

/**
 * Whether a path is one of the API's (and so one a handler of the mock may answer): under one
 * of its prefixes, at a segment boundary (`/v1`, `/v1/...`, never `/v1beta`).
 */
export function isApiPathname(pathname: string): boolean {
  return API_PATH_PREFIXES.some((p) => pathname === p || pathname.startsWith(p + '/'))
}
