import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as emptyJar from '../mock-api/msw-cookie-jar'
import { json } from '../src/api/__generated__/msw-handlers'
import {
  EMPTY_COOKIE_JAR,
  mswPagePatch,
  withoutLogClones,
  withWholeBodies,
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
    expect(patched).toContain('Symbol.for("mock-api.body-bytes")')
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

/** The page side's answer to its worker, as patched: run on `response`, what it posts. */
async function answerAsPatched(response: Response) {
  const patched = withWholeBodies(installed)
  const start = patched.indexOf('async #respondWith(response) {')
  const method = patched.slice(start, patched.indexOf('\n  }\n', start) + 4)
  const posted: { type: string; message: { body: unknown }; transfer?: Transferable[] }[] = []
  // the method on a class of its own, with what it uses of its module and of its frame
  const Frame = new Function(
    'toResponseInit',
    'supportsReadableStreamTransfer',
    `return class { #event; constructor(event) { this.#event = event } ${method} answer(r) { return this.#respondWith(r) } }`,
  )(
    (r: Response) => ({ status: r.status, statusText: r.statusText, headers: Object.fromEntries(r.headers) }),
    () => true,
  )
  // as a port posts: what is in `transfer` moves, and is gone from the page's side
  const event = {
    postMessage: (type: string, message: { body: unknown }, transfer?: Transferable[]) =>
      posted.push({ type, message: structuredClone(message, { transfer }), transfer }),
  }
  await new Frame(event).answer(response)
  return posted[0]
}

describe("msw's answers handed to its worker whole", () => {
  const text = (body: unknown) => new TextDecoder().decode(body as ArrayBuffer)

  it("moves a JSON answer's own bytes, never its body stream", async () => {
    const answer = json({ items: [{ name: 'db1' }] }, { status: 201 })
    const { type, message, transfer } = await answerAsPatched(answer)
    expect(type).toBe('MOCK_RESPONSE')
    expect(message.body).toBeInstanceOf(ArrayBuffer)
    expect(JSON.parse(text(message.body))).toEqual({ items: [{ name: 'db1' }] })
    // moved, not copied: the page's side is left with nothing
    expect(transfer).toHaveLength(1)
    expect((transfer?.[0] as ArrayBuffer).byteLength).toBe(0)
    expect(message).toMatchObject({ status: 201 })
    // the answer's own body is left unread
    expect(answer.bodyUsed).toBe(false)
  })

  it('reads any other answer whole, and one sent twice still has its body', async () => {
    const plain = await answerAsPatched(new Response('plain words'))
    expect(text(plain.message.body)).toBe('plain words')
    expect(plain.transfer).toHaveLength(1)
    const twice = json({ name: 'db1' })
    await answerAsPatched(twice)
    const again = await answerAsPatched(twice)
    expect(JSON.parse(text(again.message.body))).toEqual({ name: 'db1' })
  })

  it('sends no body for an answer without one', async () => {
    const { message, transfer } = await answerAsPatched(new Response(null, { status: 204 }))
    expect(message.body).toBeNull()
    expect(transfer).toBeUndefined()
  })

  it('moves no line of the module', () => {
    expect(withWholeBodies(installed).split('\n')).toHaveLength(installed.split('\n').length)
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
  it.each([withoutLogClones, withoutWaitingForIntegrity, withWholeBodies].map((patch) => [patch.name, patch]))(
    '%s fails loudly when msw no longer reads as expected',
    (name, patch) => {
      expect(() => patch('export const x = 1')).toThrow(new RegExp(`adapt ${name}`))
    },
  )
})
