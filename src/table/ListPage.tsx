// The one list of the console: a page of a declared list as a table, its row actions, its
// empty state and its pagination. A list page is a declaration of these.
import { createColumnHelper, type ColumnDef } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import { Link, Outlet } from 'react-router'
import type { ListItem, ListOp } from '~/api/client'
import { buttonClass } from '~/ui/Button'
import { EmptyState } from '~/ui/EmptyState'
import type { MenuItem } from '~/ui/Menu'
import type { DocsTopic } from '~/ui/DocsLink'
import { Intro, PageHeader } from '~/ui/PageHeader'
import { Pagination } from '~/ui/Pagination'
import { Table, useTable } from '~/ui/Table'
import { actionsColumn } from './columns'
import { useList, type ListDef } from './list'
import { useOverList } from './overList'

type Row = { id: string; name?: string }

type ListProps<K extends ListOp> = {
  list: ListDef<K>
  /** the table's accessible name, e.g. "Disks" (a list page's title by default) */
  label: string
  /** what a row is, for assistive technology: "Actions for disk web-data" */
  noun: string
  // column helpers type each column by its value; the table needs only the row type
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<ListItem<K>, any>[]
  /** the row's menu; every item disabled with its reason where it does not apply */
  actions?: (row: ListItem<K>) => MenuItem[]
  /** shown instead of the table when the list has nothing; its action defaults to `create` */
  empty: { title: string; body: ReactNode; action?: ReactNode }
  /** the form that makes a new one, opened over the list */
  create?: { to: string; label: string }
  /**
   * What a row is called in its actions' label, for rows without a `name` (a sled goes by
   * its serial); it also keys rows that have no `id` either. The `name`, else the `id`, by default.
   */
  rowName?: (row: ListItem<K>) => string
}

function CreateLink({ to, label, variant }: { to: string; label: string; variant: 'primary' | 'secondary' }) {
  const over = useOverList()
  return (
    <Link to={over(to)} className={buttonClass(variant)}>
      {label}
    </Link>
  )
}

/** A page of the list, or its empty state; the previous page stays (dimmed) while the next loads. */
export function ResourceList<K extends ListOp>({
  list,
  label,
  noun,
  columns,
  actions,
  empty,
  create,
  rowName = (r) => (r as Row).name ?? (r as Row).id,
}: ListProps<K>) {
  const { items, query, pagination } = useList(list)
  const col = createColumnHelper<ListItem<K>>()
  const all = actions ? [...columns, actionsColumn(col, (r) => `Actions for ${noun} ${rowName(r)}`, actions)] : columns
  const table = useTable({ data: items, columns: all, getRowId: (r) => (r as Partial<Row>).id ?? rowName(r) })

  if (items.length === 0 && !pagination.hasPrev) {
    const action = empty.action ?? (create && <CreateLink {...create} variant="secondary" />)
    return <EmptyState title={empty.title} body={empty.body} action={action} />
  }
  return (
    <>
      <Table table={table} label={label} busy={query.isPlaceholderData} />
      <Pagination {...pagination} />
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
  /** a header button that is not a link to a form route (one opening a dialog); `create` is the usual one */
  action?: ReactNode
}

/** A list page: heading, create button, the list, and the forms that open over it. */
export function ListPage<K extends ListOp>({
  title,
  intro,
  docs,
  layout = 'page',
  children,
  outlet = true,
  action,
  label = title,
  ...list
}: PageProps<K>) {
  const create = list.create ? <CreateLink {...list.create} variant="primary" /> : action
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
