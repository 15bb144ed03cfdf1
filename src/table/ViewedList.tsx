// A list shown sorted or filtered, as the URL asks (`?sort=`, `?q=`, `?state=`): loaded only
// once a user sorts or filters, so the first page of every list stays as light as it was.
// Sorted by name (or id), the API sorts and pages; anything else reads the whole list (up
// to WHOLE_LIST_LIMIT) and sorts, filters and pages it here.
import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { ColumnDef } from '@tanstack/react-table'
import { useSearchParams, type LoaderFunctionArgs } from 'react-router'
import { ALL_ITEMS, queryClient, type ListItem, type ListOp, type OpParams } from '~/api/client'
import { apiqAll } from '~/api/queries'
import { routeParams, useRouteParams, type RouteParams } from '~/params'
import { loadQueries, type AnyQuery } from '~/routing'
import { Button } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import { Pagination } from '~/ui/Pagination'
import { pageParams, pageQuery, paramName, useList, type ListDef, type Sort } from './list'
import { applyView, fieldsOf, fitsInBrowser, nextSort, WHOLE_LIST_LIMIT, writeView, type View } from './view'
import { ListTools } from './ListTools'
import { SelectableTable, type SelectableProps } from './bulk/SelectableTable'
import { readingOf, useReadSoFar, wholeListQuery } from './wholeList'
import { useLocalPages } from './localPages'
import { keepFewLeftPages } from './leftPages'
import { usePrefetchedNextPage } from './nextPage'
import { groupedCount } from '~/util/numbers'

// every list loads this module with its first page (./list `views`), before any paging: from
// then on, the pages the user leaves are kept only a few at a time
keepFewLeftPages(queryClient)

/**
 * The loader of a list whose URL holds a view: what the view shows, read before it renders.
 * A view of the whole list waits for its first 1,000 only: a list of more shows at once, saying
 * how far the read of the rest has got (11 round trips for 10,000 items), and one of no more is
 * whole already.
 */
export function loadView<K extends ListOp>(list: Omit<ListDef<K>, 'loader'>, wants?: (p: RouteParams) => AnyQuery[]) {
  const whole = (p: RouteParams) => wholeListQuery(list as ListDef<K>, p)
  const first = (p: RouteParams) => apiqAll(list.operation, list.params(p) as NonNullable<OpParams<K>>)
  const load = loadQueries((p, search) => {
    const reading = readingOf(list as ListDef<K>, search)
    const read =
      reading.kind === 'pages'
        ? pageQuery(list.operation, list.params(p), { ...pageParams(search, list.pageKey), sortBy: reading.sortBy })
        : queryClient.getQueryData(whole(p).queryKey)
          ? whole(p)
          : first(p)
    return [read, ...(list.needs?.(p) ?? [])]
  }, wants)
  return async (args: LoaderFunctionArgs) => {
    await load(args)
    if (readingOf(list as ListDef<K>, new URL(args.request.url).searchParams).kind === 'pages') return null
    const p = routeParams(args.params)
    const rest = queryClient.ensureQueryData(whole(p))
    const firstPage = queryClient.getQueryData<{ nextPage?: string | null }>(first(p).queryKey)
    if (firstPage?.nextPage)
      rest.catch(() => {}) // the table says so, with Try again
    else await rest
    return null
  }
}

type ViewedProps<K extends ListOp> = {
  list: ListDef<K>
  label: string
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<ListItem<K>, any>[]
  getRowId: (row: ListItem<K>) => string
  bulk?: SelectableProps<K>['bulk']
  refusal?: string
  rowName: (row: ListItem<K>) => string
  /** a header's click, given the sort shown */
  onSort: (column: string, current?: Sort) => void
}

/**
 * What ListPage loads lazily, in one module: the tools above a list (`part="tools"`), and the
 * list as its view in the URL has it (`part="list"`), in place of the page the API answered.
 */
export function ListViews<K extends ListOp>({
  part,
  rows,
  busy,
  next = null,
  ...props
}: Omit<ViewedProps<K>, 'onSort'> & {
  part: 'tools' | 'list' | 'rows'
  rows?: ListItem<K>[]
  busy?: boolean
  /** the next page of the list as the API answers it (ListPage's), asked for ahead */
  next?: AnyQuery | null
}) {
  const [, setSearch] = useSearchParams()
  const { list } = props
  usePrefetchedNextPage(next)
  if (part === 'tools') return <ListTools list={list} label={props.label} columns={props.columns} />
  const onSort = (column: string, current?: Sort) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        const sort = nextSort(current, column)
        const name = paramName(list.pageKey, 'sort')
        if (sort) next.set(name, `${sort.desc ? '-' : ''}${column}`)
        else next.delete(name)
        next.delete(paramName(list.pageKey, 'page'))
        return next
      },
      { preventScrollReset: true },
    )
  // the page as the API answers it, with row selection (a list with bulk actions)
  if (part === 'rows') return <SelectableTable {...props} rows={rows!} busy={busy} onSort={(c) => onSort(c)} />
  return <ViewedList {...props} onSort={onSort} />
}

