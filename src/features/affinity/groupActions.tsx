import { confirmDelete, confirmThenRun, strong } from '~/actions'
import type { MenuItem } from '~/ui/Menu'
import type { GroupKind, GroupRef } from './kinds'

/** How an edit form was reached, so it closes back there. */
export type EditOrigin = { from?: 'list' }

export function deleteGroup(kind: GroupKind, group: GroupRef, onDone?: () => void) {
  confirmDelete({
    kind: kind.noun,
    name: group.group,
    consequence: 'Its instances stay as they are, no longer placed by it.',
    call: kind.remove(group),
    refresh: kind.refresh,
    onDone,
  })
}

export function removeMember(kind: GroupKind, group: GroupRef, instance: string) {
  confirmThenRun({
    title: 'Remove from group',
    content: (
      <>
        Remove {strong(instance)} from {kind.noun} {strong(group.group)}? It is placed without regard to the group from
        its next start.
      </>
    ),
    actionLabel: 'Remove',
    call: kind.removeMember(group, instance),
    success: 'Removed from group',
    failure: 'Could not remove from group',
    subject: instance,
    refresh: [...kind.refresh, 'instanceList'],
  })
}

/** A group's row menu on the affinity page. */
export function groupActions(kind: GroupKind, group: GroupRef, { onEdit }: { onEdit: () => void }): MenuItem[] {
  return [
    { label: 'Edit', onSelect: onEdit },
    { label: 'Delete', danger: true, onSelect: () => deleteGroup(kind, group) },
  ]
}
