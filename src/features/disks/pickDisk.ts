// Disk pickers offer the project's disks a disk action allows; past the list's first page a
// disk is chosen by name and held to the same rule (~/forms/pickByName).
import type { Disk } from '~/api/__generated__/Api'
import { diskCan, diskStatesFor, listStates } from '~/api/capabilities'
import { callApi } from '~/api/client'
import { pickByName } from '~/forms/pickByName'

type PickAction = 'attach' | 'snapshot'

const DONE: Record<PickAction, string> = { attach: 'attached', snapshot: 'snapshotted' }

/** The disks of one read of the project's list that `action` allows. */
export const disksFor = (disks: Disk[] | undefined, action: PickAction) =>
  (disks ?? []).filter((d) => diskCan(action, d.state.state))

/** How a disk picker chooses past the first page of `disks`, or undefined when it holds them all. */
export const moreDisksFor = (project: string, disks: { nextPage?: string | null } | undefined, action: PickAction) =>
  pickByName(
    disks,
    'disk',
    (disk) => callApi('diskView', { path: { disk }, query: { project } }),
    ({ name, state }) =>
      diskCan(action, state.state)
        ? undefined
        : `${name} is ${listStates([state.state])}: only a disk that is ${listStates(diskStatesFor(action))} can be ${DONE[action]}`,
  )
