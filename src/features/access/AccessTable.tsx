import { createColumnHelper } from '@tanstack/react-table'
import type { RoleRow } from '~/api/roles'
import { Badge } from '~/ui/Badge'
import { EmptyState } from '~/ui/EmptyState'
import { Table, useTable } from '~/ui/Table'

const col = createColumnHelper<RoleRow<string>>()
const sourceLabel = { project: 'Project', silo: 'Silo', system: 'Fleet' }

const columns = [
  col.accessor('name', {
    header: 'Name',
    cell: (info) =>
      info.getValue() || <span className="font-mono text-[12px] text-ink-muted">{info.row.original.id}</span>,
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
