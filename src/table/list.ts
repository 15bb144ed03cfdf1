// A list is declared once: the operation, its params from the route, and when to poll. The
// same declaration gives the route its loader and the table its query, so the two can never
// ask for different pages.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams } from 'react-router'
import { ALL_ITEMS, apiq, PAGE_SIZE, type ListItem, type ListOp, type OpParams, type OpResult } from '~/api/client'
import { useRouteParams, type RouteParams } from '~/params'
import { loadQueries, type AnyQuery } from '~/routing'

/** A list op's params without the page params, which come from the URL. */
export type ListParams<K extends ListOp> = Omit<NonNullable<OpParams<K>>, 'query'> & {
  query?: Omit<NonNullable<NonNullable<OpParams<K>> extends { query?: infer Q } ? Q : never>, 'limit' | 'pageToken'>
}

export type ListDef<K extends ListOp> = {
  operation: K
  params: (p: RouteParams) => ListParams<K>
  /** keep asking while something on the page is on its way to another state */
  pollWhile?: (items: ListItem<K>[]) => boolean
  pollMs?: number
  /** names the list's page in the URL (`?<key>-page=`), for a page holding two lists */
  pageKey?: string
  /** the route's loader: the page the URL names, and whatever else the page reads */
  loader: ReturnType<typeof loadQueries>
}

type PageParams = { limit: number; pageToken?: string }

const readLimit = (raw: string | null) => {
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 && n <= ALL_ITEMS ? n : PAGE_SIZE
}

/** The query-string names of a list's page: `page` and `limit`, or `<key>-page` and `<key>-limit`. */
const searchNames = (key?: string) =>
  key ? { page: `${key}-page`, limit: `${key}-limit` } : { page: 'page', limit: 'limit' }

/** The page the URL names: `?limit=` (50 unless set) and `?page=` (a page token). */
const pageParams = (search: URLSearchParams, key?: string): PageParams => {
  const names = searchNames(key)
  return { limit: readLimit(search.get(names.limit)), pageToken: search.get(names.page) ?? undefined }
}

const pageQuery = <K extends ListOp>(operation: K, params: ListParams<K>, page: PageParams) =>
  apiq(operation, { ...params, query: { ...params.query, ...page } } as OpParams<K>)

export function defineList<K extends ListOp>(def: {
  operation: K
  params: (p: RouteParams) => ListParams<K>
  pollWhile?: (items: ListItem<K>[]) => boolean
  pollMs?: number
  /** names the list's page in the URL (`?<key>-page=`), for a page holding two lists */
  pageKey?: string
  /** other queries the page cannot render without (a parent resource, choices) */
  needs?: (p: RouteParams) => AnyQuery[]
  /** queries that only make rows nicer (names for ids); their failure does not fail the page */
  wants?: (p: RouteParams) => AnyQuery[]
}): ListDef<K> {
  const { needs, wants, ...rest } = def
  return {
    ...rest,
    loader: loadQueries(
      (p, search) => [pageQuery(def.operation, def.params(p), pageParams(search, def.pageKey)), ...(needs?.(p) ?? [])],
      wants,
    ),
  }
}

/**
 * One page of a declared list, for the current route. The page lives in the URL, so it can
 * be shared and reloaded; the previous page stays on screen while the next one loads.
 */
export function useList<K extends ListOp>(list: ListDef<K>) {
  const routeParams = useRouteParams()
  const [search, setSearch] = useSearchParams()
  const page = pageParams(search, list.pageKey)
  const names = searchNames(list.pageKey)
  // tokens of the pages before this one; lost on reload, where "previous" starts over
  const [history, setHistory] = useState<(string | undefined)[]>([])

  const { pollWhile, pollMs = 1000 } = list
  const query = useQuery({
    ...pageQuery(list.operation, list.params(routeParams), page),
    placeholderData: keepPreviousData,
    refetchInterval: pollWhile
      ? (q) => (pollWhile(itemsOf<K>(q.state.data as OpResult<K> | undefined)) ? pollMs : false)
      : undefined,
  })
  const data = query.data as OpResult<K> | undefined
  const items = itemsOf<K>(data)
  const nextPage = (data as { nextPage?: string | null } | undefined)?.nextPage ?? null

  const go = (token: string | undefined, limit = page.limit) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        if (token) next.set(names.page, token)
        else next.delete(names.page)
        if (limit === PAGE_SIZE) next.delete(names.limit)
        else next.set(names.limit, String(limit))
        return next
      },
      { preventScrollReset: true },
    )

  const first = history.length * page.limit + 1
  return {
    query,
    items,
    pagination: {
      pageSize: page.limit,
      hasPrev: page.pageToken !== undefined,
      hasNext: !!nextPage,
      range: [items.length ? first : 0, first + items.length - 1] as [number, number],
      onNext: () => {
        if (!nextPage) return
        setHistory((h) => [...h, page.pageToken])
        go(nextPage)
      },
      onPrev: () => {
        setHistory((h) => h.slice(0, -1))
        go(history.at(-1))
      },
      onPageSize: (size: number) => {
        setHistory([])
        go(undefined, size)
      },
    },
  }
}

const itemsOf = <K extends ListOp>(data: OpResult<K> | undefined) =>
  ((data as { items?: ListItem<K>[] } | undefined)?.items ?? []) as ListItem<K>[]
