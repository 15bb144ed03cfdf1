// Rows that come whole, in one answer or read here in full (a VPC's firewall rules, the
// routes a switch imported, a list sorted in the browser), shown a page at a time as the API's
// lists are: what a page draws stays the same however many rows there are (issue 16).
import { useSearchParams } from 'react-router'
import { PAGE_SIZE } from '~/api/client'
import { Pagination } from '~/ui/Pagination'
import { groupedCount } from '~/util/numbers'
import { pageParams, paramName, withPage } from './list'

/**
 * The page of `rows` the URL names (`?page=` a number from 1, `?limit=` as for the API's
 * lists, each under `pageKey` where a page shows more than one list), the props of the
 * Pagination that moves through them, and that Pagination (`pager`, named for the table
 * `label`) where it is needed: not for rows that fit the default page, unless the user has
 * chosen another size (then it stays, to choose again). The pager counts the rows as
 * `counted` ("Projects 51–100 of 120") where the table shows more than them.
 */
export function useLocalPages<T>(rows: T[], label: string, pageKey?: string, counted = 'Rows') {
  const [search, setSearch] = useSearchParams()
  const { limit } = pageParams(search, pageKey)
  const pages = Math.max(1, Math.ceil(rows.length / limit))
  const asked = Number(search.get(paramName(pageKey, 'page')))
  // past the end (rows deleted since, or a link from a longer list): the last page
  const page = Number.isInteger(asked) && asked > 1 ? Math.min(asked, pages) : 1
  const shown = rows.slice((page - 1) * limit, page * limit)
  const go = (n: number, size = limit) =>
    setSearch((prev) => withPage(prev, pageKey, n > 1 ? String(n) : undefined, size), { preventScrollReset: true })
  const first = (page - 1) * limit + 1
  const pagination = {
    label,
    pageSize: limit,
    hasPrev: page > 1,
    hasNext: page < pages,
    // the whole is known here, where an API's pages tell only whether there is another
    status: shown.length
      ? `${counted} ${groupedCount(first)}–${groupedCount(first + shown.length - 1)} of ${groupedCount(rows.length)}`
      : undefined,
    onPrev: () => go(page - 1),
    onNext: () => go(page + 1),
    onPageSize: (size: number) => go(1, size),
  }
  const paged = rows.length > limit || limit !== PAGE_SIZE
  return { shown, pagination, pager: paged ? <Pagination {...pagination} /> : null }
}
