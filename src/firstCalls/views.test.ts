// @vitest-environment jsdom
// A first visit of a list's view (sorted, filtered, paged: a link shared, a page reloaded):
// the calls the page's head sends for it are those the route table's loaders make there.
// Each page of the head's table that holds lists, each list's view in turn, the page run as
// the router runs it (its matched routes' loaders, the views' code loaded, `fetch` never
// answering: only the calls that leave at once count, as for the head's table itself).
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { runInNewContext } from 'node:vm'
import { matchRoutes, type LoaderFunctionArgs } from 'react-router'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { loaderOf, standIn, withAreas } from '../../test/routeTable'
import { queryClient } from '~/api/client'
import { lazyAreas, routes } from '~/routes'
import { listsOfLoader, paramName, views } from '~/table/list'
import { statesOf } from '~/table/wholeList'
import { FIRST_CALLS_KEY, headScript, type FirstCalls, type FirstCallsTable } from './head'

const table = JSON.parse(readFileSync(resolve(import.meta.dirname, 'table.json'), 'utf8')) as FirstCallsTable

const withLists = table.pages.filter(([, , , lists]) => lists?.length)

/** The route table with every lazy area's routes in it, as the router holds it on a first visit there. */
const fullTable = withAreas(routes, lazyAreas)

/** What the head sends on `url`, as the page runs its file. */
function headSends(url: URL) {
  const fetch = vi.fn((_url: string) => new Promise<Response>(() => {}))
  const document = { createElement: () => ({}), head: { append: () => {} } }
  const window = { location: url, performance: { now: () => 0 }, fetch, document, URLSearchParams }
  runInNewContext(headScript(table, true), { window })
  const left = Reflect.get(window, FIRST_CALLS_KEY) as FirstCalls | undefined
  return Object.keys(left?.calls ?? {}).sort()
}

/** The calls the matched routes' loaders make at once on `url`, each URL once. */
async function loadersSend(url: URL) {
  const full = await fullTable
  const sent = new Set<string>()
  queryClient.clear()
  vi.stubGlobal('fetch', (called: string) => (sent.add(called), new Promise(() => {})))
  for (const match of matchRoutes(full, url.pathname) ?? []) {
    const loader = await loaderOf(match)
    const args = { request: new Request(url), params: match.params } as LoaderFunctionArgs
    void Promise.resolve(loader?.(args)).catch(() => {})
  }
  return sent
}

/** The views to try of a list (`key`: its params' names): pages, sorts, filters, and values no view has. */
function viewsOf(key: string, states: string[]) {
  const view = (params: Record<string, string>) =>
    new URLSearchParams(Object.entries(params).map(([name, value]) => [paramName(key || undefined, name), value]))
  const tried: Record<string, string>[] = [
    { limit: '10' },
    { page: 'tok/en+1' },
    { limit: '20', page: 'tok' },
    { sort: 'name' },
    { sort: '-name', page: 'tok' },
    { sort: 'id' },
    { sort: '-id' },
    { sort: 'timeCreated', limit: '10' },
    { sort: '' },
    { sort: '-' },
    { q: 'web' },
    { q: ' ' },
    ...states.slice(0, 1).map((state) => ({ state })),
    { limit: '0' },
    { limit: '5000' },
    { limit: '1e1' },
  ]
  return tried.map(view)
}

beforeAll(async () => {
  await views.load()
})

describe('a first visit of a list’s view', () => {
  it('is a page of the head’s table for every list a view can be linked to', () => {
    expect(withLists.map(([pattern]) => pattern)).toEqual(
      expect.arrayContaining(['/projects/{project}/instances', '/users', '/system/inventory/sleds']),
    )
  })

  it.each(withLists.map(([pattern, , , lists]) => [pattern, lists!] as const))(
    '%s: the head sends the calls its loaders make for each view',
    async (pattern, lists) => {
      const full = await fullTable
      // a page with its tab in its search (`?tab=`): each view beside the tab
      const [pathname, tab] = pattern.replace(/\{(\w+)\}/g, (_, name: string) => standIn(name)).split('?tab=')
      const onTab = (search: URLSearchParams) =>
        tab === undefined ? search : new URLSearchParams([['tab', tab], ...search])
      const listDefs = (await Promise.all((matchRoutes(full, pathname) ?? []).map(loaderOf))).flatMap((loader) =>
        listsOfLoader(loader, onTab(new URLSearchParams())),
      )
      // what the loaders send that the head leaves to the page on any visit (the users' groups)
      const plain = new URL(`${pathname}?${onTab(new URLSearchParams())}`, 'https://console.test')
      const sentPlain = await loadersSend(plain)
      await vi.waitFor(() => expect([...sentPlain]).toEqual(expect.arrayContaining(headSends(plain))), { interval: 5 })
      const leftToPage = [...sentPlain].filter((call) => !headSends(plain).includes(call))
      for (const [, key] of lists) {
        const list = listDefs.find((def) => (def.pageKey ?? '') === key)!
        for (const search of viewsOf(key, statesOf(list))) {
          const url = new URL(`${pathname}?${onTab(search)}`, 'https://console.test')
          const head = headSends(url)
          expect(head.length, url.search).toBeGreaterThan(0)
          const sent = await loadersSend(url)
          const expected = [...head, ...leftToPage].sort()
          await vi.waitFor(() => expect([...sent].sort(), `${pattern}?${search}`).toEqual(expected), { interval: 5 })
        }
      }
    },
  )
})
