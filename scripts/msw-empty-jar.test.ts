import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as emptyJar from '../mock-api/msw-cookie-jar'
import { EMPTY_COOKIE_JAR, mswEmptyJar } from './msw-empty-jar'

// the module as installed: the swap must find the jar of the msw this checkout has
const cookieStoreModule = join(
  dirname(createRequire(import.meta.url).resolve('msw/package.json')),
  'lib/core/utils/cookieStore.mjs',
)

describe("msw's cookie jar, holding nothing", () => {
  const resolveId = mswEmptyJar().resolveId as (source: string, importer?: string) => string | undefined

  it("takes tough-cookie's place for msw's jar alone", () => {
    expect(resolveId('tough-cookie', cookieStoreModule)).toBe(EMPTY_COOKIE_JAR)
    // jsdom's document.cookie, in the unit tests, keeps the real one
    expect(resolveId('tough-cookie', '/work/node_modules/jsdom/lib/jsdom/browser/Window.js')).toBeUndefined()
    expect(resolveId('outvariant', cookieStoreModule)).toBeUndefined()
  })

  it('has everything the installed msw takes from tough-cookie', () => {
    const imported = readFileSync(cookieStoreModule, 'utf8').match(/import \{([^}]*)\} from "tough-cookie"/)
    const names = imported?.[1].split(',').map((name) => name.trim()) ?? []
    expect(names).toEqual(['Cookie', 'CookieJar', 'MemoryCookieStore'])
    expect(Object.keys(emptyJar)).toEqual(expect.arrayContaining(names))
  })

  it('keeps no cookie msw hands it, and none of an earlier jar', async () => {
    const jar = new emptyJar.CookieJar()
    await jar.setCookie('session=abc; Path=/', 'http://localhost/v1/login')
    expect(jar.getCookiesSync('http://localhost/v1/me')).toEqual([])
    expect(emptyJar.Cookie.fromJSON({ key: 'session', value: 'abc' })).toBeNull()
  })
})
