import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as emptyJar from '../mock-api/msw-cookie-jar'
import {
  EMPTY_COOKIE_JAR,
  mswPagePatch,
  withoutLogClones,
  withStreamTransferKnown,
  withoutWaitingForIntegrity,
} from './msw-page-patch'

// the module as installed: the patch must find its place in the msw this checkout has
const browserModule = join(dirname(createRequire(import.meta.url).resolve('msw/package.json')), 'lib/browser/index.mjs')

const installed = readFileSync(browserModule, 'utf8')
const cookieStoreModule = join(dirname(browserModule), '../core/utils/cookieStore.mjs')

describe("msw's page side without its log's clones", () => {
  it('takes requests in without cloning them', () => {
    expect(installed).toContain('RequestHandler.cache.set(request, request.clone());')
    const patched = withoutLogClones(installed)
    expect(patched).not.toContain('request.clone());')
    expect(patched).toContain('RequestHandler.cache.set(request, request);')
  })

  it('is applied, with the other patches, to that module only', () => {
    const plugin = mswPagePatch()
    const transform = plugin.transform as (code: string, id: string) => { code: string } | undefined
    const patched = transform(installed, browserModule)?.code ?? ''
    expect(patched).toContain('RequestHandler.cache.set(request, request);')
    expect(patched).toContain('void this.#checkWorkerIntegrity()')
    expect(patched).toContain('supportsReadableStreamTransfer.known ??=')
    // no line moves, so msw's own source map still holds
    expect(patched.split('\n')).toHaveLength(installed.split('\n').length)
    expect(transform('const a = 1', '/work/src/main.tsx')).toBeUndefined()
  })
})

describe("msw's start without waiting for its worker's checksum", () => {
  it('still asks for it, without waiting for the answer', () => {
    const patched = withoutWaitingForIntegrity(installed)
    expect(patched).not.toContain('await this.#checkWorkerIntegrity()')
    expect(patched).toContain('void this.#checkWorkerIntegrity()')
  })
})

describe("msw's answers with the browser's stream transfer found out once", () => {
  it('tries the transfer for the first answer only, and keeps what it found', () => {
    const patched = withStreamTransferKnown(installed)
    expect(patched).not.toContain('if (supportsReadableStreamTransfer()) {')
    // the patched condition itself, run as each answer runs it
    const line = patched.split('\n').find((l) => l.includes('supportsReadableStreamTransfer.known')) ?? ''
    const condition = line.slice(line.indexOf('if (') + 4, line.lastIndexOf(') {'))
    const answer = new Function('supportsReadableStreamTransfer', `return ${condition}`)
    let tries = 0
    const check = () => (tries++, false)
    expect([answer(check), answer(check), answer(check)]).toEqual([false, false, false])
    expect(tries).toBe(1)
  })
})

describe("msw's cookie jar, holding nothing", () => {
  const resolveId = mswPagePatch().resolveId as (source: string, importer?: string) => string | undefined

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

describe('every patch', () => {
  // a patch's error names the patch: its function's own name
  it.each([withoutLogClones, withoutWaitingForIntegrity, withStreamTransferKnown].map((patch) => [patch.name, patch]))(
    '%s fails loudly when msw no longer reads as expected',
    (name, patch) => {
      expect(() => patch('export const x = 1')).toThrow(new RegExp(`adapt ${name}`))
    },
  )
})
