import type { SnapshotState } from '~/api/__generated__/Api'
import { listStates } from '~/api/capabilities'

// Which snapshot actions make sense in which state. An image needs a complete copy; a
// snapshot still being taken cannot be removed from under the disk it copies.
const rules = {
  createImage: ['ready'],
  delete: ['ready', 'faulted', 'destroyed'],
} as const satisfies Record<string, readonly SnapshotState[]>

export type SnapshotAction = keyof typeof rules

export function snapshotWhyNot(action: SnapshotAction, state: SnapshotState): string | undefined {
  const allowed: readonly SnapshotState[] = rules[action]
  return allowed.includes(state) ? undefined : `Only available when the snapshot is ${listStates(allowed)}`
}
