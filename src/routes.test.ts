// @vitest-environment jsdom
import { hashKey } from '@tanstack/react-query'
import { matchPath, matchRoutes, type RouteObject } from 'react-router'
import { describe, expect, it } from 'vitest'
import { routeParams } from './params'
import { lazyAreas, routes } from './routes'
import { readsOf } from './routing'
import { withAreas } from '../test/routeTable'

/** The full path of the route with `id`, joined from the table's nested segments. */
function pathOf(table: RouteObject[], id: string, parent = ''): string | undefined {
  for (const route of table) {
    const full = route.path ? `${parent}/${route.path}` : parent
    if (route.id === id) return full
    const found = pathOf(route.children ?? [], id, full)
    if (found !== undefined) return found
  }
  return undefined
}

/** The full path of every route with a path in `table`, under `parent`. */
function pagePaths(table: RouteObject[], parent: string): string[] {
  return table.flatMap((route) => {
    const full = route.path ? `${parent}/${route.path}` : parent
    return [...(route.path ? [full] : []), ...pagePaths(route.children ?? [], full)]
  })
}

describe('lazy areas', () => {
  // the router asks for an area only on paths under the area's own: a page outside them would
  // be page-not-found in the browser, though its route is in the area
  it.each(lazyAreas.map((area) => [area.id, area] as const))(
    '%s: every page it adds lies under one of its paths',
    async (_, area) => {
      const layout = pathOf(routes, area.id)
      expect(layout, `no layout route with id "${area.id}"`).toBeDefined()
      const pages = pagePaths(await area.load(), layout!)
      expect(pages.length).toBeGreaterThan(0)
      const prefixes = [area.path].flat()
      expect(pages.filter((p) => !prefixes.some((prefix) => matchPath({ path: prefix, end: false }, p)))).toEqual([])
    },
  )
})

describe('first pages', () => {
  const search = new URLSearchParams('limit=10')
  // a first visit sends a first page's calls before the router has the area's routes: they must
  // be the very calls the route's loaders make once it has them, or the page would make both
  it.each(
    lazyAreas.flatMap((area) =>
      (area.firstPages ?? []).map((page) => [area.id, page[0]({ project: 'mine' } as never), area, page] as const),
    ),
  )('%s: %s is read as its route reads it', async (_, path, area, [, loader]) => {
    const table = await withAreas(routes, [area])
    const matches = matchRoutes(table, path) ?? []
    expect(matches.at(-1)?.pathname.replace(/\/$/, '')).toBe(path)
    const keysOf = (reads: { queryKey: readonly unknown[] }[]) => reads.map((q) => hashKey(q.queryKey))
    const byRoute = matches.flatMap((m) => readsOf(m.route.loader)?.(routeParams(m.params), search) ?? [])
    const byFirstPage = readsOf(loader)!(routeParams({ project: 'mine' }), search)
    expect(byRoute.length).toBeGreaterThan(0)
    expect(keysOf(byFirstPage)).toEqual(keysOf(byRoute))
  })
})
