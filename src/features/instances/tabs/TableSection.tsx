// The tables of an instance's tabs (its disks, interfaces and addresses) are whole lists of
// a few rows, read at once; each sits under its own heading with the buttons that add to it.
import type { Table as TanTable } from '@tanstack/react-table'
import { useId, type ReactNode } from 'react'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { Table } from '~/ui/Table'

type Props<T> = {
  /** the heading, and the table's accessible name */
  title: string
  table: TanTable<T>
  /** what the user can add, e.g. "Attach existing disk" */
  actions: ReactNode
  empty: { title: string; body: string }
  className?: string
}

/** A heading with its buttons, then the table, or why it has no rows. */
export function TableSection<T>({ title, table, actions, empty, className }: Props<T>) {
  const headingId = useId()
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-3 flex items-center justify-between">
        <h2 id={headingId} className="text-lg font-semibold">
          {title}
        </h2>
        <div className="flex gap-2">{actions}</div>
      </div>
      {table.getRowModel().rows.length === 0 ? (
        <EmptyState title={empty.title} body={empty.body} />
      ) : (
        <Table table={table} label={title} />
      )}
    </section>
  )
}

/** A row's name, marked when it has a role among its peers (the boot disk, the primary interface). */
export const markedName = (name: string, mark: string | false) => (
  <span className="inline-flex items-center gap-2 font-medium">
    {name}
    {mark && <Badge color="accent">{mark}</Badge>}
  </span>
)
