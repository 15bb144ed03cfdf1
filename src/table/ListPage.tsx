// The one list of the console: a page of a declared list as a table, its row actions, its
// empty state and its pagination. A list page is a declaration of these.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import { Suspense, type ReactNode } from 'react'
import { Link, Outlet, useNavigate, useSearchParams } from 'react-router'
import type { ListItem, ListOp } from '~/api/client'
import { Button, buttonClass } from '~/ui/Button'
import { openDialog } from '~/ui/DialogHost'
import { EmptyState } from '~/ui/EmptyState'
import { deleteItem, guardedItem, type MenuItem } from '~/ui/Menu'
import type { DocsTopic } from '~/ui/DocsLink'
import { Intro, PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import { Table, useTable } from '~/ui/Table'
import { actionsColumn } from './columns'
import { hasView, paramName, useList, views, type ListDef } from './list'
import { useOverList } from './overList'
import type { BulkAction } from './bulk'
import { lazyPart } from '~/ui/splitModule'

// The sorted or filtered table, the bar of tools above a list and the rows of a list with bulk
// actions: code of their own, which the list's loader starts with its calls, so that the page
// renders whole with its data (lazyPart). Code the list cannot show without: when it does not
// arrive, the page's error screen says so, with its Try again.
const ListViews = lazyPart(views, 'ListViews', 'essential')

type Row = { id: string; name?: string }

type Create = { label: string } & ({ to: string } | { dialog: (close: () => void) => ReactNode })

export type ListProps<K extends ListOp> = {
  list: ListDef<K>
  /** the table's accessible name, e.g. "Disks" (a list page's title by default) */
  label: string
  // column helpers type each column by its value; the table needs only the row type
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<ListItem<K>, any>[]
  /** the row's menu; every item disabled with its reason where it does not apply */
  actions?: (row: ListItem<K>) => MenuItem[]
  /** the row's edit form, opened over the list like `create`'s: an "Edit" item heads the row's menu */
  edit?: (row: ListItem<K>) => string
  /** deletes the row (asking first): a "Delete" item ends the row's menu */
  remove?: (row: ListItem<K>) => void
  /** shown instead of the table when the list has nothing, with `create` */
  empty: { title: string; body: ReactNode }
  /** the form that makes a new one: a route opened over the list (`to`), or a dialog */
  create?: Create
  /**
   * why the user's role does not let them change what the list holds: the create control, the
   * row actions (but those minding their own role, `ownRole`) and the bulk actions stay in
   * place, disabled with this reason
   */
  refusal?: string
  /**
   * What a row is called in its actions' label, for rows without a `name` (a sled goes by
   * its serial); it also keys rows that have no `id` either. The `name`, else the `id`, by default.
   */
  rowName?: (row: ListItem<K>) => string
  /** actions on the selected rows of the page; the list gets row selection with them */
  bulk?: BulkAction<ListItem<K>>[]
}

// Shown only to a user whose role refuses the list's changes, so not part of the first load.
// Without its code the button still stands, unavailable, its reason in its title: the page
// keeps its shape, and the notice asks for a reload.
const GuardedButton = lazyPart(
  () => import('~/ui/GuardedButton'),
  'GuardedButton',
  (p) => (
    <Button variant={p.variant} aria-disabled title={p.reason}>
      {p.children}
    </Button>
  ),
)

function CreateLink({
  label,
  variant,
  refusal,
  ...form
}: Create & {
  variant: 'primary' | 'secondary'
  refusal?: string
}) {
  const over = useOverList()
  if (refusal)
    return (
      <Suspense fallback={null}>
        <GuardedButton variant={variant} reason={refusal} onClick={() => {}}>
          {label}
        </GuardedButton>
      </Suspense>
    )
  if ('dialog' in form)
    return (
      <Button variant={variant} onClick={() => openDialog(form.dialog)}>
        {label}
      </Button>
    )
  return (
    <Link to={over(form.to)} className={buttonClass(variant)}>
      {label}
    </Link>
  )
}

/** A page of the list, or its empty state; the previous page stays (dimmed) while the next loads. */
export function ResourceList<K extends ListOp>({
  list,
  label,
  columns,
  actions,
  edit,
  remove,
  empty,
  create,
  refusal,
  rowName = (r) => (r as Row).name ?? (r as Row).id,
  bulk,
}: ListProps<K>) {
  const [search, setSearch] = useSearchParams()
  const navigate = useNavigate()
  const over = useOverList()
  const viewed = hasView(search, list.pageKey)
  const { items, query, pagination, next } = useList(list, undefined, !viewed)
  const col = createColumnHelper<ListItem<K>>()
  const menu = (row: ListItem<K>): MenuItem[] => [
    ...(edit ? [{ label: 'Edit', onSelect: () => navigate(over(edit(row))) }] : []),
    ...(actions?.(row) ?? []),
    ...(remove ? [deleteItem(() => remove(row))] : []),
  ]
  const allowed = (row: ListItem<K>) => menu(row).map((item) => guardedItem(refusal, item))
  const all =
    actions || edit || remove
      ? [...columns, actionsColumn(col, (r) => `Actions for ${list.noun} ${rowName(r)}`, allowed)]
      : columns
  const getRowId = (r: ListItem<K>) => (r as Partial<Row>).id ?? rowName(r)
  const table = useTable({ data: items, columns: all, getRowId })
  // the first click on a header sorts up; the sorted list (ListViews) takes it from there
  const sortUp = (column: string) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev)
        next.set(paramName(list.pageKey, 'sort'), column)
        next.delete(paramName(list.pageKey, 'page'))
        return next
      },
      { preventScrollReset: true },
    )

  if (!viewed && query.isSuccess && items.length === 0 && !pagination.hasPrev) {
    const action = create && <CreateLink {...create} variant="secondary" refusal={refusal} />
    return <EmptyState title={empty.title} body={empty.body} action={action} />
  }
  const plain = <Table table={table} label={label} busy={query.isPlaceholderData} onSort={sortUp} />
  // the page as the API answers it shows at once; the tools above it follow
  const views = { list, label, columns: all, getRowId, bulk, refusal, rowName }
  const page = (
    <>
      {bulk ? (
        // no plain table meanwhile: one swapped for another under the user would lose an open menu
        <Suspense>
          <ListViews part="rows" {...views} rows={items} busy={query.isPlaceholderData} />
        </Suspense>
      ) : (
        plain
      )}
      <Pagination {...pagination} label={label} />
    </>
  )
  return (
    <>
      <Suspense fallback={<div className="mb-3 h-8" />}>
        <ListViews part="tools" {...views} next={next} />
      </Suspense>
      {viewed ? (
        <Suspense>
          <ListViews part="list" {...views} />
        </Suspense>
      ) : (
        page
      )}
    </>
  )
}

