// The few shapes every route table is built from, so a feature's routes read as a list of
// pages: a lazily loaded page, a list with its forms over it, a redirect, a layout.
import { hashKey, type EnsureQueryDataOptions } from '@tanstack/react-query'
import { useCallback, useMemo, useSyncExternalStore, type ComponentType, type ReactNode } from 'react'
import {
  matchPath,
  redirect,
  useMatches,
  type LoaderFunction,
  type LoaderFunctionArgs,
  type PatchRoutesOnNavigationFunction,
  type RouteObject,
  type UIMatch,
} from 'react-router'
import { queryClient } from './api/client'
import { ErrorScreen, RouteError } from './features/errors/RouteError'
import { routeParams, useRouteParams, type RouteParams } from './params'
import { PageSkeleton } from './ui/Skeleton'

/** A route's breadcrumb: a fixed label, or one made from the route's params. */
export type Crumb = string | ((params: Record<string, string | undefined>) => string | undefined)

/**
 * What a route tells the layouts above it through its `handle`, read the same way by each
 * reader (the breadcrumbs, the content column, the command palette's host).
 */
export type RouteHandle = {
  crumb?: Crumb
  /** the page sizes itself to the window (the serial console's terminal): the content column's full height */
  fill?: boolean
  /** one of the console's pages, under its layouts (`layoutRoute`): the command palette works there */
  console?: boolean
}

/** The matched routes, outermost first, their handles typed. */
export const useRouteMatches = () => useMatches() as UIMatch<unknown, RouteHandle | undefined>[]

/** Whether a matched route's handle says so. */
export const useMatchedHandleSays = (flag: 'fill' | 'console') => useRouteMatches().some((m) => m.handle?.[flag])

/** The error screen of a route: it renders where the page would, inside the layout. */
export const routeError = <RouteError />

/**
 * A lazily loaded page: `load` imports the feature module, `Component` (and `loader`) name
 * its exports. Keeps route code out of the first chunk.
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  Component: keyof M,
  loader?: keyof M,
): NonNullable<RouteObject['lazy']> {
  return (async () => {
    const m = await load()
    return { Component: m[Component], loader: loader ? m[loader] : undefined }
  }) as NonNullable<RouteObject['lazy']>
}

// queries of any operation; each is only handed to the query client
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyQuery = EnsureQueryDataOptions<any, any, any, any>

/** The queries a route's loader reads, for the params and search it is given. */
export type Reads = (params: RouteParams, search: URLSearchParams) => AnyQuery[]

const readsOfLoaders = new WeakMap<object, Reads>()

/**
 * Declares what `loader` reads, so that those reads can start before the route is opened
 * (~/layouts/readAhead.ts: the pointer resting on a link to it). A loader that declares
 * nothing is only ever run by the router. A route's middleware declares its reads so too,
 * for a first visit's head alone (src/firstCalls), which sends them first.
 */
export function reading<L extends object>(loader: L, reads: Reads): L {
  readsOfLoaders.set(loader, reads)
  return loader
}

/** What `loader` reads: what it declares (`reading`), else what the loaders it runs read (`madeOf`). */
export function readsOf(loader: unknown): Reads | undefined {
  if (typeof loader !== 'function') return undefined
  const parts = partsOfLoaders.get(loader)
  return (
    readsOfLoaders.get(loader) ??
    (parts && ((p, search) => parts(search).flatMap((part) => readsOf(part)?.(p, search) ?? [])))
  )
}

/**
 * A route loader that fetches what the page reads before it renders (DESIGN: pages render
 * with data). `optional` queries only make the page nicer (names for ids): they leave with the
 * page's calls but the page does not wait for them (its rows show before their names), and a
 * failure there leaves the page to show what it can instead of failing it.
 */
export function loadQueries(
  needed: (params: RouteParams, search: URLSearchParams) => AnyQuery[],
  optional?: (params: RouteParams) => AnyQuery[],
) {
  const loader = async ({ params, request }: LoaderFunctionArgs) => {
    const p = routeParams(params)
    const search = new URL(request.url).searchParams
    const loading = Promise.all(needed(p, search).map((q) => queryClient.ensureQueryData(q)))
    // after the page's own calls: each call's start costs the page's thread a few ms (the
    // in-browser mock answers on it), and the calls the page waits for should leave first
    optional?.(p).forEach((q) => void queryClient.prefetchQuery(q))
    await loading
    return null
  }
  return reading(loader, (p, search) => [...needed(p, search), ...(optional?.(p) ?? [])])
}

