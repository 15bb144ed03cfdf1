// A list offered whole to choose from or to name by, as far as it is read. Apart from
// ./everyPage, which every list page loads (a view sorted or filtered here reads through it):
// only the pages that offer a whole list load this (the instance list's first load 156 B lighter).
import { useQuery } from '@tanstack/react-query'
import type { ListOp, OpParams } from './client'
import { apiqEveryPage, type FirstPage } from './everyPage'
import { apiqAll } from './queries'

/**
 * A list offered whole (a picker's choices, a table of every project) as far as it is read:
 * its first page, which the page's loader reads so as to show at once, and every item once the
 * rest is read (on from that page). `rest`: whether items past the first page are in, still
 * being read, or could not be read (`retry` reads them again); `error`: why there is nothing to
 * show, when not even the first page could be read.
 */
export function useWholeList<K extends ListOp>(operation: K, params: NonNullable<OpParams<K>>) {
  const all = useQuery(apiqEveryPage(operation, params))
  const page = useQuery({ ...apiqAll(operation, params), staleTime: Infinity, enabled: !all.data })
  const first = page.data as FirstPage<K> | undefined
  const whole = all.data !== undefined || (first !== undefined && !first.nextPage)
  const rest: WholeListRest = whole ? 'read' : all.isError ? 'failed' : 'reading'
  return {
    items: ((all.data ?? first) as FirstPage<K> | undefined)?.items,
    more: Boolean(first?.nextPage),
    rest,
    retry: () => void (all.isError && all.refetch()),
    error: all.data || first ? null : (all.error ?? page.error),
  }
}

export type WholeListRest = 'read' | 'reading' | 'failed'