type PageProps<K extends ListOp> = Omit<ListProps<K>, 'label'> & {
  title: string
  /** the table's accessible name where it is not the title */
  label?: string
  /** a sentence on what the list holds */
  intro: ReactNode
  /** the guide linked after the intro */
  docs?: DocsTopic
  /**
   * `page`: the list is the page, under its own heading. `tab`: the list is one tab of a
   * resource's page (a VPC's subnets), whose heading is the resource's.
   */
  layout?: 'page' | 'tab'
  /** modals the page opens itself, outside the route table */
  children?: ReactNode
  /**
   * Where the forms over the list render; off for all but one list of a page holding two,
   * whose page renders the outlet once itself.
   */
  outlet?: boolean
}

/** A list page: heading, create button, the list, and the forms that open over it. */
export function ListPage<K extends ListOp>({
  title,
  intro,
  docs,
  layout = 'page',
  children,
  outlet = true,
  label = title,
  ...list
}: PageProps<K>) {
  const create = list.create && <CreateLink {...list.create} variant="primary" refusal={list.refusal} />
  return (
    <>
      {layout === 'page' ? (
        <PageHeader title={title} description={intro} docs={docs} actions={create} />
      ) : (
        <div className="mb-4 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 className="text-lg font-semibold">{title}</h2>
            <p className="mt-1 text-ink-muted">
              <Intro text={intro} docs={docs} />
            </p>
          </div>
          {create}
        </div>
      )}
      <ResourceList {...list} label={label} />
      {children}
      {outlet && <Outlet />}
    </>
  )
}
