// msw's page side, as the in-browser mock needs it (mock builds and the dev server only).
import { resolve } from 'node:path'
import type { Plugin } from 'vite'
import { BODY_BYTES_KEY } from '../mock-api/body-bytes.mjs'

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

/** How msw hands its worker an answer's body: the stream where the browser can move one. */
const STREAM_OR_COPY = [
  '    if (supportsReadableStreamTransfer()) {',
  '      responseBody = response.body;',
  '      transfer = response.body == null ? void 0 : [response.body];',
  '    } else {',
  '      responseBody = response.body == null ? null : await response.clone().arrayBuffer();',
  '    }',
]

/**
 * msw hands its worker each answer's body as a stream, moved to the worker, wherever the
 * browser can move streams (Chromium can). The worker then reads that stream from the page,
 * a part at a time, each part a message the page's main thread must take first; on a first
 * visit that thread is busy rendering the answers already in, and an answer's last part came
 * 80-170 ms after its first (traced, demo bundle: /v1/instances' headers @536, its end @654).
 * So the page hands its worker the whole body at once, moved rather than copied: the bytes a
 * JSON answer of the mock keeps (`BODY_BYTES_KEY`, made by scripts/gen-api.mjs; a buffer of
 * their own, as TextEncoder makes them) or else the body read whole. Moved, they are gone
 * from the answer: one sent twice reads its body the second time. The first row of a first
 * visit then came 52-229 ms sooner in three comparisons (medians of 15-16 visits each, the
 * two builds alternating).
 */
export const withWholeBodies = (code: string) =>
  replaceIn(
    code,
    STREAM_OR_COPY.join('\n'),
    [
      `    ${MARK} const whole = response[Symbol.for(${JSON.stringify(BODY_BYTES_KEY)})];`,
      '    responseBody = whole?.byteLength ? whole.buffer : response.body == null ? null : await response.clone().arrayBuffer();',
      '    transfer = responseBody == null ? void 0 : [responseBody];',
      // as many lines as it replaces, so that none after it moves
      ...Array.from({ length: STREAM_OR_COPY.length - 3 }, () => ''),
    ].join('\n'),
    'how it answers its worker: adapt withWholeBodies',
  )

/** Every patch above, in one pass over the module. */
const patchMswPage = (code: string) => withWholeBodies(withoutWaitingForIntegrity(withoutLogClones(code)))

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
