// A list is declared once: the operation, its params from the route, and when to poll. The
// same declaration gives the route its loader and the table its query, so the two can never
// ask for different pages.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSearchParams, type LoaderFunctionArgs } from 'react-router'
import {
  afterCallsLeave,
  ALL_ITEMS,
  apiq,
  PAGE_SIZE,
  type ListItem,
  type ListOp,
  type OpParams,
  type OpResult,
} from '~/api/client'
import { useRouteParams, type RouteParams } from '~/params'
import { loadQueries, partsOf, reading, readsOf, type AnyQuery } from '~/routing'
import { splitModule, type SplitModule } from '~/ui/splitModule'
import type { StateKind } from '~/ui/StateBadge'
import type * as Views from './ViewedList'
import { formatDateTime } from '~/util/dates'

/** A list op's params without the page params, which come from the URL. */
export type ListParams<K extends ListOp> = Omit<NonNullable<OpParams<K>>, 'query'> & {
  query?: Omit<NonNullable<NonNullable<OpParams<K>> extends { query?: infer Q } ? Q : never>, 'limit' | 'pageToken'>
}

export type ListDef<K extends ListOp> = {
  operation: K
  /** what one item is called ("disk", "floating IP"): row labels, messages and counts say it */
  noun: string
  params: (p: RouteParams) => ListParams<K>
  /** keep asking while something on the page is on its way to another state */
  pollWhile?: (items: ListItem<K>[]) => boolean
  pollMs?: number
  /** names the list's page in the URL (`?<key>-page=`), for a page holding two lists */
  pageKey?: string
  /** the row's state, for lists of things with a life cycle: the list filters by it */
  state?: RowState<ListItem<K>>
  /** other queries the page cannot render without (a parent resource, choices) */
  needs?: (p: RouteParams) => AnyQuery[]
  /** the route's loader: the page the URL names, and whatever else the page reads */
  loader: ReturnType<typeof loadQueries>
}

/** A row's state (`of`) and which states there are (`kind`, the badge's palette). */
type RowState<T> = { kind: StateKind; of: (row: T) => string }

/** A sort by one column, `desc` for downwards. */
export type Sort = { column: string; desc: boolean }

type PageParams = { limit: number; pageToken?: string; sortBy?: string }

/** A list's query-string name: `name`, or `<key>-name` for a list with a page key. */
export const paramName = (key: string | undefined, name: string) => (key ? `${key}-${name}` : name)

/** Whether the URL asks for a sort or a filter: their code then loads (./ViewedList). */
export const hasView = (search: URLSearchParams, key?: string) =>
  ['sort', 'q', 'state'].some((name) => search.has(paramName(key, name)))

/** The views' code (./ViewedList); every list's loader starts it, with the page's calls. */
export const views: SplitModule<typeof Views> = splitModule(() => import('./ViewedList'))

const readLimit = (raw: string | null) => {
  const n = Number(raw)
  return Number.isInteger(n) && n > 0 && n <= ALL_ITEMS ? n : PAGE_SIZE
}

/** The page the URL names: `?limit=` (50 unless set) and `?page=` (a page token). */
export const pageParams = (search: URLSearchParams, key?: string): PageParams => ({
  limit: readLimit(search.get(paramName(key, 'limit'))),
  pageToken: search.get(paramName(key, 'page')) ?? undefined,
})

/** The URL naming a list's page (`page`: a token, or a number; none for the first) and its size. */
export function withPage(prev: URLSearchParams, key: string | undefined, page: string | undefined, limit: number) {
  const next = new URLSearchParams(prev)
  if (page) next.set(paramName(key, 'page'), page)
  else next.delete(paramName(key, 'page'))
  if (limit === PAGE_SIZE) next.delete(paramName(key, 'limit'))
  else next.set(paramName(key, 'limit'), String(limit))
  return next
}

/** A page of the list, in the order a view asks the API for, else in the list's own (`params`'). */
export const pageQuery = <K extends ListOp>(operation: K, params: ListParams<K>, { sortBy, ...page }: PageParams) =>
  apiq(operation, { ...params, query: { ...params.query, ...page, ...(sortBy && { sortBy }) } } as OpParams<K>)

/** A list's `params`: left out for an operation that needs none (the fleet's silos). */
type ParamsOf<K extends ListOp> =
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- "every param optional"
  {} extends ListParams<K> ? { params?: ListDef<K>['params'] } : { params: ListDef<K>['params'] }

