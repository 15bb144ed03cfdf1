import { useProjectRefusal } from '~/features/access/permissions'
import { createColumnHelper } from '@tanstack/react-table'
import type { ReactNode } from 'react'
import type { Disk } from '~/api/__generated__/Api'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { nameColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import { StateBadge } from '~/ui/StateBadge'
import { Timestamp } from '~/ui/Timestamp'
import { formatBytes } from '~/util/bytes'
import { AttachedInstance, DiskSource } from './cells'
import { diskActions, diskBulkActions } from './diskActions'
import { diskList } from './lists'

const col = createColumnHelper<Disk>()
// short values read best on one line; the long names and sources may wrap
const nowrap = (content: ReactNode) => <span className="whitespace-nowrap">{content}</span>

/** The list of a project's disks; the create form and a disk's details open over it. */
export function DisksPage() {
  const p = useRouteParams()
  const refusal = useProjectRefusal(p.project, 'create, snapshot and delete disks')
  const over = useOverList()
  const columns = [
    nameColumn(col, (d) => over(pb.disk({ ...p, disk: d.name }))),
    col.accessor('size', { header: 'Size', cell: (info) => nowrap(formatBytes(info.getValue())) }),
    col.accessor((d) => d.state.state, {
      id: 'state',
      header: 'State',
      cell: (info) => nowrap(<StateBadge kind="disk" state={info.getValue()} />),
    }),
    col.display({
      id: 'instance',
      header: 'Attached to',
      cell: ({ row }) => <AttachedInstance project={p.project} disk={row.original} />,
    }),
    col.display({
      id: 'source',
      header: 'Source',
      cell: ({ row }) => <DiskSource project={p.project} disk={row.original} />,
    }),
    col.accessor('blockSize', { header: 'Block size', cell: (info) => nowrap(`${info.getValue()} B`) }),
    col.accessor('timeCreated', { header: 'Created', cell: (info) => nowrap(<Timestamp date={info.getValue()} />) }),
  ]

  return (
    <ListPage
      title="Disks"
      intro="Block storage for this project's instances: blank, or made from an image or a snapshot."
      docs="disks"
      list={diskList}
      columns={columns}
      actions={(d) => diskActions(p.project, d)}
      bulk={diskBulkActions(p.project)}
      empty={{ title: 'No disks', body: 'This project has no disks yet. Create one to give an instance more storage.' }}
      create={{ to: pb.disksNew(p), label: 'New disk' }}
      refusal={refusal}
    />
  )
}
