// Removing the temporary disk and snapshot, whatever state an upload left them in. Every
// decision is made on the resource's state as the API reports it now, not on what the
// upload believes it did, because a cancel can land between a call and its answer.
import type { Disk, Image, Snapshot } from '~/api/__generated__/Api'
import { isApiError, isNotFound } from '~/api/errors'
import { pollUntil, withRetries, type PollOptions } from './retry'
import type { Call } from './steps'

/**
 * Whether a create call made its resource: yes (it answered), no (it was refused with a
 * 4xx, or never sent) or maybe (the network or server failed, so it may have happened).
 */
export type Made = 'no' | 'maybe' | 'yes'

export const madeAfterError = (e: unknown): Made =>
  isApiError(e) && e.statusCode !== undefined && e.statusCode >= 400 && e.statusCode < 500 ? 'no' : 'maybe'

export type Ctx = { call: Call; project: string; poll: PollOptions }

/** Cleanup must not give up on one dropped packet; it is the last chance to tidy. */
const patiently = <T>(fn: () => Promise<T>) => withRetries(fn, { retries: 2, backoffMs: 300 })

const orNull = <T>(p: Promise<T>) => p.catch((e) => (isNotFound(e) ? null : Promise.reject(e)))

/** The disk by id when its create call answered, else by name; null if it is not there. */
export function findDisk(ctx: Ctx, disk: { id?: string; name: string }): Promise<Disk | null> {
  return patiently(() =>
    orNull(
      disk.id
        ? ctx.call('diskView', { path: { disk: disk.id } })
        : ctx.call('diskView', { path: { disk: disk.name }, query: { project: ctx.project } }),
    ),
  )
}

export function findSnapshot(ctx: Ctx, name: string): Promise<Snapshot | null> {
  return patiently(() =>
    orNull(ctx.call('snapshotView', { path: { snapshot: name }, query: { project: ctx.project } })),
  )
}

/** The project's image of this name, or null. */
export function findImage(ctx: Ctx, name: string): Promise<Image | null> {
  return patiently(() => orNull(ctx.call('imageView', { path: { image: name }, query: { project: ctx.project } })))
}

const SETTLING = new Set(['creating', 'finalizing', 'importing_from_url', 'attaching', 'detaching'])
const DELETABLE = new Set(['import_ready', 'detached', 'faulted'])

const waitForDisk = (ctx: Ctx, id: string, what: string, done: (d: Disk) => boolean) =>
  pollUntil(what, () => patiently(() => ctx.call('diskView', { path: { disk: id } })), done, ctx.poll)

/** Stops a bulk-write import if one is running, so the disk can be deleted. */
export async function stopImportIfRunning(ctx: Ctx, disk: Disk): Promise<Disk> {
  if (disk.state.state !== 'importing_from_bulk_writes') return disk
  await patiently(() => ctx.call('diskBulkWriteImportStop', { path: { disk: disk.id } }))
  return waitForDisk(ctx, disk.id, 'the import to stop', (d) => d.state.state !== 'importing_from_bulk_writes')
}

/**
 * Deletes the temporary disk from whatever state it is in: stops an import, waits out
 * creating or finalizing, then deletes. A control plane that will not delete a disk in
 * import_ready gets it finalized (without a snapshot) first, which makes it detached.
 */
export async function deleteDisk(ctx: Ctx, disk: Disk): Promise<void> {
  disk = await stopImportIfRunning(ctx, disk)
  if (SETTLING.has(disk.state.state)) {
    disk = await waitForDisk(ctx, disk.id, `disk ${disk.name} to settle`, (d) => !SETTLING.has(d.state.state))
  }
  const state = disk.state.state
  if (!DELETABLE.has(state)) throw new Error(`Disk ${disk.name} is ${state.replace(/_/g, ' ')} and cannot be deleted`)
  try {
    await patiently(() => ctx.call('diskDelete', { path: { disk: disk.id } }))
  } catch (e) {
    if (isNotFound(e)) return
    if (!(state === 'import_ready' && isApiError(e) && e.statusCode === 400)) throw e
    await patiently(() => ctx.call('diskFinalizeImport', { path: { disk: disk.id }, body: {} }))
    await waitForDisk(ctx, disk.id, `disk ${disk.name} to finish finalizing`, (d) => d.state.state !== 'finalizing')
    await patiently(() => ctx.call('diskDelete', { path: { disk: disk.id } }))
  }
}

/** A snapshot still being taken cannot go yet; wait for it, then delete it. */
export async function deleteSnapshot(ctx: Ctx, snapshot: Snapshot): Promise<void> {
  if (snapshot.state === 'creating') {
    await pollUntil(
      `snapshot ${snapshot.name} to be ready`,
      () => patiently(() => ctx.call('snapshotView', { path: { snapshot: snapshot.id } })),
      (s) => s.state !== 'creating',
      ctx.poll,
    )
  }
  await patiently(() => ctx.call('snapshotDelete', { path: { snapshot: snapshot.id } })).catch((e) => {
    if (!isNotFound(e)) throw e
  })
}
