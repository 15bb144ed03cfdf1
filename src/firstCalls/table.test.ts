// @vitest-environment jsdom
// The head's table of first calls is what the route table's loaders read on each of its head's
// first pages: found by running each page's calls, as the router would, and noting the
// requests they make; with the modules of each page's code that the router and its loaders
// ask for past the entry's. Run with UPDATE_FIRST_CALLS=1 (`npm run first-calls`) to write it again
// after one of those pages changes.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { ComponentType } from 'react'
import type { LoaderFunctionArgs, RouteMatch } from 'react-router'
import { landing, lazyPage, loaderOf, standIn, withAreas } from '../../test/routeTable'
import { moduleExporting } from '../../test/sourceModules'
import { expect, it, vi } from 'vitest'
import { hashKey } from '@tanstack/react-query'
import { ALL_ITEMS, PAGE_SIZE, apiq, queryClient, type OpName, type OpParams } from '~/api/client'
import { routeParams } from '~/params'
import { lazyAreas, routes } from '~/routes'
import { isUnder, readsOf, readsOfShell, type AnyQuery } from '~/routing'
import { rangeReadsOf, type AnyInfiniteQuery } from '~/charts/rangeRoute'
import { PRESETS, rangeFromSearch, rangeKey, resolveRange } from '~/charts/timeRange'
import { takesSortBy } from '~/table/apiSort'
import { listsOfLoader, pageQuery, views } from '~/table/list'
import { chartCode } from '~/charts/chartCode'
import type { SplitModule } from '~/ui/splitModule'
import type { FirstCallsTable, PageList } from './head'
import { headFirstPages } from './pages'

const FILE = resolve(import.meta.dirname, 'table.json')

/**
 * What the router reads there: its gates' (a route's middleware, which no loader under it runs
 * before), each matched page's declared reads, then its layouts' shells, each query once. A
 * "may I?" read (`apiqErrorsAllowed`) is its call's own query, which it reads through: a page
 * and its shell reading a policy both ways send one call.
 */
async function routerReads(matches: RouteMatch[], search: URLSearchParams) {
  const params = routeParams(matches.at(-1)!.params)
  const loaders = await Promise.all(matches.map(loaderOf))
  // a range page's first (`firstReads`), in the order its loader starts them
  const pages = loaders.flatMap((loader) => [
    ...(rangeReadsOf(loader)?.(search) ?? []),
    ...(readsOf(loader)?.(params, search) ?? []),
  ])
  const shells = matches.flatMap(({ route }) => readsOfShell(route.loader)?.(params) ?? [])
  const gates = matches.flatMap(({ route }) =>
    (route.middleware ?? []).flatMap((middleware) => readsOf(middleware)?.(params, search) ?? []),
  )
  const reads = new Map<string, AnyQuery | AnyInfiniteQuery>()
  for (const read of [...gates, ...pages, ...shells]) {
    const [operation, params, errorsAllowed] = read.queryKey as [OpName, OpParams<OpName>, string?]
    const query = errorsAllowed === 'errors-allowed' ? apiq(operation, params) : read
    reads.set(hashKey(query.queryKey), query)
  }
  return [...reads.values()]
}

/**
 * The modules of the page's code the entry does not hold, as the router asks for them: its
 * lazy area's routes, then each matched route's page (a list's component, or a page whole).
 */
async function pageCode({ path, matches }: ReturnType<typeof landing>, search: string): Promise<string[]> {
  const modules: string[] = []
  for (const area of lazyAreas) {
    if (isUnder(path, area)) modules.push(await moduleExporting('areaRoutes', await area.load()))
  }
  for (const match of matches) {
    const lazy = match.route.lazy
    const Component =
      typeof lazy === 'function'
        ? (await lazyPage(match))?.Component
        : await (lazy?.Component as (() => Promise<ComponentType>) | undefined)?.()
    if (Component) modules.push(await moduleExporting(Component.name, Component))
  }
  const started = await codeLoadersStart(path + search, matches)
  if (started.has(views)) modules.push(await moduleExporting('loadView', (await views.load()).loadView))
  if (started.has(chartCode)) modules.push(await moduleExporting('UPlotChart', (await chartCode.load()).UPlotChart))
  return [...new Set(modules)]
}

/**
 * The split modules the matched routes' loaders, run, ask for: the lists' views' code (every
 * list's does, src/table/list.ts), the charts' (a utilization page's).
 */
async function codeLoadersStart(path: string, matches: RouteMatch[]) {
  const spies = new Map<SplitModule<unknown>, ReturnType<typeof vi.spyOn>>(
    [views, chartCode].map((module) => [module, vi.spyOn(module, 'load')]),
  )
  vi.stubGlobal('fetch', () => new Promise(() => {}))
  const request = new Request(new URL(path, 'https://console.test'))
  for (const match of matches) {
    const loader = await loaderOf(match)
    // never answered: only what each starts at once counts
    void Promise.resolve(loader?.({ request, params: match.params } as LoaderFunctionArgs)).catch(() => {})
  }
  const asked = new Set([...spies].filter(([, spy]) => spy.mock.calls.length > 0).map(([module]) => module))
  spies.forEach((spy) => spy.mockRestore())
  return asked
}

