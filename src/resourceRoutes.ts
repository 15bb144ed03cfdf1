// The short way to declare a feature's routes: a page named by its module's export, its
// loader found by convention, and a list with its forms and item pages as one call. Kept out
// of src/routing.tsx: the entry chunk carries only what the projects' list, the first page,
// declares with it (`resourceRoutes`, `listPage`).
import type { LoaderFunction, RouteObject, ShouldRevalidateFunction } from 'react-router'
import type { RouteParams } from './params'
import { listRoute, loadTogether, page, paramCrumb, type Crumb, type ListRouteParts } from './routing'

type Lazy = RouteObject['lazy']

/**
 * A page's loader by convention: the page's name without its `Page`, `Tab` or `Form` and
 * with a small first letter, then `Loader` (`SnapshotsPage` → `snapshotsLoader`,
 * `SnapshotCreateForm` → `snapshotCreateLoader`, `DiskDetail` → `diskDetailLoader`).
 */
const loaderName = (component: string) =>
  `${component.charAt(0).toLowerCase()}${component.slice(1).replace(/(Page|Tab|Form)$/, '')}Loader`

/**
 * A module of lazily loaded pages: `forms('SnapshotCreateForm')` is its page of that name,
 * with the module's loader named after it (`loaderName`) when it exports one. A loader that
 * does not follow the convention is named as the second argument.
 */
export const pageModule =
  <M extends Record<string, unknown>>(load: () => Promise<M>) =>
  (Component: keyof M & string, loader: keyof M & string = loaderName(Component)): Lazy =>
    (async () => {
      const m = await load()
      return { Component: m[Component], loader: m[loader] }
    }) as Lazy

/** A list's declaration, as far as its route needs it. */
type Loaded = { loader: LoaderFunction }

/**
 * A list's page whose loader the route table holds (the list declared in its folder's
 * `lists.ts`, which this area's chunk carries): the list's calls leave as soon as the route
 * matches, beside the page's code on its way, rather than once that code has arrived and
 * run. On a first visit, or a network with any latency, that is a round trip sooner. A page
 * of several lists names them all (`loadTogether`).
 */
export const listPage = <M extends Record<string, unknown>>(
  lists: Loaded | Loaded[],
  load: () => Promise<M>,
  Component: keyof M & string,
): ListPageCode => ({
  loader: Array.isArray(lists) ? loadTogether(...lists.map((list) => list.loader)) : lists.loader,
  lazy: { Component: async () => (await load())[Component] },
})

/**
 * What a list page's route takes: the loader now, the page's component lazily; and when the
 * loader runs again, where not by default.
 */
type ListPageCode = Loaded & {
  lazy: { Component: () => Promise<unknown> }
  shouldRevalidate?: ShouldRevalidateFunction
}

/** A page's code: all of it loaded lazily, or a list page's (`listPage`). */
export type PageCode = Lazy | ListPageCode

/** `route` with its page's code. */
export const withCode = (route: RouteObject, code: PageCode): RouteObject =>
  (typeof code === 'function' ? { ...route, lazy: code } : { ...route, ...code }) as RouteObject

/** A page at `path` with its code: `page` of ~/routing for a list page's code too. */
export const codePage = (path: string, crumb: Crumb, code: PageCode, children?: RouteObject[]) =>
  withCode(page(path, crumb, undefined, children), code)

/** A page of a module that has only the one: `loadPage(() => import('./VpcPage'), 'VpcPage')`. */
export const loadPage = <M extends Record<string, unknown>>(
  load: () => Promise<M>,
  Component: keyof M & string,
  loader?: keyof M & string,
) => pageModule(load)(Component, loader)

/**
 * The list's segment again, only for its breadcrumb above the pages of its items (a VPC's
 * page under "VPCs"): those pages replace the list rather than open over it. The list's own
 * route wins for the bare path, as its index route ranks higher.
 */
export const underCrumb = (path: string, crumb: Crumb, children: RouteObject[]): RouteObject =>
  ({ path, handle: { crumb }, children }) as RouteObject

/** A page at `:param` whose crumb is that param's value (an item's name). */
export const itemPage = (param: keyof RouteParams, code: PageCode, children?: RouteObject[]) =>
  codePage(`:${param}`, paramCrumb(param), code, children)

/**
 * A list and what opens over and beside it (`listRoute`), as a feature's route table:
 * `item` is the page of one item (`vpcs/:vpc`, or its param and page), under the list's crumb
 * but in its place; `detail` an item's details opening over the list at `<path>/:param`.
 */
export function resourceRoutes(
  path: string,
  crumb: Crumb,
  list: PageCode,
  {
    item,
    detail,
    over = [],
    ...parts
  }: Omit<ListRouteParts, 'path' | 'crumb' | 'list'> & {
    item?: RouteObject | [param: keyof RouteParams, page: PageCode, children?: RouteObject[]]
    detail?: [param: keyof RouteParams, page: PageCode]
  } = {},
): RouteObject[] {
  const route = withCode(
    listRoute({ path, crumb, list: undefined, over: detail ? [itemPage(...detail), ...over] : over, ...parts }),
    list,
  )
  if (!item) return [route]
  return [{ children: [route, underCrumb(path, crumb, [Array.isArray(item) ? itemPage(...item) : item])] }]
}
