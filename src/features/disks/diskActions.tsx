import type { Disk } from '~/api/__generated__/Api'
import { diskWhyNot } from '~/api/capabilities'
import { callApi, invalidate } from '~/api/client'
import { confirmAction } from '~/ui/ConfirmModal'
import type { MenuItem } from '~/ui/Menu'
import { addToast } from '~/ui/Toast'
import { genName } from '~/util/names'

/**
 * Starts a snapshot of `disk`, named after it. Shared by the disks list and an instance's
 * storage tab, so a snapshot is named and described the same way wherever it is taken.
 */
export async function snapshotDisk(project: string, disk: Pick<Disk, 'id' | 'name'>) {
  const snapshot = await callApi('snapshotCreate', {
    query: { project },
    body: { name: genName(disk.name), disk: disk.id, description: `Snapshot of ${disk.name}` },
  })
  await invalidate('snapshotList')
  return snapshot
}

async function snapshotFromRow(project: string, disk: Disk) {
  try {
    const snapshot = await snapshotDisk(project, disk)
    addToast({ title: `Snapshot of ${disk.name} started`, content: snapshot.name })
  } catch (e) {
    addToast({ title: 'Could not snapshot disk', content: (e as Error).message, variant: 'error' })
  }
}

function confirmDelete(project: string, disk: Disk, onDeleted?: () => void) {
  confirmAction({
    title: 'Delete disk',
    content: (
      <>
        Are you sure you want to delete disk <strong className="text-ink">{disk.name}</strong>? Its data is lost for
        good.
      </>
    ),
    danger: true,
    errorTitle: 'Could not delete disk',
    action: async () => {
      await callApi('diskDelete', { path: { disk: disk.name }, query: { project } })
      await invalidate('diskList')
      addToast({ title: 'Disk deleted', content: disk.name })
      onDeleted?.()
    },
  })
}

/** The actions on a disk of the project, each disabled with its reason outside its states. */
export function diskActions(project: string, disk: Disk, onDeleted?: () => void): MenuItem[] {
  const state = disk.state.state
  return [
    {
      label: 'Snapshot',
      disabledReason: diskWhyNot('snapshot', state),
      onSelect: () => void snapshotFromRow(project, disk),
    },
    {
      label: 'Delete',
      danger: true,
      disabledReason: diskWhyNot('delete', state),
      onSelect: () => confirmDelete(project, disk, onDeleted),
    },
  ]
}
