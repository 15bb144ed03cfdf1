import { useProjectRefusal } from '~/features/access/permissions'
import { guardedItem } from '~/ui/Menu'
import { apiCall } from '~/api/apiCall'
import { createColumnHelper } from '@tanstack/react-table'
import { useState } from 'react'
import type { Disk, Instance } from '~/api/__generated__/Api'
import { diskWhyNot, instanceWhyNot, isDiskTransitioning } from '~/api/capabilities'
import { usePrefetchedQuery, type OpName } from '~/api/client'
import { runAction } from '~/actions'
import { diskSourceQueries } from '~/features/disks/DiskCreateForm'
import { snapshotDisk } from '~/features/disks/diskActions'
import { projectDisksQuery } from '~/api/queries'
import { useRouteParams } from '~/params'
import { loadQueries } from '~/routing'
import { actionsColumn } from '~/table/columns'
import { stateColumn } from '~/table/stateColumn'
import { GuardedButton } from '~/ui/GuardedButton'
import type { MenuItem } from '~/ui/Menu'
import { useTable } from '~/ui/Table'
import { formatBytes } from '~/util/bytes'
import { instanceDisksQuery, instanceQuery } from '../queries'
import { updateBody } from '../update'
import { AttachDiskModal, CreateAndAttachDiskModal } from './AttachModals'
import { confirmDetach } from './confirmDetach'
import { markedName, TableSection } from './TableSection'

export const storageLoader = loadQueries(
  (p) => [instanceDisksQuery(p)],
  // the choices of the attach and create forms, so they open ready
  (p) => [projectDisksQuery(p.project), ...diskSourceQueries(p.project)],
)

const col = createColumnHelper<Disk>()

const DISK_LISTS: OpName[] = ['instanceDiskList', 'diskList', 'instanceView']

function diskActions(project: string, instance: Instance, disk: Disk): MenuItem[] {
  const params = { path: { instance: instance.name }, query: { project } }
  const isBoot = disk.id === instance.bootDiskId
  return [
    {
      label: 'Set as boot disk',
      disabledReason: isBoot
        ? 'This is already the boot disk'
        : (diskWhyNot('setAsBoot', disk.state.state) ?? instanceWhyNot('updateBootDisk', instance.runState)),
      onSelect: () =>
        void runAction({
          call: apiCall('instanceUpdate', { ...params, body: updateBody(instance, { bootDisk: disk.id }) }),
          success: `${disk.name} is the boot disk`,
          failure: 'Could not set the boot disk',
          refresh: DISK_LISTS,
        }),
    },
    {
      label: 'Snapshot',
      disabledReason: diskWhyNot('snapshot', disk.state.state),
      onSelect: () => void snapshotDisk(project, disk),
    },
    {
      label: 'Detach',
      danger: true,
      disabledReason: isBoot
        ? 'Set another boot disk before detaching this one'
        : (instanceWhyNot('detachDisk', instance.runState) ?? diskWhyNot('detach', disk.state.state)),
      onSelect: () =>
        confirmDetach({
          kind: 'disk',
          name: disk.name,
          instance: instance.name,
          kept: 'The disk and its data are kept.',
          call: apiCall('instanceDiskDetach', { ...params, body: { disk: disk.id } }),
          refresh: DISK_LISTS,
        }),
    },
  ]
}

export function StorageTab() {
  const p = useRouteParams()
  const { data: instance } = usePrefetchedQuery(instanceQuery(p))
  const { data: disks } = usePrefetchedQuery({
    ...instanceDisksQuery(p),
    // follow attaching and detaching disks to their end
    refetchInterval: (q) => (q.state.data?.items.some((d) => isDiskTransitioning(d.state.state)) ? 1000 : false),
  })
  const [modal, setModal] = useState<'attach' | 'create' | null>(null)
  const refusal = useProjectRefusal(p.project, 'attach, detach and snapshot disks')
  const cannotAttach = refusal ?? instanceWhyNot('attachDisk', instance.runState)
  const isBoot = (d: Disk) => d.id === instance.bootDiskId

  const columns = [
    col.accessor('name', {
      header: 'Disk',
      cell: (info) => markedName(info.getValue(), isBoot(info.row.original) && 'boot'),
    }),
    col.accessor('size', { header: 'Size', cell: (info) => formatBytes(info.getValue()) }),
    stateColumn(col, 'disk', (d) => d.state.state),
    actionsColumn(
      col,
      (d) => `Actions for disk ${d.name}`,
      (d) => diskActions(p.project, instance, d).map((item) => guardedItem(refusal, item)),
    ),
  ]
  // boot disk first, then by name
  const rows = [...disks.items].sort((a, b) => (isBoot(a) ? -1 : isBoot(b) ? 1 : a.name.localeCompare(b.name)))
  const table = useTable({ data: rows, columns, getRowId: (d) => d.id })
  const props = { project: p.project, instance, onDismiss: () => setModal(null) }

  return (
    <>
      <TableSection
        title="Disks"
        table={table}
        actions={
          <>
            <GuardedButton reason={cannotAttach} onClick={() => setModal('attach')}>
              Attach existing disk
            </GuardedButton>
            <GuardedButton reason={cannotAttach} onClick={() => setModal('create')}>
              Create new disk
            </GuardedButton>
          </>
        }
        empty={{ title: 'No disks', body: 'This instance has no disks attached.' }}
      />
      {modal === 'attach' && <AttachDiskModal {...props} />}
      {modal === 'create' && <CreateAndAttachDiskModal {...props} />}
    </>
  )
}
