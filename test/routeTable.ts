// A route table as the router holds it once lazy areas have loaded, for tests that match
// paths against an area's pages without a browser: where a first visit lands, and each matched
// route's loader (the page's head's first calls, src/firstCalls).
import { matchRoutes, type LoaderFunction, type RouteMatch, type RouteObject } from 'react-router'
import { routeParams } from '../src/params'
import { redirectOf, type LazyArea } from '../src/routing'

/** `table` with each of `areas`' routes among the children of its layout route, as the router patches them in. */
export async function withAreas(table: RouteObject[], areas: LazyArea[]): Promise<RouteObject[]> {
  const added = new Map(await Promise.all(areas.map(async (area) => [area.id, await area.load()] as const)))
  const patch = (list: RouteObject[]): RouteObject[] =>
    list.map((route) => {
      const children = [...(route.children ?? []), ...(added.get(route.id ?? '') ?? [])]
      return { ...route, children: patch(children) } as RouteObject
    })
  return patch(table)
}

/**
 * A param's stand-in, found again in the URLs made with it: a name, or for a param that takes
 * an id only (a sled's, a user's), an id spelling the param's name in hex.
 */
export function standIn(name: string) {
  const asName = `first-page-${name.toLowerCase()}`
  try {
    return Reflect.get(routeParams({ [name]: asName }), name) as string
  } catch {
    return `00000000-0000-4000-8000-${Buffer.from(name).toString('hex').slice(-12).padStart(12, '0')}`
  }
}

/** The routes matched where a first visit of `pathname` lands, past redirects (a project to its instances). */
export function landing(table: RouteObject[], pathname: string): { path: string; matches: RouteMatch[] } {
  const matches = matchRoutes(table, pathname) ?? []
  const last = matches.at(-1)!
  const next = redirectOf(last.route.loader)?.(routeParams(last.params), new URL(pathname, 'https://console.test'))
  return next ? landing(table, next) : { path: pathname, matches }
}

/** A matched route's page loaded whole (an instance's: its component and loader), or nothing. */
export const lazyPage = async ({ route }: RouteMatch) =>
  typeof route.lazy === 'function' ? ((await route.lazy()) as RouteObject) : undefined

/** A matched route's loader: the route table's, or, for a page whose code loads whole, that code's, as the router finds it. */
export const loaderOf = async (match: RouteMatch) =>
  (match.route.loader ?? (await lazyPage(match))?.loader) as LoaderFunction | undefined