/** The requests `query` makes at once (a page after the first waits for it: never the head's). */
async function requestsOf(query: AnyQuery | AnyInfiniteQuery) {
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

/**
 * The instant the pages' reads run at: a range page's reads (the audit log's) are over the
 * default range resolved then, whose instants its entry names `{start}` and `{end}`.
 */
const NOW = Date.UTC(2030, 0, 2, 3, 4, 5)
const { startMs, endMs } = resolveRange(rangeFromSearch(new URLSearchParams()), NOW)
const rangeParams = { start: startMs, end: endMs }

async function tableOfRoutes(): Promise<FirstCallsTable> {
  const full = await withAreas(routes, lazyAreas)
  // the presets as the URL names them, the default (no `?range=`) first
  const preset = rangeKey(rangeFromSearch(new URLSearchParams()))
  const ranges = [...PRESETS.filter(({ id }) => id === preset), ...PRESETS.filter(({ id }) => id !== preset)]
  const table: FirstCallsTable = {
    headers: {},
    allItems: ALL_ITEMS,
    ranges: ranges.map(({ id, ms }) => [id, ms]),
    pages: [],
  }
  for (const at of headFirstPages) {
    const names: string[] = []
    const params = new Proxy({}, { get: (_, name: string) => (names.push(name), standIn(name)) })
    const address = new URL(at(params as never), 'https://console.test')
    // a page with its tab in its search (`?tab=`): an entry of its own for each tab
    const { pathname, search } = address
    const asPattern = (text: string) =>
      Object.entries(rangeParams).reduce(
        (t, [name, ms]) => t.replaceAll(encodeURIComponent(new Date(ms).toISOString()), `{${name}}`),
        names.reduce((t, name) => t.replaceAll(standIn(name), `{${name}}`), text),
      )
    const landed = landing(full, pathname)
    const urls: string[] = []
    // again for each page: `vi.waitFor` moves a faked clock on as it waits
    vi.setSystemTime(NOW)
    for (const query of await routerReads(landed.matches, address.searchParams)) {
      for (const { url, init } of await requestsOf(query)) {
        expect(init.method ?? 'GET', url).toBe('GET')
        urls.push(asPattern(url))
        table.headers = Object.fromEntries(
          [...new Headers(init.headers)].filter(([header]) => !header.startsWith('x-mock-')),
        )
      }
    }
    const lists = await pageLists(landed, pathname, address.searchParams)
    const page: FirstCallsTable['pages'][number] = [asPattern(pathname + search), urls, await pageCode(landed, search)]
    if (lists.length)
      page.push(lists.map(({ url, key, sortsByName }): PageList => [urls.indexOf(asPattern(url)), key, sortsByName]))
    table.pages.push(page)
  }
  return table
}

/**
 * The page's lists, where its route's loaders read lists (`defineList`'s, and those of the
 * loaders they run: `loadTogether`'s, `loadCredentials`', the tab's of `loadTab`) and
 * the page is reached by no redirect (which need not keep the search): each one's first
 * page's URL, its key and whether the API sorts it by name.
 */
async function pageLists({ path, matches }: ReturnType<typeof landing>, pathname: string, search: URLSearchParams) {
  if (path !== pathname) return []
  const lists = (await Promise.all(matches.map(loaderOf))).flatMap((loader) => listsOfLoader(loader, search))
  const params = routeParams(matches.at(-1)!.params)
  const found = []
  // one after another: each stubs `fetch`
  for (const list of lists) {
    const [{ url }] = await requestsOf(pageQuery(list.operation, list.params(params), { limit: PAGE_SIZE }))
    // the head writes the view's page size over the URL's last digits
    expect(url).toMatch(new RegExp(`[?&]limit=${PAGE_SIZE}$`))
    found.push({ url, key: list.pageKey ?? '', sortsByName: takesSortBy(list.operation) })
  }
  return found
}

// each page's loaders are run in turn: 50 pages take several seconds
it('holds the calls of every first page the head sends for, as the route table makes them', async () => {
  vi.useFakeTimers({ toFake: ['Date'], now: NOW })
  const table = await tableOfRoutes().finally(() => vi.useRealTimers())
  const calls = Object.fromEntries(table.pages)
  // the page's own list first: its first row waits for it
  expect(calls['/projects/{project}/instances']).toEqual([
    '/v1/instances?project={project}&limit=50',
    // the instances' boot disks
    '/v1/disks?project={project}&limit=1000',
    // the project's shell: the session, the project, and what the permission explainers read
    ...['/v1/me', '/v1/system/policy', '/v1/projects/{project}', '/v1/me/groups', '/v1/policy'],
    '/v1/projects/{project}/policy',
  ])
  // a project's own address leads to its instances, and the console's to its projects
  expect(calls['/projects/{project}']).toEqual(calls['/projects/{project}/instances'])
  expect(calls['/projects'][0]).toBe('/v1/projects?limit=50')
  expect(calls['/']).toEqual(calls['/projects'])
  // the system's address leads to its silos, the inventory's to its sleds
  expect(calls['/system']).toEqual(calls['/system/silos'])
  // the system's gate first, on each of its pages: no loader under it runs before its answer
  // (src/routes.tsx); then the page's own calls
  for (const [page, urls] of table.pages)
    if (page.startsWith('/system')) expect(urls[0], page).toBe('/v1/system/policy')
  expect(calls['/system/silos'][1]).toBe('/v1/system/silos?limit=50')
  expect(calls['/system/inventory']).toEqual(calls['/system/inventory/sleds'])
  // an item's own page: an instance's leads to its storage, whose code holds its loader
  expect(calls['/projects/{project}/instances/{instance}']).toEqual(
    calls['/projects/{project}/instances/{instance}/storage'],
  )
  expect(calls['/projects/{project}/instances/{instance}'].slice(0, 2)).toEqual([
    '/v1/instances/{instance}?project={project}',
    '/v1/instances/{instance}/disks?project={project}&limit=1000',
  ])
  // a page whose tab is in its search: its own call and its first tab's (`loadTab`)
  expect(calls['/system/silos/{silo}'].slice(1, 3)).toEqual([
    '/v1/system/silos/{silo}',
    '/v1/system/identity-providers?silo={silo}&limit=50',
  ])
  expect(calls['/system/networking/ip-pools/{pool}']).toContain('/v1/system/ip-pools/{pool}/ranges?limit=50')
  // and each of its tabs, as a reload of one opens it
  expect(calls['/system/silos/{silo}?tab=idps']).toEqual(calls['/system/silos/{silo}'])
  expect(calls['/system/silos/{silo}?tab=quotas'].slice(1, 4)).toEqual([
    '/v1/system/silos/{silo}',
    '/v1/system/silos/{silo}/quotas',
    '/v1/system/utilization/silos/{silo}',
  ])
  expect(calls['/system/networking/ip-pools/{pool}?tab=silos']).toContain('/v1/system/ip-pools/{pool}/silos?limit=50')
  // a page whose param is an id only: a sled's, a user's (the first reads of its roles with its own)
  expect(calls['/system/inventory/sleds/{sledId}'].slice(1, 3)).toEqual([
    '/v1/system/hardware/sleds/{sledId}',
    '/v1/system/hardware/sleds/{sledId}/instances?limit=50',
  ])
  expect(calls['/users/{userId}'].slice(0, 5)).toEqual([
    '/v1/users/{userId}',
    '/v1/me',
    '/v1/projects?limit=1000',
    '/v1/policy',
    '/v1/groups?limit=1000',
  ])
  // a tab's lists, and those of the loaders a page's runs together: the head sends their views' calls
  const lists = Object.fromEntries(table.pages.map(([page, , , pageLists]) => [page, pageLists]))
  expect(lists['/system/silos/{silo}?tab=users']).toEqual([[2, 'users', false]])
  expect(lists['/groups/{groupId}']).toEqual([[0, '', false]])
  // each call once: a URL two queries read (two keys for one call) would leave twice on every
  // visit; read by a user's roles and by the shell's explainers ("may I?"), the silo's policy is
  // read through one query
  for (const [page, urls] of table.pages) expect(new Set(urls).size, page).toBe(urls.length)
  expect(calls['/users/{userId}']).toContain('/v1/policy')
  // a range page: the first page of its range, whose instants the head resolves (`{start}`, `{end}`)
  expect(calls['/system/audit-log'][1]).toBe(
    '/v1/system/audit-log?start_time={start}&end_time={end}&sort_by=time_and_id_descending&limit=200',
  )
  expect(calls['/utilization']).toEqual(
    expect.arrayContaining([
      '/v1/utilization',
      '/v1/metrics/cpus_provisioned?start_time={start}&end_time={end}&limit=10000',
    ]),
  )
  expect(table.ranges[0]).toEqual(['1h', 3_600_000])
  // each page's code past the entry's: its area's routes, its page, the lists' views
  const code = Object.fromEntries(table.pages.map(([page, , modules]) => [page, modules]))
  expect(code['/projects/{project}/instances']).toEqual([
    'src/projectRoutes.tsx',
    'src/features/instances/InstancesPage.tsx',
    'src/table/ViewedList.tsx',
  ])
  expect(code['/projects/{project}/instances/{instance}']).toEqual([
    'src/projectRoutes.tsx',
    'src/features/instances/InstancePage.tsx',
    'src/features/instances/tabs/StorageTab.tsx',
  ])
  expect(table.headers).toEqual({ 'api-version': expect.any(String), 'content-type': 'application/json' })
  if (process.env.UPDATE_FIRST_CALLS) writeFileSync(FILE, `${JSON.stringify(table, null, 2)}\n`)
  const written = JSON.parse(readFileSync(FILE, 'utf8')) as unknown
  expect(written, 'src/firstCalls/table.json is out of date: npm run first-calls').toEqual(table)
}, 60_000)
