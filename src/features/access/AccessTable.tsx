import { createColumnHelper } from '@tanstack/react-table'
import type { RoleRow } from '~/api/roles'
import { actionsColumn } from '~/table/columns'
import { rawId } from '~/table/cells'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import type { MenuItem } from '~/ui/Menu'
import { Table, useTable } from '~/ui/Table'
import { sourceLabel } from './describe'

type Row = RoleRow
const col = createColumnHelper<Row>()

export const identityKind = (row: Pick<Row, 'identityType'>) => (row.identityType === 'silo_group' ? 'group' : 'user')
/** How a row is named in menus and dialogs: its display name, or its id when the silo no longer lists it. */
export const identityName = (row: Pick<Row, 'name' | 'id'>) => row.name || row.id

const columns = (actions: (row: Row) => MenuItem[]) => [
  col.accessor('name', {
    header: 'Name',
    // an identity the silo does not list (the API stores any id it is given) is named by its id
    cell: (info) => info.getValue() || rawId(info.row.original.id),
  }),
  col.accessor('identityType', {
    header: 'Type',
    cell: (info) => (info.getValue() === 'silo_group' ? 'Group' : 'User'),
  }),
  col.accessor('roleName', {
    header: 'Role',
    cell: (info) => <Badge color={info.getValue() === 'admin' ? 'accent' : 'default'}>{info.getValue()}</Badge>,
  }),
  col.accessor('source', {
    header: 'Comes from',
    cell: (info) => sourceLabel[info.getValue()],
  }),
  actionsColumn(col, (r) => `Actions for ${identityKind(r)} ${identityName(r)}`, actions),
]

export function AccessTable({
  rows,
  label,
  actions,
}: {
  rows: Row[]
  label: string
  actions: (row: Row) => MenuItem[]
}) {
  const table = useTable({
    data: rows,
    columns: columns(actions),
    getRowId: (r) => `${r.source}-${r.id}-${r.roleName}`,
  })
  if (rows.length === 0) return <EmptyState title="No role assignments" body="Nobody has a role here yet." />
  return <Table table={table} label={label} />
}
