/**
 * Which states of an instance, disk or snapshot allow which action, as the real API decides
 * (SPEC section 4). Every handler asks here; none lists states of its own.
 *
 * The console has its own table (src/api/capabilities.ts) and the two are kept apart on
 * purpose: should the console's rules drift from the API's, the mock refuses the action
 * the console offers, rather than hiding the mistake behind the same one copied into both.
 */
import type * as Api from '../src/api/__generated__/Api'
import { invalidRequest } from './errors'
import { settleDisk, settleInstance, settleSnapshot } from './lifecycle'
import type { DiskRow, InstanceRow, SnapshotRow } from './records'

type InstanceState = Api.InstanceState
type DiskState = Api.DiskState['state']
type SnapshotState = Api.SnapshotState

/** Reconfiguring needs an instance without a VM: not yet booted, stopped or failed. */
const WITHOUT_VM: readonly InstanceState[] = ['stopped', 'failed', 'creating']
/** Network interfaces and placement change only while the instance is stopped. */
const STOPPED: readonly InstanceState[] = ['stopped']
/** Ephemeral addresses come and go on a running or stopped instance. */
const EPHEMERAL_IP: readonly InstanceState[] = ['running', 'stopped']

/** Keyed by the words of the API's refusal: `instance state is running, cannot delete`. */
const INSTANCE_RULES = {
  start: ['stopped', 'failed'],
  stop: ['running', 'starting', 'rebooting', 'failed'],
  reboot: ['running'],
  delete: ['stopped', 'failed'],
  resize: WITHOUT_VM,
  'change the boot disk': WITHOUT_VM,
  'attach disk': ['creating', 'stopped'],
  'detach disk': ['creating', 'stopped', 'failed'],
  'add a network interface': STOPPED,
  'update a network interface': STOPPED,
  'delete a network interface': STOPPED,
  'add it to an anti-affinity group': STOPPED,
  'add it to an affinity group': STOPPED,
  'attach an ephemeral IP': EPHEMERAL_IP,
  'detach an ephemeral IP': EPHEMERAL_IP,
  // the control plane's own states, not those the API shows: starting and stopping have a VM
  'move a floating IP': ['stopped', 'starting', 'running', 'stopping', 'rebooting'],
  'connect to the serial console': ['running', 'rebooting', 'migrating', 'repairing'],
} as const satisfies Record<string, readonly InstanceState[]>

const DISK_RULES = {
  // import_ready too, so that an abandoned import can be cleaned up
  delete: ['detached', 'faulted', 'import_ready'],
  snapshot: ['attached', 'detached'],
  attach: ['creating', 'detached'],
  // instance create attaches its disks at once, with no step for a disk still being made
  'attach to a new instance': ['detached'],
  detach: ['attached'],
  'start bulk writes': ['import_ready'],
  'import blocks with a bulk write': ['importing_from_bulk_writes'],
  'stop bulk writes': ['importing_from_bulk_writes'],
  finalize: ['import_ready'],
} as const satisfies Record<string, readonly DiskState[]>

const SNAPSHOT_RULES = {
  delete: ['ready', 'faulted', 'destroyed'],
  'create a disk from it': ['ready'],
  'create an image from it': ['ready'],
} as const satisfies Record<string, readonly SnapshotState[]>

export type InstanceAction = keyof typeof INSTANCE_RULES
export type DiskAction = keyof typeof DISK_RULES
export type SnapshotAction = keyof typeof SNAPSHOT_RULES

/** Where a rule's name is not how the refusal words it. */
const REFUSAL_WORDS: Partial<Record<DiskAction, string>> = { 'attach to a new instance': 'attach' }

function refuseUnless<S extends string>(kind: string, state: S, allowed: readonly S[], action: string): void {
  if (!allowed.includes(state)) throw invalidRequest(`${kind} state is ${state}, cannot ${action}`)
}

export const instanceAllows = (row: InstanceRow, action: InstanceAction): boolean =>
  (INSTANCE_RULES[action] as readonly InstanceState[]).includes(settleInstance(row).run_state)

/** The real API's refusal of an action the instance's state does not allow. */
export function requireInstanceState(row: InstanceRow, action: InstanceAction): void {
  refuseUnless('instance', settleInstance(row).run_state, INSTANCE_RULES[action], action)
}

export function requireDiskState(row: DiskRow, action: DiskAction): void {
  refuseUnless('disk', settleDisk(row).state.state, DISK_RULES[action], REFUSAL_WORDS[action] ?? action)
}

export function requireSnapshotState(row: SnapshotRow, action: SnapshotAction): void {
  refuseUnless('snapshot', settleSnapshot(row).state, SNAPSHOT_RULES[action], action)
}
