// Reading a list for a view: a page at a time as the API answers (sorted by it where it can),
// or the whole list, up to WHOLE_LIST_LIMIT, to sort and filter here. The loader, the table
// and the export all decide the same way, through `readingOf`.
import { queryOptions } from '@tanstack/react-query'
import type { ListItem, ListOp, OpParams } from '~/api/client'
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

/** The whole list, as far as WHOLE_LIST_LIMIT (one page past it, to know it is past). */
export const wholeListQuery = <K extends ListOp>(list: ListDef<K>, p: RouteParams) => {
  const params = list.params(p) as NonNullable<OpParams<K>>
  return queryOptions({
    queryKey: [list.operation, params, 'whole-list'] as const,
    queryFn: ({ signal }) => readEveryPage(list.operation, params, { atMost: WHOLE_LIST_LIMIT, signal }),
  })
}

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