const partsOfLoaders = new WeakMap<object, (search: URLSearchParams) => LoaderFunction[]>()

/** Declares the loaders `loader` runs for a search (`loadTogether`'s, the tab's of `loadTab`). */
export function madeOf<L extends object>(loader: L, parts: (search: URLSearchParams) => LoaderFunction[]): L {
  partsOfLoaders.set(loader, parts)
  return loader
}

/** The loaders `loader` runs for `search`, where it declares them (`madeOf`). */
export const partsOf = (loader: unknown, search: URLSearchParams) =>
  typeof loader === 'function' ? partsOfLoaders.get(loader)?.(search) : undefined

/** Loaders run together, as one loader whose reads are all of theirs. */
export const loadTogether = (...loaders: LoaderFunction[]) =>
  madeOf(
    async (args: LoaderFunctionArgs) => {
      await Promise.all(loaders.map((loader) => loader(args)))
      return null
    },
    () => loaders,
  )

/** A route with a breadcrumb and its own error screen. */
export function page(path: string, crumb: Crumb, lazy?: RouteObject['lazy'], children?: RouteObject[]): RouteObject {
  return { path, handle: { crumb }, errorElement: routeError, lazy, children } as RouteObject
}

/** A list with no form open over it: the index child of a list route whose forms are children. */
export const NoModal = () => null

/** A route's crumb that is the value of one of its params (an item's name). */
export const paramCrumb =
  (param: keyof RouteParams): Crumb =>
  (p) =>
    p[param]

type Lazy = RouteObject['lazy']

/** What `listRoute` declares: see there. */
export type ListRouteParts = {
  path: string
  crumb: Crumb
  list: Lazy
  create?: [crumb: string, form: Lazy]
  edit?: [param: keyof RouteParams, form: Lazy]
  over?: RouteObject[]
  beside?: RouteObject[]
}

/**
 * A list and the side modals that open over it, so the list (and its page in the URL) stays
 * on screen behind them. `over` are children of the list's own path (`disks/:disk`);
 * `beside` are siblings that still render over the list (`disks-new`). The usual two by
 * convention: `create` at `<path>-new`, `edit` at `:<param>/edit` under the item's name.
 * The list's error screen sits inside the layout, so a failed list keeps the navigation.
 */
export function listRoute({ path, crumb, list, create, edit, over = [], beside = [] }: ListRouteParts): RouteObject {
  const forms = {
    over: edit ? [page(`:${edit[0]}/edit`, paramCrumb(edit[0]), edit[1]), ...over] : over,
    beside: create ? [page(`${path}-new`, create[0], create[1]), ...beside] : beside,
  }
  return {
    errorElement: routeError,
    lazy: list,
    children: [
      { path, handle: { crumb }, children: [{ index: true, Component: NoModal }, ...forms.over] },
      ...forms.beside,
    ],
  } as RouteObject
}

/** A loader that sends the user on, e.g. from a resource to its first tab; keeps the query string if asked. */
export function redirectTo(to: (params: RouteParams) => string, { keepSearch = false } = {}) {
  const target = (params: RouteParams, url: URL) => to(params) + (keepSearch ? url.search : '')
  const loader = ({ params, request }: LoaderFunctionArgs) =>
    redirect(target(routeParams(params), new URL(request.url)))
  redirectsOfLoaders.set(loader, target)
  return loader
}

const redirectsOfLoaders = new WeakMap<object, (params: RouteParams, url: URL) => string>()

/** Where a loader made by `redirectTo` sends the user, for reading that page ahead. */
export const redirectOf = (loader: unknown) =>
  typeof loader === 'function' ? redirectsOfLoaders.get(loader) : undefined