export function defineList<K extends ListOp>(
  def: Omit<ListDef<K>, 'loader' | 'params'> &
    ParamsOf<K> & {
      /**
       * queries that only make rows nicer (names for ids): started with the list's call, not
       * waited for, and their failure does not fail the page
       */
      wants?: (p: RouteParams) => AnyQuery[]
    },
): ListDef<K> {
  const { wants, ...rest } = def
  const list = { ...rest, params: (def.params ?? (() => ({}))) as ListDef<K>['params'] }
  const plain = loadQueries(
    (p, search) => [
      pageQuery(def.operation, list.params(p), pageParams(search, def.pageKey)),
      ...(def.needs?.(p) ?? []),
    ],
    wants,
  )
  // a sorted or filtered view reads what it shows (the whole list, perhaps) in code of its own
  const loader = reading(
    async (args: LoaderFunctionArgs) => {
      if (hasView(new URL(args.request.url).searchParams, def.pageKey))
        return (await views.load()).loadView(list, wants)(args)
      // the tools above the page, and the rows of a list with bulk actions, come from that code:
      // fetched while the page's calls are out, not after their answers
      views.load().catch(() => {}) // the list itself says so if the code cannot be had
      warmFormats()
      return plain(args)
    },
    (p, search) => (hasView(search, def.pageKey) ? [] : readsOf(plain)!(p, search)),
  )
  const defined = { ...list, loader }
  listsOfLoaders.set(loader, defined as ListDef<ListOp>)
  return defined
}

const listsOfLoaders = new WeakMap<object, ListDef<ListOp>>()

/**
 * The lists a route's `loader` reads on `search` (`defineList`'s, and those of the loaders it
 * runs: `loadTogether`'s, `loadCredentials`', the tab's of `loadTab`): the page's head sends their
 * views' calls (~/firstCalls).
 */
export function listsOfLoader(loader: unknown, search: URLSearchParams): ListDef<ListOp>[] {
  const list = typeof loader === 'function' && listsOfLoaders.get(loader)
  return list ? [list] : (partsOf(loader, search)?.flatMap((part) => listsOfLoader(part, search)) ?? [])
}

let formatsWarm = false

/**
 * A list's first date costs 5-15 ms more than the next (the platform loads its locale data
 * then): made once while the first list's calls are out, not as its rows render. Not before
 * they leave: the in-browser mock holds them while it starts, on this same thread.
 */
function warmFormats() {
  if (formatsWarm) return
  formatsWarm = true
  afterCallsLeave(() => formatDateTime(new Date()))
}

/**
 * One page of a declared list, for the current route. The page lives in the URL, so it can
 * be shared and reloaded; the previous page stays on screen while the next one loads.
 */
export function useList<K extends ListOp>(list: ListDef<K>, sortBy?: string, enabled = true) {
  const routeParams = useRouteParams()
  const [search, setSearch] = useSearchParams()
  const page = { ...pageParams(search, list.pageKey), sortBy }
  // tokens of the pages before this one; lost on reload, where "previous" starts over
  const [history, setHistory] = useState<(string | undefined)[]>([])

  const { pollWhile, pollMs = 1000 } = list
  const query = useQuery({
    ...pageQuery(list.operation, list.params(routeParams), page),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval: pollWhile
      ? (q) => (pollWhile(itemsOf<K>(q.state.data as OpResult<K> | undefined)) ? pollMs : false)
      : undefined,
  })
  const data = query.data as OpResult<K> | undefined
  const items = itemsOf<K>(data)
  const nextPage = (data as { nextPage?: string | null } | undefined)?.nextPage ?? null

  const go = (token: string | undefined, limit = page.limit) =>
    setSearch((prev) => withPage(prev, list.pageKey, token, limit), { preventScrollReset: true })

  const first = history.length * page.limit + 1
  return {
    query,
    items,
    /** the next page's query, for the views' module to ask for ahead (./nextPage.ts) */
    next:
      nextPage && enabled
        ? pageQuery(list.operation, list.params(routeParams), { ...page, pageToken: nextPage })
        : null,
    pagination: {
      pageSize: page.limit,
      hasPrev: page.pageToken !== undefined,
      hasNext: !!nextPage,
      status: items.length ? `Rows ${first}–${first + items.length - 1}` : undefined,
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
