/**
 * msw's cookie jar, as the in-browser mock builds it: one that holds nothing. msw keeps every
 * mocked Set-Cookie in a jar of its own (tough-cookie, in localStorage) besides writing it to
 * `document.cookie`, and hands the jar's cookies to the handlers whose requests it parses
 * itself. The mock parses its requests itself and reads the page's cookies (cookies.ts), so
 * it never asks the jar; but tough-cookie brings the public suffix list (tldts): ~300 KB of
 * the mock's ~870 KB of script, parsed and run on the page's thread before any first call.
 * Without it, a first visit's calls left 31-35 ms sooner (demo bundle, 2 x 10 runs, two builds
 * alternating). scripts/msw-empty-jar.ts puts this module in tough-cookie's place for msw
 * alone (jsdom, in the unit tests, keeps the real one); it has what msw's jar asks for.
 */
export class Cookie {
  /** a cookie msw stored in an earlier version's jar: none is kept */
  static fromJSON(_json: unknown): null {
    return null
  }
}

export class MemoryCookieStore {
  /** msw reads and writes the jar's index through this; it stays empty */
  idx: Record<string, never> = {}
}

export class CookieJar {
  getCookiesSync(_url: string): Cookie[] {
    return []
  }

  async setCookie(_cookie: string, _url: string): Promise<void> {}
}
