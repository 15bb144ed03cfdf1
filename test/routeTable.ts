// A route table as the router holds it once lazy areas have loaded, for tests that match
// paths against an area's pages without a browser.
import type { RouteObject } from 'react-router'
import type { LazyArea } from '../src/routing'

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
