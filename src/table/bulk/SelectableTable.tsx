// A list's table with row selection, for lists that declare bulk actions (issue 15): a
// checkbox per row (shift-click for a range), one for the whole page, and above the table
// the count selected with the actions. Selection is of the rows on screen: a new page, sort
// or filter starts it afresh. Loaded lazily by ListPage and with the sorted views.
import type { ColumnDef } from '@tanstack/react-table'
import { useEffect, useRef, useState } from 'react'
import { useLocation, useSearchParams } from 'react-router'
import { callApi, invalidate, type ListItem, type ListOp } from '~/api/client'
import type { BulkAction } from '~/table/bulk'
import { paramName, type ListDef, type Sort } from '~/table/list'
import { Button } from '~/ui/Button'
import { openDialog } from '~/ui/DialogHost'
import { Table, useTable } from '~/ui/Table'
import { Tooltip } from '~/ui/Tooltip'
import { dismissJob, isFinished, progressOf, startJob, summaryOf, useJobsOf } from './jobs'
import { clickSelection, toggleAll } from './selection'
import { closes, lazyPart, splitModule } from '~/ui/splitModule'

const dialogs = splitModule(() => import('./BulkDialogs'))
const BulkConfirm = lazyPart(dialogs, 'BulkConfirm', closes('onDismiss'))
const JobProgress = lazyPart(dialogs, 'JobProgress', closes('onDismiss'))

export type SelectableProps<K extends ListOp> = {
  list: ListDef<K>
  label: string
  rows: ListItem<K>[]
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  columns: ColumnDef<ListItem<K>, any>[]
  getRowId: (row: ListItem<K>) => string
  busy?: boolean
  sort?: Sort
  onSort?: (column: string) => void
  /** the list's bulk actions; without them, the plain table */
  bulk?: BulkAction<ListItem<K>>[]
  /** the list's refusal: the actions stay, disabled with it */
  refusal?: string
  /** what the row's checkbox calls it */
  rowName: (row: ListItem<K>) => string
}

/** What the URL says of the rows on screen: when it changes, the selection is another page's. */
const pageOf = (search: URLSearchParams, key?: string) =>
  ['page', 'limit', 'sort', 'q', 'state'].map((name) => search.get(paramName(key, name))).join('\n')

const plural = (noun: string) => `${noun}s`

const showProgress = (id: string) => openDialog((close) => <JobProgress id={id} onDismiss={close} />)

