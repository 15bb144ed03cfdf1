/**
 * Making disks, shared by disk create and instance create: the real API applies the same
 * rules to a disk whichever call makes it. And making snapshots of them.
 */
import type * as Api from '../src/api/__generated__/Api'
import type { Json } from '../src/api/__generated__/msw-handlers'
import { childrenOf, db } from './db'
import { invalidRequest, notFound } from './errors'
import { imageForProject } from './lookups'
import type { DiskRow, ProjectRow, SnapshotRow, UserRow } from './records'
import { assertNameFree, newIdentity } from './resources'
import { GiB, MAX_DISK_SIZE } from './sizes'
import { requireSnapshotState } from './state-rules'
import { transitionMs } from './timing'

export const assertDiskNameFree = (projectId: string, name: string) =>
  assertNameFree(childrenOf(db.disks, 'project_id', projectId), 'disk', name)

const sizeError = (message: string) => invalidRequest(`unsupported value for "size": ${message}`)

/** The real API's size rules, in its order: the block size first, then the GiB rules. */
function validateDiskSize(size: number, blockSize: number): void {
  if (size % blockSize !== 0) {
    throw invalidRequest(
      `unsupported value for "size and block_size": total size must be a multiple of block size ${blockSize}`,
    )
  }
  if (size < GiB) throw sizeError('total size must be at least 1 GiB')
  if (size % GiB !== 0) throw sizeError('total size must be a multiple of 1 GiB')
  if (size > MAX_DISK_SIZE) throw sizeError(`total size must be at most ${MAX_DISK_SIZE / GiB} GiB`)
}

export type DiskSpec = { name: string; description: string; size: number; disk_source: Json<Api.DiskSource> }

/**
 * Checks a disk to be made and returns it, not yet stored. A disk from an image or snapshot
 * takes the source's block size and must be at least as large as the source. As in the real
 * API, the source is checked before the size, whose rules depend on the block size.
 */
export function prepareDisk(user: UserRow, project: ProjectRow, spec: DiskSpec, now = Date.now()): DiskRow {
  const source = spec.disk_source
  let blockSize: number
  let imageId: string | null = null
  let snapshotId: string | null = null
  // The real API answers once its create saga has finished, so the new disk is usable at
  // once: detached, or ready for the client's bulk writes when it is to be imported
  let state: Json<Api.DiskState> = { state: 'detached' }
  switch (source.type) {
    case 'blank':
      blockSize = source.block_size
      break
    case 'importing_blocks':
      blockSize = source.block_size
      state = { state: 'import_ready' }
      break
    case 'image': {
      const image = imageForProject(user, source.image_id, project)
      if (spec.size < image.size) {
        throw invalidRequest(`disk size ${spec.size} must be greater than or equal to image size ${image.size}`)
      }
      blockSize = image.block_size
      imageId = image.id
      break
    }
    case 'snapshot': {
      const snapshot = db.snapshots.find((s) => s.id === source.snapshot_id && s.project_id === project.id)
      if (!snapshot) throw notFound('snapshot', 'id', source.snapshot_id)
      requireSnapshotState(snapshot, 'create a disk from it')
      if (spec.size < snapshot.size) {
        throw invalidRequest(`disk size ${spec.size} must be greater than or equal to snapshot size ${snapshot.size}`)
      }
      blockSize = snapshot.block_size
      snapshotId = snapshot.id
      break
    }
  }
  validateDiskSize(spec.size, blockSize)
  return {
    ...newIdentity(spec, now),
    project_id: project.id,
    size: spec.size,
    block_size: blockSize,
    device_path: `/mnt/${spec.name}`,
    image_id: imageId,
    snapshot_id: snapshotId,
    state,
    pending: null,
  }
}

/**
 * A snapshot of `disk`, not yet stored: `creating` for one transition step, or `ready` at
 * once when taken whole (as finalizing an import does). It keeps the disk's block size, which
 * a disk made from it inherits.
 */
export function prepareSnapshot(
  disk: DiskRow,
  spec: { name: string; description: string },
  now = Date.now(),
  ready = false,
): SnapshotRow {
  return {
    ...newIdentity(spec, now),
    project_id: disk.project_id,
    disk_id: disk.id,
    size: disk.size,
    block_size: disk.block_size,
    state: ready ? 'ready' : 'creating',
    pending: ready ? null : { to: 'ready', at: now + transitionMs() },
  }
}
