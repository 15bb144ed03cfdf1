import { describe, expect, it } from 'vitest'
import type { DiskRow, InstanceRow, SnapshotRow } from './records'
import { instanceAllows, requireDiskState, requireInstanceState, requireSnapshotState } from './state-rules'

// only the fields the rules read; nothing pending, so settling leaves the state alone
const instance = (run_state: InstanceRow['run_state']) =>
  ({ run_state, pending: null, auto_restart_policy: 'never' }) as InstanceRow
const disk = (state: DiskRow['state']['state']) => ({ state: { state }, pending: null }) as DiskRow
const snapshot = (state: SnapshotRow['state']) => ({ state, pending: null }) as SnapshotRow

/** The refusal's message, or null when the action is allowed. */
async function refusal(check: () => void): Promise<string | null> {
  try {
    check()
    return null
  } catch (e) {
    return ((await (e as Response).json()) as { message: string }).message
  }
}

describe('state rules', () => {
  it('refuse in the API’s words, naming the state and the action', async () => {
    expect(await refusal(() => requireInstanceState(instance('running'), 'delete'))).toBe(
      'instance state is running, cannot delete',
    )
    expect(await refusal(() => requireInstanceState(instance('stopped'), 'delete'))).toBeNull()
    expect(await refusal(() => requireSnapshotState(snapshot('creating'), 'delete'))).toBe(
      'snapshot state is creating, cannot delete',
    )
    expect(await refusal(() => requireSnapshotState(snapshot('faulted'), 'delete'))).toBeNull()
  })

  it('take a creating disk for an attach, but not for a new instance, worded alike', async () => {
    expect(await refusal(() => requireDiskState(disk('creating'), 'attach'))).toBeNull()
    expect(await refusal(() => requireDiskState(disk('creating'), 'attach to a new instance'))).toBe(
      'disk state is creating, cannot attach',
    )
  })

  it('answer yes or no where the refusal has wording of its own', () => {
    expect(instanceAllows(instance('starting'), 'move a floating IP')).toBe(true)
    expect(instanceAllows(instance('failed'), 'move a floating IP')).toBe(false)
    expect(instanceAllows(instance('rebooting'), 'connect to the serial console')).toBe(true)
  })
})
