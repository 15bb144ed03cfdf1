// Which action is allowed in which state (SPEC section 4), and why not otherwise.
import type { DiskState, Instance, InstanceState } from './__generated__/Api'

type DiskStateName = DiskState['state']

const instanceRules = {
  start: ['stopped', 'failed'],
  delete: ['stopped', 'failed'],
  resize: ['stopped', 'failed', 'creating'],
  updateBootDisk: ['stopped', 'failed', 'creating'],
  reboot: ['running'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  detachDisk: ['creating', 'stopped', 'failed'],
  attachDisk: ['creating', 'stopped'],
  updateNic: ['stopped'],
  addToAffinityGroup: ['stopped'],
  serialConsole: ['running', 'rebooting', 'migrating', 'repairing'],
} as const satisfies Record<string, readonly InstanceState[]>

export type InstanceAction = keyof typeof instanceRules

const diskRules = {
  delete: ['detached', 'faulted'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  detach: ['attached'],
  setAsBoot: ['attached'],
} as const satisfies Record<string, readonly DiskStateName[]>

export type DiskAction = keyof typeof diskRules

const TRANSITIONING: readonly InstanceState[] = ['creating', 'starting', 'stopping', 'rebooting']

export const instanceCan = (action: InstanceAction, state: InstanceState) =>
  (instanceRules[action] as readonly InstanceState[]).includes(state)

export const diskCan = (action: DiskAction, state: DiskStateName) =>
  (diskRules[action] as readonly DiskStateName[]).includes(state)

export const instanceStatesFor = (action: InstanceAction): readonly InstanceState[] => instanceRules[action]
export const diskStatesFor = (action: DiskAction): readonly DiskStateName[] => diskRules[action]

/** "stopped", "stopped or failed", "running, starting, rebooting or failed" */
export function listStates(states: readonly string[]) {
  const names = states.map((s) => s.replace(/_/g, ' '))
  return names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`
}

/** The tooltip of a disabled instance action, or undefined when it is allowed. */
export function instanceWhyNot(action: InstanceAction, state: InstanceState): string | undefined {
  if (instanceCan(action, state)) return undefined
  return `Only available when the instance is ${listStates(instanceRules[action])}`
}

export function diskWhyNot(action: DiskAction, state: DiskStateName): string | undefined {
  if (diskCan(action, state)) return undefined
  return `Only available when the disk is ${listStates(diskRules[action])}`
}

export const isTransitioning = (state: InstanceState) => TRANSITIONING.includes(state)

/**
 * Disk states that end by themselves, so a screen showing one should keep asking. A disk
 * in import_ready waits for its uploader and maintenance for an operator: neither is
 * worth polling for.
 */
const DISK_TRANSITIONING: readonly DiskStateName[] = [
  'creating',
  'attaching',
  'detaching',
  'finalizing',
  'importing_from_url',
  'importing_from_bulk_writes',
]

export const isDiskTransitioning = (state: DiskStateName) => DISK_TRANSITIONING.includes(state)

/**
 * A failed instance is due an automatic restart when auto-restart is enabled and its
 * cooldown has no expiration or has already expired.
 */
export function autoRestartDue(
  instance: Pick<Instance, 'runState' | 'autoRestartEnabled' | 'autoRestartCooldownExpiration'>,
  now = new Date(),
) {
  if (instance.runState !== 'failed' || !instance.autoRestartEnabled) return false
  const until = instance.autoRestartCooldownExpiration
  return !until || until.getTime() <= now.getTime()
}
