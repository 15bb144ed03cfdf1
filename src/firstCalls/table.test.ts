// @vitest-environment jsdom
// The head's table of first calls is the route table's own first pages, read by running each
// page's calls as `readFirstPage` sends them and noting the requests they make. Run with
// UPDATE_FIRST_CALLS=1 (`npm run first-calls`) to write it again after a first page changes.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { expect, it, vi } from 'vitest'
import { queryClient } from '~/api/client'
import { lazyAreas, routes } from '~/routes'
import { firstPageReads, type AnyQuery } from '~/routing'
import type { FirstCallsTable } from './head'

const FILE = resolve(import.meta.dirname, 'table.json')

/** A param's stand-in: a name the route takes, found again in the URLs made with it. */
const standIn = (name: string) => `first-page-${name.toLowerCase()}`

/** The requests `query` makes at once (a page after the first waits for it: never the head's). */
async function requestsOf(query: AnyQuery) {
  const requests: { url: string; init: RequestInit }[] = []
  vi.stubGlobal('fetch', (url: string, init: RequestInit) => {
    requests.push({ url, init })
    return new Promise(() => {})
  })
  const run = query.queryFn as (context: object) => Promise<unknown>
  void run({ queryKey: query.queryKey, signal: new AbortController().signal, meta: query.meta, client: queryClient })
  await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0), { interval: 1 })
  return requests
}

async function tableOfRoutes(): Promise<FirstCallsTable> {
  const table: FirstCallsTable = { headers: {}, pages: [] }
  for (const area of lazyAreas) {
    const names = [
      ...[area.path]
        .flat()
        .join('/')
        .matchAll(/:(\w+)/g),
    ].map((m) => m[1])
    const params = Object.fromEntries(names.map((name) => [name, standIn(name)]))
    const asPattern = (text: string) => names.reduce((t, name) => t.replaceAll(standIn(name), `{${name}}`), text)
    for (const [at] of area.firstPages ?? []) {
      const pathname = at(params as never)
      const urls: string[] = []
      for (const query of firstPageReads(routes, lazyAreas, { pathname, search: '' })) {
        for (const { url, init } of await requestsOf(query)) {
          expect(init.method ?? 'GET', url).toBe('GET')
          urls.push(asPattern(url))
          table.headers = Object.fromEntries(
            [...new Headers(init.headers)].filter(([header]) => !header.startsWith('x-mock-')),
          )
        }
      }
      table.pages.push([asPattern(pathname), urls])
    }
  }
  return table
}

it('holds the calls of every first page, as the route table makes them', async () => {
  const table = await tableOfRoutes()
  // the page's own list first: its first row waits for it
  expect(table.pages[0]).toEqual([
    '/projects/{project}/instances',
    expect.arrayContaining(['/v1/instances?project={project}&limit=50', '/v1/me', '/v1/projects/{project}']),
  ])
  expect(table.pages[0][1][0]).toBe('/v1/instances?project={project}&limit=50')
  expect(table.headers).toEqual({ 'api-version': expect.any(String), 'content-type': 'application/json' })
  if (process.env.UPDATE_FIRST_CALLS) writeFileSync(FILE, `${JSON.stringify(table, null, 2)}\n`)
  const written = JSON.parse(readFileSync(FILE, 'utf8')) as unknown
  expect(written, 'src/firstCalls/table.json is out of date: npm run first-calls').toEqual(table)
})
