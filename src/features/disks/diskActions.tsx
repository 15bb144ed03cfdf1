import type { Disk } from '~/api/__generated__/Api'
import { diskWhyNot } from '~/api/capabilities'
import { callApi } from '~/api/client'
import { confirmDelete, runAction } from '~/actions'
import type { MenuItem } from '~/ui/Menu'
import { genName } from '~/util/names'

/**
 * Starts a snapshot of `disk`, named after it. Shared by the disks list and an instance's
 * storage tab, so a snapshot is named and described the same way wherever it is taken.
 */
export function snapshotDisk(project: string, disk: Pick<Disk, 'id' | 'name'>) {
  const name = genName(disk.name)
  return runAction({
    call: () =>
      callApi('snapshotCreate', {
        query: { project },
        body: { name, disk: disk.id, description: `Snapshot of ${disk.name}` },
      }),
    success: `Snapshot of ${disk.name} started`,
    failure: 'Could not snapshot disk',
    subject: name,
    refresh: ['snapshotList'],
  })
}

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
          call: () => callApi('diskDelete', { path: { disk: disk.name }, query: { project } }),
          refresh: ['diskList'],
          onDone: onDeleted,
        }),
    },
  ]
}