export function SelectableTable<K extends ListOp>({ rows, bulk, refusal, rowName, ...props }: SelectableProps<K>) {
  const { list, getRowId } = props
  const [search] = useSearchParams()
  const { pathname } = useLocation()
  const page = pageOf(search, list.pageKey)
  const [selection, setSelection] = useState({ page, ids: new Set<string>(), anchor: undefined as string | undefined })
  const ids = rows.map(getRowId)
  // rows gone from the page (deleted) are no longer selected
  const selected = new Set(selection.page === page ? ids.filter((id) => selection.ids.has(id)) : [])
  const select = (next: Set<string>, anchor = selection.anchor) => setSelection({ page, ids: next, anchor })
  const noun = list.noun

  const column: ColumnDef<ListItem<K>, unknown> = {
    id: 'select',
    header: () => (
      <PageCheckbox
        label={`Select all ${plural(noun)} on this page`}
        all={ids.length > 0 && selected.size === ids.length}
        some={selected.size > 0}
        onChange={() => select(toggleAll(ids, selected))}
      />
    ),
    cell: ({ row }) => (
      <input
        type="checkbox"
        className="size-4 accent-accent"
        aria-label={`Select ${noun} ${rowName(row.original)}`}
        checked={selected.has(row.id)}
        // a click's event carries the shift key; Space on the box is a click without it
        onChange={(e) =>
          select(clickSelection(ids, selected, row.id, selection.anchor, shiftOf(e.nativeEvent)), row.id)
        }
      />
    ),
  }
  const columns = bulk ? [column, ...props.columns] : props.columns
  const table = useTable({ data: rows, columns, getRowId })

  const chosen = rows.filter((r) => selected.has(getRowId(r)))
  const ask = (action: BulkAction<ListItem<K>>) =>
    openDialog((close) => (
      <BulkConfirm
        noun={noun}
        action={{ label: action.label, done: action.done, danger: action.danger }}
        rows={chosen.map((row) => ({ name: rowName(row), why: action.whyNot?.(row), call: action.call(row) }))}
        onDismiss={close}
        onConfirm={(go) => {
          close()
          select(new Set(), undefined)
          const id = startJob({
            title: `${action.label} ${go.length} ${go.length === 1 ? noun : plural(noun)}`,
            to: pathname,
            done: action.done,
            items: go.map(({ name, call }) => ({ name, run: () => callApi(call.operation, call.params) })),
            afterEach: () => void Promise.all(action.refresh.map(invalidate)),
          })
          showProgress(id)
        }}
      />
    ))

  return (
    <>
      {bulk && <JobNotices to={pathname} />}
      {bulk && selected.size > 0 && (
        <div className="mb-3 flex flex-wrap items-center gap-2 rounded-md border border-line bg-surface px-3 py-2">
          <span className="mr-2 font-medium">{selected.size} selected</span>
          {bulk.map((action) => (
            <ActionButton key={action.label} action={action} refusal={refusal} onClick={() => ask(action)} />
          ))}
          <Button variant="ghost" size="sm" onClick={() => select(new Set(), undefined)}>
            Clear selection
          </Button>
        </div>
      )}
      <Table table={table} label={props.label} busy={props.busy} sort={props.sort} onSort={props.onSort} />
    </>
  )
}

const shiftOf = (event: Event) => 'shiftKey' in event && (event as MouseEvent).shiftKey

/** The header's checkbox: checked when the whole page is selected, mixed when part of it is. */
function PageCheckbox({
  label,
  all,
  some,
  onChange,
}: {
  label: string
  all: boolean
  some: boolean
  onChange: () => void
}) {
  const ref = useRef<HTMLInputElement>(null)
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = some && !all
  })
  return (
    <input
      ref={ref}
      type="checkbox"
      className="size-4 accent-accent"
      aria-label={label}
      checked={all}
      onChange={onChange}
    />
  )
}

/** An action of the bar; with a refusal it stays focusable, disabled with the reason. */
function ActionButton<T>({
  action,
  refusal,
  onClick,
}: {
  action: BulkAction<T>
  refusal?: string
  onClick: () => void
}) {
  const button = (
    <Button
      variant={action.danger ? 'danger' : 'secondary'}
      size="sm"
      aria-disabled={refusal ? true : undefined}
      onClick={() => !refusal && onClick()}
    >
      {action.label}
    </Button>
  )
  return refusal ? <Tooltip content={refusal}>{button}</Tooltip> : button
}

/** The jobs started from this list, running or finished, each with a way back to its progress. */
function JobNotices({ to }: { to: string }) {
  const jobs = useJobsOf(to)
  if (jobs.length === 0) return null
  return (
    <ul aria-label="Bulk actions" className="mb-3 flex flex-col gap-1">
      {jobs.map((job) => (
        <li key={job.id} className="flex flex-wrap items-center gap-2 text-[13px] text-ink-muted">
          <span>
            <span className="font-medium text-ink">{job.title}</span>:{' '}
            {isFinished(job) ? summaryOf(job) : progressOf(job)}
          </span>
          <Button variant="ghost" size="sm" onClick={() => showProgress(job.id)}>
            Show progress
          </Button>
          {isFinished(job) && (
            <Button variant="ghost" size="sm" onClick={() => dismissJob(job.id)} aria-label={`Dismiss ${job.title}`}>
              Dismiss
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}
