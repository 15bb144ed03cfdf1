// One item's details opening over its list (a certificate, an SSH key, a trust root): the
// route loads the item's query, the page reads it and closes back to the list's page. Its own
// module: only lazily loaded pages use it.
import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams, type RouteParams } from '~/params'
import { loadQueries } from '~/routing'
import { useCloseTo } from './overList'

/**
 * `query` names the item from the route's params; `listPath` is where closing goes back to
 * (keeping the list's `?page=`). `.loader` is the route's loader, `.use()` the page's hook.
 */
export function itemOverList<T, K extends QueryKey>(
  query: (p: RouteParams) => UseQueryOptions<T, Error, T, K>,
  listPath: (p: RouteParams) => string,
) {
  return {
    loader: loadQueries((p) => [query(p)]),
    use() {
      const p = useRouteParams()
      return { data: usePrefetchedQuery(query(p)).data, close: useCloseTo(listPath(p)), p }
    },
  }
}
