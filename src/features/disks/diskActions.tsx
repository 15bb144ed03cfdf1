import { apiCall } from '~/api/apiCall'
import type { Disk } from '~/api/__generated__/Api'
import { diskWhyNot } from '~/api/capabilities'
import { confirmDelete, runAction } from '~/actions'
import { bulkDelete } from '~/table/bulk'
import type { MenuItem } from '~/ui/Menu'
import { genName } from '~/util/names'
import { diskDeleteImpact } from './impact'

/**
 * Starts a snapshot of `disk`, named after it. Shared by the disks list and an instance's
 * storage tab, so a snapshot is named and described the same way wherever it is taken.
 */
export function snapshotDisk(project: string, disk: Pick<Disk, 'id' | 'name'>) {
  const name = genName(disk.name)
  return runAction({
    call: apiCall('snapshotCreate', {
      query: { project },
      body: { name, disk: disk.id, description: `Snapshot of ${disk.name}` },
    }),
    success: `Snapshot of ${disk.name} started`,
    failure: 'Could not snapshot disk',
    subject: name,
    refresh: ['snapshotList'],
  })
}

/** Deleting many disks of the project: the detached and faulted ones, as the row's Delete. */
export const diskBulkActions = (project: string) => [
  bulkDelete<Disk>(
    (d) => apiCall('diskDelete', { path: { disk: d.name }, query: { project } }),
    ['diskList'],
    (d) => diskWhyNot('delete', d.state.state),
  ),
]

/** The actions on a disk of the project, each disabled with its reason outside its states. */
export function diskActions(project: string, disk: Disk, onDeleted?: () => void): MenuItem[] {
  const state = disk.state.state
  return [
    {
      label: 'Snapshot',
      disabledReason: diskWhyNot('snapshot', state),
      onSelect: () => void snapshotDisk(project, disk),
    },
    {
      label: 'Delete',
      danger: true,
      disabledReason: diskWhyNot('delete', state),
      onSelect: () =>
        confirmDelete({
          kind: 'disk',
          name: disk.name,
          consequence: 'Its data is lost for good.',
          call: apiCall('diskDelete', { path: { disk: disk.name }, query: { project } }),
          refresh: ['diskList'],
          onDone: onDeleted,
          impact: diskDeleteImpact(project, disk),
        }),
    },
  ]
}
