import { runInNewContext } from 'node:vm'
import { describe, expect, it, vi } from 'vitest'
import { FIRST_CALLS_KEY, headScript, type FirstCalls, type FirstCallsTable } from './head'

const table: FirstCallsTable = {
  headers: { 'api-version': '1.0', 'content-type': 'application/json' },
  pages: [
    ['/projects/{project}/instances', ['/v1/instances?project={project}&limit=50', '/v1/me']],
    ['/projects/{project}/disks', ['/v1/disks?project={project}&limit=50', '/v1/projects/{project}']],
  ],
}

/** The head's script run on its own, as the page runs its file: nothing else in its scope. */
function runHead(url: string, send: boolean) {
  const { pathname, search } = new URL(url, 'https://console.test')
  const fetch = vi.fn((_url: string, _init: RequestInit) => Promise.resolve(new Response('{}')))
  const window = { location: { pathname, search }, performance: { now: () => 12.5 }, fetch }
  runInNewContext(headScript(table, send), { window })
  return { fetch, left: Reflect.get(window, FIRST_CALLS_KEY) as FirstCalls | undefined }
}

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

  it('only notes them where the calls cannot leave yet (the in-browser mock)', () => {
    const { fetch, left } = runHead('/projects/web-2/instances', false)
    expect(fetch).not.toHaveBeenCalled()
    expect(left).toEqual({ at: 12.5, calls: { '/v1/instances?project=web-2&limit=50': null, '/v1/me': null } })
  })

  it('sends nothing for another page, a view with a search, or a param no name or id could be', () => {
    for (const url of [
      '/projects',
      '/projects/web-2/instances/db-1',
      '/projects/web-2/instances?limit=10',
      '/projects/web%3F/instances',
      '/projects/a.b/instances',
      `/projects/${'a'.repeat(64)}/instances`,
      '/projects//instances',
    ]) {
      const { fetch, left } = runHead(url, true)
      expect(fetch, url).not.toHaveBeenCalled()
      expect(left, url).toBeUndefined()
    }
  })
})
