import { createColumnHelper } from '@tanstack/react-table'
import type { RoleRow } from '~/api/roles'
import { rawId } from '~/table/cells'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { Table, useTable } from '~/ui/Table'

const col = createColumnHelper<RoleRow<string>>()
const sourceLabel = { project: 'Project', silo: 'Silo', system: 'Fleet' }

const columns = [
  col.accessor('name', {
    header: 'Name',
    // an identity the silo no longer lists is still named by its id
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
    header: 'Granted on',
    cell: (info) => sourceLabel[info.getValue()],
  }),
]

export function AccessTable({ rows, label }: { rows: RoleRow<string>[]; label: string }) {
  const table = useTable({ data: rows, columns, getRowId: (r) => `${r.source}-${r.id}` })
  if (rows.length === 0) return <EmptyState title="No role assignments" body="Nobody has a role here yet." />
  return <Table table={table} label={label} />
}
