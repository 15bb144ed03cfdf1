// Columns that most resource lists share, so every list reads the same way. Each takes the
// page's column helper so the row type flows through.
import type { ColumnHelper } from '@tanstack/react-table'
import { RowActions, type MenuItem } from '~/ui/Menu'
import { Timestamp } from '~/ui/Timestamp'

export const descriptionColumn = <T extends { description: string }>(col: ColumnHelper<T>) =>
  col.accessor((row) => row.description, {
    id: 'description',
    header: 'Description',
    cell: (info) => <span className="text-ink-muted">{info.getValue()}</span>,
  })

export const createdColumn = <T extends { timeCreated: Date }>(col: ColumnHelper<T>) =>
  col.accessor((row) => row.timeCreated, {
    id: 'timeCreated',
    header: 'Created',
    cell: (info) => <Timestamp date={info.getValue()} />,
  })

/** The row's menu; `label` names the row for assistive technology ("Actions for disk x"). */
export const actionsColumn = <T,>(col: ColumnHelper<T>, label: (row: T) => string, items: (row: T) => MenuItem[]) =>
  col.display({
    id: 'actions',
    header: () => <span className="sr-only">Actions</span>,
    cell: ({ row }) => <RowActions label={label(row.original)} items={items(row.original)} />,
  })
