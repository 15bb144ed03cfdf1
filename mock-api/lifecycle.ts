/**
 * How instances, disks and snapshots move between states. Nothing runs on a timer: a row
 * keeps the state it is heading for and when it gets there (`pending`), and `settle*` brings
 * it up to date from the clock. Every read of a row's state goes through a settle, so a
 * client polling an instance sees it go creating -> starting -> running.
 */
import type * as Api from '../src/api/__generated__/Api'
import type { Json } from '../src/api/__generated__/msw-handlers'
import type { DiskRow, InstanceRow, SnapshotRow } from './records'
import { timestamp } from './resources'
import { transitionMs } from './timing'

type InstanceState = Api.InstanceState

/** The control plane waits this long after an automatic restart before it tries another. */
export const AUTO_RESTART_COOLDOWN_MS = 60 * 60 * 1000

/** States that finish by themselves, and what they finish in. */
const SETTLES_INTO: Partial<Record<InstanceState, InstanceState>> = {
  starting: 'running',
  stopping: 'stopped',
  rebooting: 'running',
}

/** Puts the instance in `state` as of `at`, scheduling the follow-up state if there is one. */
export function enterState(row: InstanceRow, state: InstanceState, at = Date.now()): void {
  row.run_state = state
  row.time_run_state_updated = timestamp(at)
  const next = SETTLES_INTO[state]
  row.pending = next ? { to: next, at: at + transitionMs() } : null
}

/** No configured policy means the default one, which today is best effort. */
const autoRestartEnabled = (row: InstanceRow) => row.auto_restart_policy !== 'never'

function cooldownEnd(row: InstanceRow): number | null {
  return row.time_last_auto_restarted ? Date.parse(row.time_last_auto_restarted) + AUTO_RESTART_COOLDOWN_MS : null
}

/**
 * When a failed instance will be restarted by the control plane, or null if never. The
 * restart is not instant: like the real control plane's periodic sweep, it comes one
 * transition step after the instance became due.
 */
function autoRestartAt(row: InstanceRow): number | null {
  if (row.run_state !== 'failed' || !autoRestartEnabled(row)) return null
  const failedAt = Date.parse(row.time_run_state_updated)
  return Math.max(failedAt, cooldownEnd(row) ?? 0) + transitionMs()
}

/** Brings an instance's state up to date with the clock. Cheap for a row with nothing pending. */
export function settleInstance(row: InstanceRow, now = Date.now()): InstanceRow {
  // each pass takes one step; a chain of steps is short (creating -> starting -> running)
  for (let steps = 0; steps < 8; steps++) {
    if (row.pending) {
      if (row.pending.at > now) break
      enterState(row, row.pending.to, row.pending.at)
      continue
    }
    const restartAt = autoRestartAt(row)
    if (restartAt === null || restartAt > now) break
    row.time_last_auto_restarted = timestamp(restartAt)
    enterState(row, 'starting', restartAt)
  }
  return row
}

export function instanceView(row: InstanceRow, now = Date.now()): Json<Api.Instance> {
  settleInstance(row, now)
  const cooldown = cooldownEnd(row)
  const { pending: _pending, ssh_key_ids: _keys, user_data: _userData, ...fields } = row
  return {
    ...fields,
    boot_disk_id: row.boot_disk_id ?? null,
    auto_restart_policy: row.auto_restart_policy ?? null,
    auto_restart_enabled: autoRestartEnabled(row),
    // the document: absent once the cooldown has passed (or if there never was one)
    auto_restart_cooldown_expiration: cooldown !== null && cooldown > now ? timestamp(cooldown) : null,
    time_last_auto_restarted: row.time_last_auto_restarted ?? null,
  }
}

/** Instances holding vCPUs and memory: those with a running (or soon running) VM. */
export function holdsCompute(row: InstanceRow): boolean {
  switch (row.run_state) {
    case 'starting':
    case 'running':
    case 'stopping':
    case 'rebooting':
    case 'migrating':
    case 'repairing':
      return true
    case 'creating':
      return row.pending?.to === 'starting'
    default:
      return false
  }
}

// ---------------------------------------------------------------------------------------
// Disks and snapshots

export function settleDisk(row: DiskRow, now = Date.now()): DiskRow {
  if (row.pending && row.pending.at <= now) {
    row.state = row.pending.to
    row.pending = null
  }
  return row
}

/** Moves a disk to `state` now, and on to `then` one transition step later. */
export function moveDisk(row: DiskRow, state: Json<Api.DiskState>, then: Json<Api.DiskState> | null, now = Date.now()) {
  row.state = state
  row.pending = then ? { to: then, at: now + transitionMs() } : null
  row.time_modified = timestamp(now)
}

export function diskView(row: DiskRow): Json<Api.Disk> {
  settleDisk(row)
  const { pending: _pending, imported_bytes: _imported, ...view } = row
  return view
}

/** The instance a disk is attached to (or attaching to, or detaching from), if any. */
export function diskInstanceId(row: DiskRow): string | null {
  settleDisk(row)
  return 'instance' in row.state ? row.state.instance : null
}

export function settleSnapshot(row: SnapshotRow, now = Date.now()): SnapshotRow {
  if (row.pending && row.pending.at <= now) {
    row.state = row.pending.to
    row.pending = null
  }
  return row
}

export function snapshotView(row: SnapshotRow): Json<Api.Snapshot> {
  settleSnapshot(row)
  const { pending: _pending, block_size: _blockSize, ...view } = row
  return view
}
