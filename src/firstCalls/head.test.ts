import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { FIRST_CALLS_KEY, headScript, type FirstCalls, type FirstCallsTable } from './head'

const table: FirstCallsTable = {
  headers: { 'api-version': '1.0', 'content-type': 'application/json' },
  allItems: 1000,
  ranges: [
    ['1h', 3_600_000],
    ['24h', 86_400_000],
  ],
  pages: [
    ['/projects/{project}/instances', ['/v1/instances?project={project}&limit=50', '/v1/me']],
    [
      '/projects/{project}/disks',
      ['/v1/disks?project={project}&limit=50', '/v1/projects/{project}'],
      ['/assets/area.js', '/assets/disks.js'],
    ],
    // two lists, the second with a key; the second sorted by name by the API
    [
      '/pools',
      ['/v1/me', '/v1/pools?limit=50', '/v1/ranges?limit=50'],
      [],
      [
        [1, '', false],
        [2, 'range', true],
      ],
    ],
    // a page with its tab in its search: an entry for no tab, and one for each tab
    ['/silos/{silo}', ['/v1/silos/{silo}', '/v1/idps?silo={silo}&limit=50'], ['/assets/silo.js'], [[1, '', false]]],
    ['/silos/{silo}?tab=quotas', ['/v1/silos/{silo}', '/v1/silos/{silo}/quotas'], ['/assets/silo.js']],
    [
      '/silos/{silo}?tab=users',
      ['/v1/silos/{silo}', '/v1/users?silo={silo}&limit=50'],
      ['/assets/silo.js', '/assets/users.js'],
      [[1, 'user', true]],
    ],
    // a page of a time range's data
    ['/log', ['/v1/log?start={start}&end={end}&limit=200', '/v1/me'], ['/assets/log.js']],
  ],
}

/** The wall clock's instant the head runs at. */
const NOW = Date.UTC(2030, 0, 2, 3, 4, 5, 678)
class ClockAtNow extends Date {
  static now = () => NOW
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
  const window = {
    location: { pathname, search },
    performance: { now: () => 12.5 },
    fetch,
    document,
    URLSearchParams,
    Date: ClockAtNow,
  }
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
    expect(await left!.calls['/v1/projects/web-2']).toBeInstanceOf(Response)
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
        '/v1/instances?project=web-2&limit=50': null,
        '/v1/me': null,
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

  it('sends for a view of a page’s lists in its search the calls of that view', () => {
    const sent = (search: string) => runHead(`/pools${search}`, true).fetch.mock.calls.map(([url]) => url)
    // a page, and its size; sorted by the API; either list
    expect(sent('?limit=10&page=a%2Fb')).toEqual([
      '/v1/me',
      '/v1/pools?limit=10&page_token=a%2Fb',
      '/v1/ranges?limit=50',
    ])
    expect(sent('?range-sort=-name&range-page=t')).toEqual([
      '/v1/me',
      '/v1/pools?limit=50',
      '/v1/ranges?limit=50&page_token=t&sort_by=name_descending',
    ])
    // filtered, or sorted as the API cannot: read whole (its first page of 1,000)
    expect(sent('?q=web&limit=10')[1]).toBe('/v1/pools?limit=1000')
    expect(sent('?sort=name')[1]).toBe('/v1/pools?limit=1000')
    expect(sent('?range-sort=size')[2]).toBe('/v1/ranges?limit=1000')
    expect(sent('?range-state=ready')[2]).toBe('/v1/ranges?limit=1000')
    // what the lists take for no view or page: their first page
    expect(sent('?sort=&q=%20&limit=5000&range-limit=0')).toEqual([
      '/v1/me',
      '/v1/pools?limit=50',
      '/v1/ranges?limit=50',
    ])
  })

  it('sends for a page with its tab in its search the calls of that tab, and of its lists’ views there', () => {
    const sent = (search: string) => runHead(`/silos/s-1${search}`, true)
    expect(sent('').fetch.mock.calls.map(([url]) => url)).toEqual(['/v1/silos/s-1', '/v1/idps?silo=s-1&limit=50'])
    expect(sent('?tab=quotas').fetch.mock.calls.map(([url]) => url)).toEqual(['/v1/silos/s-1', '/v1/silos/s-1/quotas'])
    const users = sent('?user-sort=-name&tab=users')
    expect(users.fetch.mock.calls.map(([url]) => url)).toEqual([
      '/v1/silos/s-1',
      '/v1/users?silo=s-1&limit=50&sort_by=name_descending',
    ])
    expect(users.head).toEqual(preloaded('/assets/silo.js', '/assets/users.js'))
    // a view of a list the tab does not show: its code, and no call
    const quotasPaged = sent('?tab=quotas&limit=10')
    expect(quotasPaged.fetch).not.toHaveBeenCalled()
    expect(quotasPaged.head).toEqual(preloaded('/assets/silo.js'))
    // a tab the page does not have, or a tab of a page without tabs: no page of the table
    for (const url of ['/silos/s-1?tab=other', '/projects/web-2/disks?tab=quotas']) {
      const { fetch, head } = runHead(url, true)
      expect(fetch, url).not.toHaveBeenCalled()
      expect(head, url).toEqual([])
    }
  })

  it('sends nothing for a search holding anything but its lists’ views, and asks for the page’s code', () => {
    for (const search of ['?tab=ranges', '?limit=10&from=x', '?range-q=a&pool-q=b', '?other-sort=name']) {
      const { fetch, left } = runHead(`/pools${search}`, true)
      expect(fetch, search).not.toHaveBeenCalled()
      expect(left, search).toBeUndefined()
    }
  })

  it('sends for a range page its range’s calls, resolved as its loader does, and leaves the instant for its loader', () => {
    const sent = (search: string) => runHead(`/log${search}`, true)
    // a preset ends on the second after now (src/charts/timeRange.ts)
    const end = Date.UTC(2030, 0, 2, 3, 4, 6)
    const call = (hours: number) =>
      `/v1/log?start=${encodeURIComponent(new Date(end - hours * 3_600_000).toISOString())}&end=${encodeURIComponent(new Date(end).toISOString())}&limit=200`
    const first = sent('')
    expect(first.fetch.mock.calls.map(([url]) => url)).toEqual([call(1), '/v1/me'])
    expect(first.left?.now).toBe(NOW)
    expect(first.head).toEqual(preloaded('/assets/log.js'))
    // another preset; the page's own filters and the entry opened over it change no call
    expect(sent('?range=24h&actor=ann&entry=e-1&refresh=10s').fetch.mock.calls[0][0]).toBe(call(24))
    // a preset the page does not have is its default, as the page takes it
    for (const search of ['?range=2h', '?range=constructor', '?range='])
      expect(sent(search).fetch.mock.calls[0][0], search).toBe(call(1))
    // a custom range is the loader's to check: the page's code, and no call
    const custom = sent('?start=2030-01-01T00:00Z&end=2030-01-02T00:00Z')
    expect(custom.fetch).not.toHaveBeenCalled()
    expect(custom.left).toBeUndefined()
    expect(custom.head).toEqual(preloaded('/assets/log.js'))
    // a page of no range leaves no instant
    expect(runHead('/projects/web-2/disks', true).left).not.toHaveProperty('now', expect.anything())
  })
})
