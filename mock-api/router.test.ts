import { getResponse, http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { pathPattern, routed } from './router'

const BASE = 'http://127.0.0.1:9'
const send = (handlers: Parameters<typeof routed>[0], method: string, url: string) =>
  getResponse([routed(handlers)], new Request(new URL(url, BASE), { method }), { baseUrl: BASE })
const textOf = async (r: Response | undefined) => (r ? await r.text() : 'unanswered')

describe('pathPattern', () => {
  it('matches a path of literal and parameter segments as loosely as MSW does', () => {
    const p = pathPattern('/v1/projects/:project')!
    expect(p.test('/v1/projects/demo')).toBe(true)
    expect(p.test('/V1/Projects/demo/')).toBe(true)
    expect(p.test('/v1/projects/demo/disks')).toBe(false)
    expect(p.test('/v1/projectsx/demo')).toBe(false)
    expect(p.test('/v1/projects/')).toBe(false)
  })

  it('leaves predicates, wildcards and absolute URLs to MSW', () => {
    expect(pathPattern(() => true)).toBeNull()
    expect(pathPattern('/v1/*')).toBeNull()
    expect(pathPattern('https://example.com/v1')).toBeNull()
    expect(pathPattern(/v1/)).toBeNull()
  })
})

describe('routed', () => {
  it('answers with the handler of the method and path, its parameters read by MSW', async () => {
    const handlers = [
      http.get('/v1/disks/:disk', ({ params }) => HttpResponse.text(`view ${String(params.disk)}`)),
      http.delete('/v1/disks/:disk', ({ params }) => HttpResponse.text(`delete ${String(params.disk)}`)),
      http.get('/v1/disks', () => HttpResponse.text('list')),
    ]
    expect(await textOf(await send(handlers, 'GET', '/v1/disks/web-data?project=p'))).toBe('view web-data')
    expect(await textOf(await send(handlers, 'DELETE', '/v1/disks/web-data'))).toBe('delete web-data')
    expect(await textOf(await send(handlers, 'GET', '/v1/disks'))).toBe('list')
    expect(await textOf(await send(handlers, 'POST', '/v1/disks'))).toBe('unanswered')
    expect(await textOf(await send(handlers, 'GET', '/assets/index.js'))).toBe('unanswered')
  })

  it('keeps the order of the list: the first to answer wins, one that falls through passes on', async () => {
    const seen: string[] = []
    const handlers = [
      http.all(
        () => true,
        ({ request }) => void seen.push(new URL(request.url).pathname),
      ),
      http.get('/v1/things/:id', () => HttpResponse.text('by id')),
      http.get('/v1/things/special', () => HttpResponse.text('special')),
    ]
    expect(await textOf(await send(handlers, 'GET', '/v1/things/special'))).toBe('by id')
    expect(seen).toEqual(['/v1/things/special'])
  })

  it('lets a predicate handler answer any path, before the handlers after it', async () => {
    const handlers = [
      http.all(
        ({ request }) => request.method === 'PUT',
        () => HttpResponse.text('guard', { status: 413 }),
      ),
      http.put('/v1/things/:id', () => HttpResponse.text('put')),
    ]
    const refused = await send(handlers, 'PUT', '/v1/things/1')
    expect(refused?.status).toBe(413)
    expect(await textOf(await send(handlers, 'GET', '/v1/things/1'))).toBe('unanswered')
  })

  it('still asks MSW whether the origin is the one the paths are relative to', async () => {
    const handlers = [http.get('/v1/ping', () => HttpResponse.text('pong'))]
    expect(await textOf(await send(handlers, 'GET', '/v1/ping'))).toBe('pong')
    expect(await textOf(await send(handlers, 'GET', 'http://elsewhere.example/v1/ping'))).toBe('unanswered')
  })
})

describe('routed handlers read a request as MSW does, without compiling a path per request', () => {
  it('decodes parameters and finds the cookies of the Cookie header', async () => {
    const handlers = [
      http.get('/v1/things/:thing/parts/:part', ({ params, cookies }) =>
        HttpResponse.text(`${String(params.thing)} ${String(params.part)} ${cookies.session ?? 'none'}`),
      ),
    ]
    const request = new Request(`${BASE}/v1/things/a%20b/parts/c%2Fd`, { headers: { cookie: 'session=s%3D1; x=2' } })
    expect(await textOf(await getResponse([routed(handlers)], request, { baseUrl: BASE }))).toBe('a b c/d s=1')
  })

  it('asks a predicate with the cookies', async () => {
    const handlers = [
      http.all(
        ({ cookies }) => cookies.session === 'yes',
        () => HttpResponse.text('signed in'),
      ),
    ]
    const ask = (cookie: string) =>
      getResponse([routed(handlers)], new Request(`${BASE}/v1/me`, { headers: { cookie } }), { baseUrl: BASE })
    expect(await textOf(await ask('session=yes'))).toBe('signed in')
    expect(await textOf(await ask('session=no'))).toBe('unanswered')
  })

  it('never compiles a routed path again, however many requests', async () => {
    const handlers = [http.get('/v1/things/:thing', ({ params }) => HttpResponse.text(String(params.thing)))]
    const router = routed(handlers)
    const exec = vi.spyOn(RegExp.prototype, 'exec')
    for (const thing of ['a', 'b', 'c'])
      expect(
        await textOf(await getResponse([router], new Request(`${BASE}/v1/things/${thing}`), { baseUrl: BASE })),
      ).toBe(thing)
    // one run of the route's own pattern per request (and none of a pattern made for it)
    const patterns = new Set(exec.mock.contexts.filter((re) => String(re).includes('things')))
    exec.mockRestore()
    expect(patterns.size).toBe(1)
  })
})
