// msw's page side, as the in-browser mock needs it (mock builds and the dev server only).
import type { Plugin } from 'vite'

/** The module of msw that takes the worker's requests in the page. */
const MSW_BROWSER = /[\\/]node_modules[\\/]msw[\\/]lib[\\/]browser[\\/]index\.mjs$/

const CLONE_FOR_LOG = 'RequestHandler.cache.set(request, request.clone());'

/**
 * msw clones every request it takes in, for its log of what it answered; the mock runs it
 * `quiet`, so no log ever reads the clone. But a Request's body, once cloned, is read through
 * a stream split in two: a bulk write's 700 KB took ~4.5 ms a read instead of ~1 ms, and the
 * clone itself ~1.8 ms (Chromium, measured), on the main thread the page shares with the mock.
 * The request stands for its own clone instead, as mock-api/request-body.ts makes it on the
 * Node server, where the same cache serves the same purpose.
 */
export function withoutLogClones(code: string): string {
  if (!code.includes(CLONE_FOR_LOG)) {
    throw new Error('[msw-page-patch] msw changed how it takes requests in: adapt withoutLogClones')
  }
  return code.replace(
    CLONE_FOR_LOG,
    '/* [console, scripts/msw-page-patch.ts] no clone for the log, which is off */ RequestHandler.cache.set(request, request);',
  )
}

/** The patch as a plugin, for the build (`plugins`) and for the dev server's pre-bundling. */
export const mswPagePatch = (): Plugin => ({
  name: 'msw-page-patch',
  transform(code, id) {
    // the patch moves no line, so the module's own source map still holds
    if (MSW_BROWSER.test(id)) return { code: withoutLogClones(code), map: null }
  },
})
