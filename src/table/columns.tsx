// Columns that most resource lists share, so every list reads the same way. Each takes the
// page's column helper so the row type flows through.
import type { ColumnHelper } from '@tanstack/react-table'
import type { To } from 'react-router'
import { CellLink } from '~/ui/Table'
import { RowActions, type MenuItem } from '~/ui/Menu'
import { Timestamp } from '~/ui/Timestamp'

/** The row's id, for rows known by it alone (a sled, a support bundle), linked to its page. */
export const idColumn = <T extends { id: string }>(col: ColumnHelper<T>, to: (id: string) => To) =>
  col.accessor((row) => row.id, {
    id: 'id',
    header: 'ID',
    cell: (info) => (
      <CellLink to={to(info.getValue())} className="font-mono text-[13px] hover:underline">
        {info.getValue()}
      </CellLink>
    ),
  })

/** The row's name, linked to its page or form when `to` is given. */
export const nameColumn = <T extends { name: string }>(col: ColumnHelper<T>, to?: (row: T) => To) =>
  col.accessor((row) => row.name, {
    id: 'name',
    header: 'Name',
    cell: (info) =>
      to ? (
        <CellLink to={to(info.row.original)} className="font-medium whitespace-nowrap hover:underline">
          {info.getValue()}
        </CellLink>
      ) : (
        <span className="font-medium">{info.getValue()}</span>
      ),
  })

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