/**
 * The first failure among `queries` that left nothing to show (a failed refresh keeps its
 * data). Read from the cache: whoever started them (the layout's loader) fetches them again.
 * Only the cache's news of these queries is looked at: it tells of every observer and fetch
 * of every query on the page (hundreds as a 50-row list with a call per cell renders).
 */
function useFirstFailure(queries: AnyQuery[]): unknown {
  // the queries' hashes, one a line (a hash is JSON, which never holds a bare line break): a
  // string, so that the same queries give the same subscription from render to render
  const joined = queries.map((q) => hashKey(q.queryKey)).join('\n')
  const hashes = useMemo(() => joined.split('\n'), [joined])
  const subscribe = useCallback(
    (onChange: () => void) => {
      const watched = new Set(hashes)
      return queryClient.getQueryCache().subscribe((e) => watched.has(e.query.queryHash) && onChange())
    },
    [hashes],
  )
  return useSyncExternalStore(subscribe, () => {
    const failed = hashes
      .map((hash) => queryClient.getQueryCache().get(hash)?.state)
      .find((state) => state?.data === undefined && state?.error)
    return failed?.error ?? null
  })
}

/**
 * A layout and the pages under it. Its shell (navigation, top bar, crumbs) shows at once, on a
 * first visit too, with a placeholder where the page goes; `reads` are the calls the shell
 * itself stands on (the session, the project). They leave with the pages' calls and nothing
 * waits for them, so a page shows as soon as its own data is in; when one fails, the error
 * screen takes the page's place, as when the page's own loader fails. `starts` are calls
 * started with them whose failure the shell does not show. `gated`: a gate above decides
 * first whether the user may see this shell at all (the system area's), so the first visit
 * shows the neutral skeleton until then.
 */
export function layoutRoute(
  Layout: ComponentType<{ children?: ReactNode }>,
  {
    reads,
    starts,
    gated = false,
    ...route
  }: Omit<RouteObject, 'element' | 'errorElement' | 'index' | 'loader'> & {
    reads: (params: RouteParams) => AnyQuery[]
    starts?: (params: RouteParams) => AnyQuery[]
    gated?: boolean
  },
): RouteObject {
  // one component type for the placeholder, the pages and the error screen, so that React
  // keeps the shell's DOM when the first page replaces the placeholder
  function Shell({ children }: { children?: ReactNode }) {
    const failure = useFirstFailure(reads(useRouteParams()))
    return <Layout>{children ?? (failure ? <ErrorScreen error={failure} /> : undefined)}</Layout>
  }
  return {
    ...route,
    // the console's pages: the command palette works on them (src/features/palette/host.tsx)
    handle: { ...route.handle, console: true },
    loader: shellLoader((p) => reads(p).concat(starts?.(p) ?? [])),
    element: <Shell />,
    // an element rather than a component, so that it is a Shell where the page's Shell goes
    hydrateFallbackElement: gated ? undefined : (
      <Shell>
        <PageSkeleton />
      </Shell>
    ),
    errorElement: (
      <Shell>
        <RouteError />
      </Shell>
    ),
  } as RouteObject
}

const readsOfShells = new WeakMap<object, (params: RouteParams) => AnyQuery[]>()

/**
 * What a layout's shell reads, by its loader (`layoutRoute`): for a first visit's calls
 * (`readFirstPage`, and the page's head's, src/firstCalls).
 */
export const readsOfShell = (loader: unknown) => (typeof loader === 'function' ? readsOfShells.get(loader) : undefined)

/**
 * A layout's loader: starts what the shell reads and waits for none of it. Not declared with
 * `reading`: a link's page read ahead (~/layouts/readAhead.ts) is its page's calls, not the
 * shell's, which the page the user is on has read already.
 */
function shellLoader(reads: (params: RouteParams) => AnyQuery[]) {
  const loader = ({ params }: LoaderFunctionArgs) => {
    reads(routeParams(params)).forEach((q) => void queryClient.prefetchQuery(q))
    return null
  }
  readsOfShells.set(loader, reads)
  return loader
}

/**
 * A lazy area's page whose calls a first visit sends before the area's code has come (see
 * `readFirstPage`): the page's path, as ~/paths builds it, and the loader of the lists it
 * shows, which declares their calls (`reading`): a list's own, or `loadTogether` of several.
 */
