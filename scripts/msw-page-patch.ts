// msw's page side, as the in-browser mock needs it (mock builds and the dev server only).
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** The module of msw that takes the worker's requests in the page. */
const MSW_BROWSER = /[\\/]node_modules[\\/]msw[\\/]lib[\\/]browser[\\/]index\.mjs$/

const MARK = '/* [console, scripts/msw-page-patch.ts] */'

/** `code` with `find`, which it must hold, replaced; `adapt` says what to revisit when msw changed. */
function replaceIn(code: string, find: string, replacement: string, adapt: string): string {
  if (!code.includes(find)) throw new Error(`[msw-page-patch] msw changed ${adapt}`)
  // a function, so that a `$` in the replacement is never read as a pattern
  return code.replace(find, () => replacement)
}

const CLONE_FOR_LOG = 'RequestHandler.cache.set(request, request.clone());'

/**
 * msw clones every request it takes in, for its log of what it answered; the mock runs it
 * `quiet`, so no log ever reads the clone. But a Request's body, once cloned, is read through
 * a stream split in two: a bulk write's 700 KB took ~4.5 ms a read instead of ~1 ms, and the
 * clone itself ~1.8 ms (Chromium, measured), on the main thread the page shares with the mock.
 * The request stands for its own clone instead, as mock-api/request-body.ts makes it on the
 * Node server, where the same cache serves the same purpose.
 */
export const withoutLogClones = (code: string) =>
  replaceIn(
    code,
    CLONE_FOR_LOG,
    `${MARK} RequestHandler.cache.set(request, request);`,
    'how it takes requests in: adapt withoutLogClones',
  )

const INTEGRITY_BEFORE_START = 'await this.#checkWorkerIntegrity().catch('

/**
 * Before it tells its worker to start mocking, msw asks the worker for its script's checksum,
 * only to warn when that script is of another msw version, and waits for the answer: one more
 * round trip through the worker while the page's first calls wait (13-57 ms on a first visit,
 * Chromium, 8 runs). The question still goes first and its warning still shows; start just
 * does not wait for it. (The worker is the one this msw wrote: scripts/gen-api.mjs copies it.)
 * The first visit's calls then left 58 ms after the worker took the page over, not 84
 * (demo bundle, medians of 10 runs each, the two builds alternating).
 */
export const withoutWaitingForIntegrity = (code: string) =>
  replaceIn(
    code,
    INTEGRITY_BEFORE_START,
    `${MARK} void this.#checkWorkerIntegrity().catch(`,
    'how it checks its worker: adapt withoutWaitingForIntegrity',
  )

const STREAM_TRANSFER_CHECK = 'if (supportsReadableStreamTransfer()) {'

/**
 * Whether the browser can hand a response's body stream to the worker is the same for every
 * response, yet msw finds out anew for each one, making a stream and a message channel to
 * try (0.1-1.5 ms a response after a first of ~7 ms, Chromium, 20 runs), on the thread the
 * page shares with the mock. It finds out once.
 */
export const withStreamTransferKnown = (code: string) =>
  replaceIn(
    code,
    STREAM_TRANSFER_CHECK,
    `${MARK} if (supportsReadableStreamTransfer.known ??= supportsReadableStreamTransfer()) {`,
    'how it answers its worker: adapt withStreamTransferKnown',
  )

/** Every patch above, in one pass over the module. */
const patchMswPage = (code: string) => withStreamTransferKnown(withoutWaitingForIntegrity(withoutLogClones(code)))

/** msw's cookie jar, the one module of msw that imports tough-cookie. */
const MSW_COOKIE_STORE = /[\\/]node_modules[\\/]msw[\\/]lib[\\/]core[\\/]utils[\\/]cookieStore\.mjs$/

/** What msw's jar gets for tough-cookie: a jar that holds nothing (the module says why). */
export const EMPTY_COOKIE_JAR = resolve(import.meta.dirname, '../mock-api/msw-cookie-jar.ts')

/** The patches as a plugin, for the build (`plugins`) and for the dev server's pre-bundling. */
export const mswPagePatch = (): Plugin => ({
  name: 'msw-page-patch',
  // before Vite's own resolver, which would find the real tough-cookie first
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'tough-cookie' && importer && MSW_COOKIE_STORE.test(importer)) return EMPTY_COOKIE_JAR
  },
  transform(code, id) {
    // the patches move no line, so the module's own source map still holds
    if (MSW_BROWSER.test(id)) return { code: patchMswPage(code), map: null }
  },
})
