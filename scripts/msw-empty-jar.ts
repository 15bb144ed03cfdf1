// msw's cookie jar, as the in-browser mock needs it (mock builds and the dev server only).
import { resolve } from 'node:path'
import type { Plugin } from 'vite'

/** msw's cookie jar, the one module of msw that imports tough-cookie. */
const MSW_COOKIE_STORE = /[\\/]node_modules[\\/]msw[\\/]lib[\\/]core[\\/]utils[\\/]cookieStore\.mjs$/

/** What msw's jar gets for tough-cookie: a jar that holds nothing (the module says why). */
export const EMPTY_COOKIE_JAR = resolve(import.meta.dirname, '../mock-api/msw-cookie-jar.ts')

/** The swap as a plugin, for the build (`plugins`) and for the dev server's pre-bundling. */
export const mswEmptyJar = (): Plugin => ({
  name: 'msw-empty-jar',
  // before Vite's own resolver, which would find the real tough-cookie first
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === 'tough-cookie' && importer && MSW_COOKIE_STORE.test(importer)) return EMPTY_COOKIE_JAR
  },
})
