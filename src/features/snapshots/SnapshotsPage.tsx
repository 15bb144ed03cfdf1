import { useProjectRefusal } from '~/features/access/permissions'
import { apiCall } from '~/api/apiCall'
import { createColumnHelper } from '@tanstack/react-table'
import { useNavigate } from 'react-router'
import type { Snapshot } from '~/api/__generated__/Api'
import { isNotFound } from '~/api/errors'
import { diskByIdQuery, projectDisksQuery } from '~/api/queries'
import { confirmDelete } from '~/actions'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { quiet } from '~/table/cells'
import { ItemByIdCell } from '~/table/itemById'
import { stateColumn } from '~/table/stateColumn'
import { createdColumn, descriptionColumn, nameColumn } from '~/table/columns'
import { bulkDelete } from '~/table/bulk'
import { ListPage } from '~/table/ListPage'
import { useOverList } from '~/table/overList'
import { deleteItem } from '~/ui/Menu'
import { CellLink } from '~/ui/Table'
import { formatBytes } from '~/util/bytes'
import { snapshotWhyNot } from './snapshotRules'
import { snapshotList } from './lists'

const col = createColumnHelper<Snapshot>()

/** The disk a snapshot was taken from, which may since have been deleted (~/table/itemById). */
const SourceDisk = ({ project, diskId }: { project: string; diskId: string }) => (
  <ItemByIdCell lists={[projectDisksQuery(project)]} id={diskId} own={diskByIdQuery(diskId)}>
    {(disk) => {
      if (disk.status === 'pending') return quiet('…')
      // a snapshot outlives the disk it was taken from
      if (disk.status !== 'found') return quiet(isNotFound(disk.error) ? 'Deleted disk' : 'Disk unavailable')
      return (
        <CellLink to={pb.disk({ project, disk: disk.item.name })} className="hover:underline">
          {disk.item.name}
        </CellLink>
      )
    }}
  </ItemByIdCell>
)

/** The project's snapshots; the create form and the image-from-snapshot form open over the list. */
export function SnapshotsPage() {
  const { project } = useRouteParams()
  const refusal = useProjectRefusal(project, 'create and delete snapshots')
  const navigate = useNavigate()
  const over = useOverList()

  const columns = [
    nameColumn(col),
    descriptionColumn(col),
    stateColumn(col, 'snapshot', (s) => s.state),
    col.accessor('diskId', {
      header: 'Source disk',
      cell: (info) => <SourceDisk project={project} diskId={info.getValue()} />,
    }),
    col.accessor('size', { header: 'Size', cell: (info) => formatBytes(info.getValue()) }),
    createdColumn(col),
  ]

  return (
    <ListPage
      title="Snapshots"
      intro="Point-in-time copies of disks, to restore from or to turn into images."
      docs="storage"
      list={snapshotList}
      columns={columns}
      actions={(snapshot) => [
        {
          label: 'Create image',
          disabledReason: snapshotWhyNot('createImage', snapshot.state),
          onSelect: () => navigate(over(pb.snapshotImagesNew({ project, snapshot: snapshot.name }))),
        },
        deleteItem(
          () =>
            confirmDelete({
              kind: 'snapshot',
              name: snapshot.name,
              consequence: 'Disks made from it keep their contents.',
              call: apiCall('snapshotDelete', { path: { snapshot: snapshot.name }, query: { project } }),
              refresh: ['snapshotList'],
            }),
          snapshotWhyNot('delete', snapshot.state),
        ),
      ]}
      bulk={[
        bulkDelete<Snapshot>(
          (s) => apiCall('snapshotDelete', { path: { snapshot: s.name }, query: { project } }),
          ['snapshotList'],
          (s) => snapshotWhyNot('delete', s.state),
        ),
      ]}
      empty={{ title: 'No snapshots', body: 'Snapshot a disk to keep a copy of it as it is now.' }}
      create={{ to: pb.snapshotsNew({ project }), label: 'New snapshot' }}
      refusal={refusal}
    />
  )
}