export type FirstPage = [at: (params: RouteParams) => string, loader: LoaderFunction]

/**
 * An area whose routes load with its first page: `id` names its layout route, `path` its URL
 * prefix (a pattern, so `/projects/:project` covers every project), or several prefixes for
 * pages that sit beside others under one layout (`/certificates`, `/certificates-new`).
 * `firstPages`: its list pages whose calls a first visit sends at once.
 */
export type LazyArea = {
  id: string
  path: string | string[]
  load: () => Promise<RouteObject[]>
  firstPages?: FirstPage[]
}

/** Where `path` is under `area`, the match of its prefix (with the params it names). */
const matchUnder = (path: string, area: LazyArea) =>
  [area.path]
    .flat()
    .map((prefix) => matchPath({ path: prefix, end: false }, path))
    .find((match) => match !== null)

/** Whether `path` is one of `area`'s pages, whose routes load with the area. */
export const isUnder = (path: string, area: LazyArea) => matchUnder(path, area) !== undefined

/** The route of `id` in `routes`, at any depth. */
function routeOf(routes: RouteObject[], id: string): RouteObject | undefined {
  for (const route of routes) {
    const found = route.id === id ? route : routeOf(route.children ?? [], id)
    if (found) return found
  }
}

/**
 * A first visit to one of a lazy area's `firstPages`: its calls, its layout's and its lists',
 * sent now, before the router is made. The router sends them only once the area's code has
 * come and run, and its routes are matched and their loaders called (demo bundle, first visits
 * of the instance list, medians of 40 alternating builds: the calls sent 401 -> 334 ms after
 * navigation start, the first row 829 -> 785 ms). The loaders find them on their way in the
 * query cache. Nothing is sent for a path no first page has (the router reads it as ever), nor
 * for one whose params the route would refuse.
 */
export function readFirstPage(routes: RouteObject[], areas: LazyArea[], { pathname, search }: Location) {
  for (const area of areas) {
    const match = matchUnder(pathname, area)
    if (!match) continue
    try {
      const params = routeParams(match.params)
      const page = area.firstPages?.find(([at]) => at(params) === pathname)
      if (!page) return
      const query = new URLSearchParams(search)
      const lists = readsOf(page[1])?.(params, query) ?? []
      const shell = readsOfShell(routeOf(routes, area.id)?.loader)?.(params) ?? []
      // the page's own calls first: its first row waits for those, the shell's for none
      for (const q of [...lists, ...shell]) void queryClient.prefetchQuery(q)
    } catch {
      // a param the route refuses: its page says so once the router has it
    }
    return
  }
}

/**
 * The router's `patchRoutesOnNavigation`: the first time the user goes under a lazy area's
 * path, its routes are loaded and added beneath its layout. Whole areas (the operators'
 * screens) and the page imports they declare then stay out of the entry chunk. The router
 * asks again on every new path under a param (another project's page) in case a better
 * match appears; an area already added answers at once, without awaiting its import: that
 * await let React render the page being left (10-15 ms) before the new page's calls left.
 */
export function patchLazyAreas(areas: LazyArea[]): PatchRoutesOnNavigationFunction {
  const added = new Set<string>()
  return ({ path, patch, signal }) => {
    const missing = areas.filter((area) => !added.has(area.id) && isUnder(path, area))
    if (missing.length === 0) return
    return (async () => {
      for (const area of missing) {
        const { routes, loaded } = await loadOrFail(area)
        // the router ignores a patch once the navigation is aborted: that area is not added yet
        if (loaded && !signal.aborted) added.add(area.id)
        patch(area.id, routes)
      }
    })()
  }
}

/**
 * An area whose code did not arrive becomes, for now, one route that fails with that error,
 * so the area's own layout shows it (with its navigation and "Try again") rather than a
 * bare error outside the console. The next visit asks for the code again.
 */
async function loadOrFail(area: LazyArea): Promise<{ routes: RouteObject[]; loaded: boolean }> {
  try {
    return { routes: await area.load(), loaded: true }
  } catch (error) {
    const failing = {
      path: '*',
      loader: () => {
        throw error
      },
    }
    return { routes: [failing], loaded: false }
  }
}
