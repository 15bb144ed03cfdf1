import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams, type RouteParams } from '~/params'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'

/** Where an edit form was opened from: a resource's own page passes its path (and search) along. */
export type EditOrigin = { returnTo?: string } | null

/**
 * How an edit form leaves. Opened from the resource's own page (`state: { returnTo }`), it goes
 * back there, under the resource's name as saved and on the same tab; opened over the list, it
 * closes to the list's page.
 */
export function useLeaveEdit<R>(listPath: string, pageOf: (resource: R) => string, current: R) {
  const navigate = useNavigate()
  const closeToList = useCloseTo(listPath)
  const returnTo = (useLocation().state as EditOrigin)?.returnTo
  return (saved: R = current) => {
    const page = pageOf(current)
    const rest = returnTo?.startsWith(page) ? returnTo.slice(page.length) : undefined
    if (rest === undefined || !(rest === '' || rest.startsWith('/') || rest.startsWith('?'))) return closeToList()
    navigate(pageOf(saved) + rest)
  }
}

/**
 * An edit form's route over its resource's list: `query` names the resource from the route's
 * params, `listPath` and `pageOf` are where leaving goes (see useLeaveEdit). `.loader` is the
 * route's loader; `.use()`, the form's hook, gives the resource and how the form leaves.
 */
export function editOverList<R, K extends QueryKey>(
  query: (p: RouteParams) => UseQueryOptions<R, Error, R, K>,
  listPath: (p: RouteParams) => string,
  pageOf: (resource: R, p: RouteParams) => string,
) {
  return {
    loader: loadQueries((p) => [query(p)]),
    use() {
      const p = useRouteParams()
      const { data } = usePrefetchedQuery(query(p))
      return { data, leave: useLeaveEdit(listPath(p), (r: R) => pageOf(r, p), data) }
    },
  }
}