function ViewedList<K extends ListOp>(props: ViewedProps<K>) {
  const [search] = useSearchParams()
  const fields = fieldsOf(props.columns)
  const reading = readingOf(
    props.list,
    search,
    fields.map((f) => f.id),
  )
  if (reading.kind === 'whole') return <WholeList {...props} view={reading.view} />
  // keyed: the pages seen before belong to the other order
  return <ApiPages key={reading.sortBy} {...props} sortBy={reading.sortBy} sort={reading.view.sort} />
}

/** Pages as the API answers them, in its order for `sortBy`. */
function ApiPages<K extends ListOp>({ onSort, sortBy, sort, ...props }: PagesProps<K>) {
  const { items, query, pagination, next } = useList(props.list, sortBy)
  usePrefetchedNextPage(next)
  return (
    <>
      <SelectableTable
        {...props}
        rows={items}
        busy={query.isPlaceholderData}
        sort={sort}
        onSort={(c) => onSort(c, sort)}
      />
      <Pagination {...pagination} label={props.label} />
    </>
  )
}
type PagesProps<K extends ListOp> = ViewedProps<K> & { sortBy?: string; sort?: Sort }

/** The whole list, sorted, filtered and paged here; the page is a number in the URL. */
function WholeList<K extends ListOp>(props: ViewedProps<K> & { view: View }) {
  const { list, columns, onSort, view } = props
  const p = useRouteParams()
  const [, setSearch] = useSearchParams()
  const { pollWhile, pollMs = 1000 } = list
  const query = wholeListQuery(list, p)
  const read = useReadSoFar(query)
  const whole = useQuery({ ...query, placeholderData: keepPreviousData })
  const all = whole.data && fitsInBrowser(whole.data) ? (whole.data.items as ListItem<K>[]) : []
  const rows = applyView(all, view, fieldsOf(columns), list.state?.of)

  const { shown, pagination } = useLocalPages(rows, props.label, list.pageKey)
  // while a row on screen is on its way to another state, the whole list is read again (no
  // call answers for a few of its items), as often as the API's lists' pages are, times its
  // pages of 1,000: 10,000 items every 10 s, not 11 calls a second; a change elsewhere in it
  // shows at the next read, as a change on another of the API's pages does
  useQuery({
    ...query,
    refetchInterval: pollWhile?.(shown) ? pollMs * Math.max(1, Math.ceil(all.length / ALL_ITEMS)) : false,
    notifyOnChangeProps: [],
  })

  if (whole.isError) throw whole.error
  if (!whole.data) return <ReadingWholeList read={read} />
  if (!fitsInBrowser(whole.data)) {
    return (
      <>
        <p role="note" className="mb-3 rounded-md border border-line bg-surface px-3 py-2 text-ink-muted">
          This list holds more than {WHOLE_LIST_LIMIT.toLocaleString('en-US')} items, too many to sort or filter in the
          browser: it is shown unfiltered, in the API&apos;s order.
        </p>
        <ApiPages {...props} />
      </>
    )
  }
  if (rows.length === 0) {
    const clear = () => setSearch((prev) => writeView(prev, list.pageKey, { ...view, text: '', state: '' }))
    return (
      <EmptyState
        title="No matches"
        body={`No ${list.noun} in this list matches the filter.`}
        action={
          <Button variant="secondary" onClick={clear}>
            Clear filters
          </Button>
        }
      />
    )
  }

  return (
    <>
      <SelectableTable
        {...props}
        rows={shown}
        busy={whole.isFetching && whole.isPlaceholderData}
        sort={view.sort}
        onSort={(c) => onSort(c, view.sort)}
      />
      <Pagination {...pagination} />
    </>
  )
}

/** A view's whole list on its way: it is sorted and filtered once all of it is in. */
const ReadingWholeList = ({ read }: { read: number }) => (
  <p role="status">
    Reading the whole list to sort and filter it…{read > 0 && ` ${groupedCount(read)} items read so far.`}
  </p>
)
