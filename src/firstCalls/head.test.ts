import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { FIRST_CALLS_KEY, headScript, type FirstCalls, type FirstCallsTable } from './head'

const table: FirstCallsTable = {
  headers: { 'api-version': '1.0', 'content-type': 'application/json' },
  pages: [
    // who is signed in, read by the page and by its shell
    ['/projects/{project}/instances', ['/v1/instances?project={project}&limit=50', '/v1/me', '/v1/me']],
    [
      '/projects/{project}/disks',
      ['/v1/disks?project={project}&limit=50', '/v1/projects/{project}'],
      ['/assets/area.js', '/assets/disks.js'],
    ],
  ],
}

/** The head's script run on its own, as the page runs its file: nothing else in its scope. */
function runHead(url: string, send: boolean) {
  const { pathname, search } = new URL(url, 'https://console.test')
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')))
  const head: Record<string, string>[] = []
  // what the page asked for, in order: each call's URL, each file of code
  const asked: string[] = []
  fetch.mockImplementation((url) => (asked.push(url), Promise.resolve(new Response('{}'))))
  const append = (link: Record<string, string>) => (head.push(link), asked.push(link.href))
  const document = { createElement: () => ({}), head: { append } }
  const window = { location: { pathname, search }, performance: { now: () => 12.5 }, fetch, document }
  runInNewContext(headScript(table, send), { window })
  return { fetch, left: Reflect.get(window, FIRST_CALLS_KEY) as FirstCalls | undefined, head, asked }
}

/** The page's code as the head asks for it: modules, from this origin, as the entry's are. */
const preloaded = (...files: string[]) => files.map((href) => ({ rel: 'modulepreload', crossOrigin: '', href }))

describe('the head’s first calls', () => {
  it('sends a first page’s calls with the client’s headers, its param in each, and leaves them for the client', async () => {
    const { fetch, left } = runHead('/projects/web-2/disks', true)
    expect(fetch.mock.calls).toEqual([
      ['/v1/disks?project=web-2&limit=50', { headers: table.headers }],
      ['/v1/projects/web-2', { headers: table.headers }],
    ])
    expect(left?.at).toBe(12.5)
    expect(Object.keys(left!.calls)).toEqual(['/v1/disks?project=web-2&limit=50', '/v1/projects/web-2'])
    expect(await left!.calls['/v1/projects/web-2'].answer).toBeInstanceOf(Response)
  })

  it('sends a call the page reads twice once, for both reads to take', () => {
    const { fetch, left } = runHead('/projects/web-2/instances', true)
    expect(fetch.mock.calls.map(([url]) => url)).toEqual(['/v1/instances?project=web-2&limit=50', '/v1/me'])
    expect(left!.calls['/v1/me'].takes).toBe(2)
    expect(left!.calls['/v1/instances?project=web-2&limit=50'].takes).toBe(1)
  })

  it('asks for the page’s code beside the entry’s, also for a view with a search, whose calls it leaves', () => {
    const { head, asked } = runHead('/projects/web-2/disks', true)
    expect(head).toEqual(preloaded('/assets/area.js', '/assets/disks.js'))
    // the page's own call first; the rest, which would hold the browser's connections, after the code
    expect(asked).toEqual([
      '/v1/disks?project=web-2&limit=50',
      '/assets/area.js',
      '/assets/disks.js',
      '/v1/projects/web-2',
    ])
    const paged = runHead('/projects/web-2/disks?limit=10', true)
    expect(paged.head).toEqual(preloaded('/assets/area.js', '/assets/disks.js'))
    expect(paged.fetch).not.toHaveBeenCalled()
    expect(paged.left).toBeUndefined()
  })

  it('only notes them where the calls cannot leave yet (the in-browser mock)', () => {
    const { fetch, left } = runHead('/projects/web-2/instances', false)
    expect(fetch).not.toHaveBeenCalled()
    expect(left).toEqual({
      at: 12.5,
      calls: {
        '/v1/instances?project=web-2&limit=50': { answer: null, takes: 1 },
        '/v1/me': { answer: null, takes: 2 },
      },
    })
  })

  it('sends nothing for another page, or a param no name or id could be', () => {
    for (const url of [
      '/projects',
      '/projects/web-2/instances/db-1',
      '/projects/web-2/instances?limit=10',
      '/projects/web%3F/instances',
      '/projects/a.b/instances',
      `/projects/${'a'.repeat(64)}/instances`,
      '/projects//instances',
    ]) {
      const { fetch, left, head } = runHead(url, true)
      expect(fetch, url).not.toHaveBeenCalled()
      expect(left, url).toBeUndefined()
      expect(head, url).toEqual([])
    }
  })
})
