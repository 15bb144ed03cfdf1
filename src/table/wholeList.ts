// Reading a list for a view: a page at a time as the API answers (sorted by it where it can),
// or the whole list, up to WHOLE_LIST_LIMIT, to sort and filter here. The loader, the table
// and the export all decide the same way, through `readingOf`.
import { hashKey, queryOptions, type QueryKey } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'
import { queryClient, type ListItem, type ListOp, type OpParams } from '~/api/client'
import { readEveryPage } from '~/api/everyPage'
import type { RouteParams } from '~/params'
import { knownStates } from '~/ui/StateBadge'
import { takesSortBy } from './apiSort'
import type { ListDef } from './list'
import { applyView, fitsInBrowser, readingFor, readView, WHOLE_LIST_LIMIT, type Field } from './view'

/** The states a list can filter by: those its rows' badges know. */
export const statesOf = <K extends ListOp>(list: ListDef<K>) => (list.state ? knownStates(list.state.kind) : [])

/** The list's view in the URL, and how to read it. `columns`: the sortable ones (any, unknown). */
export function readingOf<K extends ListOp>(list: ListDef<K>, search: URLSearchParams, columns?: string[]) {
  const view = readView(search, list.pageKey, { columns, states: statesOf(list) })
  return { view, ...readingFor(view, takesSortBy(list.operation)) }
}

/**
 * The whole list, as far as WHOLE_LIST_LIMIT (one page past it, to know it is past). Its
 * first read goes on from the first 1,000 its view's loader read a moment ago; a later one
 * (a refresh, a poll) reads it all anew. How many items are in so far: `useReadSoFar`.
 */
export const wholeListQuery = <K extends ListOp>(list: ListDef<K>, p: RouteParams) => {
  const params = list.params(p) as NonNullable<OpParams<K>>
  const queryKey = [list.operation, params, 'whole-list'] as const
  return queryOptions({
    queryKey,
    queryFn: async ({ signal }) => {
      const hash = hashKey(queryKey)
      const tell = (read: number) => (readSoFar.set(hash, read), readers.forEach((reader) => reader()))
      try {
        return await readEveryPage(list.operation, params, {
          fromFirstPage: !queryClient.getQueryData(queryKey),
          atMost: WHOLE_LIST_LIMIT,
          signal,
          onProgress: tell,
        })
      } finally {
        readSoFar.delete(hash)
      }
    },
  })
}

/** How many items of each whole list on its way are in, by its query's hash. */
const readSoFar = new Map<string, number>()
const readers = new Set<() => void>()
const listen = (reader: () => void) => (readers.add(reader), () => void readers.delete(reader))

/** How many items of the whole list `query` reads are in so far (0 once read, or before). */
export const useReadSoFar = (query: { queryKey: QueryKey }) =>
  useSyncExternalStore(listen, () => readSoFar.get(hashKey(query.queryKey)) ?? 0)

/** `params` asking the API for its order (`sortBy`), when it has one for the view. */
const sortedBy = <K extends ListOp>(params: NonNullable<OpParams<K>>, sortBy?: string) =>
  (sortBy ? { ...params, query: { ...(params as { query?: object }).query, sortBy } } : params) as NonNullable<
    OpParams<K>
  >

type ExportRead = {
  signal: AbortSignal
  onProgress: (read: number) => void
  /** the whole list, when the table has read it already */
  cached?: { items: unknown[]; complete: boolean }
}

/**
 * Every row of the view, all pages, in its order: what an export writes. A list too large
 * to sort or filter here is written whole in the API's order, as the table shows it.
 */
export async function rowsOfView<K extends ListOp>(
  list: ListDef<K>,
  p: RouteParams,
  search: URLSearchParams,
  fields: Field<ListItem<K>>[],
  { signal, onProgress, cached }: ExportRead,
): Promise<ListItem<K>[]> {
  const reading = readingOf(
    list,
    search,
    fields.map((f) => f.id),
  )
  const params = list.params(p) as NonNullable<OpParams<K>>
  const everything = (sortBy?: string) =>
    readEveryPage(list.operation, sortedBy(params, sortBy), { signal, onProgress }).then((r) => r.items)
  if (reading.kind === 'pages') return everything(reading.sortBy)
  const whole =
    cached ?? (await readEveryPage(list.operation, params, { atMost: WHOLE_LIST_LIMIT, signal, onProgress }))
  if (!fitsInBrowser(whole)) return everything()
  return applyView(whole.items as ListItem<K>[], reading.view, fields, list.state?.of)
}
