/**
 * Importing a disk image through bulk writes, as the CLI and the console's upload do:
 * create the disk with an `importing_blocks` source (state `import_ready`), start bulk
 * writes (`importing_from_bulk_writes`), send the image in chunks of at most 512 KiB, stop
 * (back to `import_ready`), then finalize: `detached` in the answer, optionally with a
 * snapshot taken on the way. The real API answers finalize only once its saga is done, so a
 * client never sees its own import `finalizing` (another reader may, mid-saga: build-farm's
 * `nixos-24-11-upload` stands for that).
 *
 * The chunks are checked and counted but not kept: an upload of many GiB must not live in
 * the memory of a browser tab.
 */
import type { MSWHandlers } from '../../src/api/__generated__/msw-handlers'
import { type AuthParams, currentUser } from '../auth'
import { Base64Error, decodedLength } from '../base64'
import { childrenOf, db } from '../db'
import { invalidRequest } from '../errors'
import { moveDisk } from '../lifecycle'
import { changeable, lookupDisk } from '../lookups'
import { checkStorageQuota } from '../quotas'
import type { DiskRow, UserRow } from '../records'
import { assertNameFree } from '../resources'
import { MAX_BULK_WRITE_BYTES } from '../sizes'
import { type DiskAction, requireDiskState } from '../state-rules'
import { prepareSnapshot } from '../storage'

/** A disk the caller may change: readable (else 404) and collaborator on its project (else 403). */
const changeableDisk = (user: UserRow, disk: string, project?: string) =>
  changeable(user, lookupDisk(user, disk, project))

/** The length of a chunk once decoded, or the refusal of it. */
function chunkLength(base64: string): number {
  try {
    return decodedLength(base64)
  } catch (e) {
    if (e instanceof Base64Error) throw invalidRequest(`error base64 decoding data: ${e.message}`)
    throw e
  }
}

/** Each rule of a bulk write gets its own message, so a client can tell what it got wrong. */
function checkChunk(disk: DiskRow, offset: number, length: number): void {
  const blockSize = disk.block_size
  if (length > MAX_BULK_WRITE_BYTES) {
    throw invalidRequest(`data length ${length} exceeds the maximum bulk write size of ${MAX_BULK_WRITE_BYTES} bytes`)
  }
  if (offset % blockSize !== 0) {
    throw invalidRequest(`offset ${offset} is not a multiple of the disk's block size ${blockSize}`)
  }
  if (length % blockSize !== 0) {
    throw invalidRequest(`data length ${length} is not a multiple of the disk's block size ${blockSize}`)
  }
  if (offset + length > disk.size) {
    throw invalidRequest(
      `write of ${length} bytes at offset ${offset} goes past the end of the disk (${disk.size} bytes)`,
    )
  }
}

type DiskCall = AuthParams & { path: { disk: string }; query: { project?: string } }

/** Starting and stopping bulk writes: a change of state and nothing else. */
const bulkWriteSwitch =
  (action: DiskAction, to: 'importing_from_bulk_writes' | 'import_ready') =>
  ({ path, query, ...params }: DiskCall) => {
    const { row: disk } = changeableDisk(currentUser(params), path.disk, query.project)
    requireDiskState(disk, action)
    moveDisk(disk, { state: to }, null)
    return 204
  }

export const diskImportHandlers: Partial<MSWHandlers> = {
  diskBulkWriteImportStart: bulkWriteSwitch('start bulk writes', 'importing_from_bulk_writes'),

  diskBulkWriteImport({ path, query, body, ...params }) {
    const { row: disk } = changeableDisk(currentUser(params), path.disk, query.project)
    requireDiskState(disk, 'import blocks with a bulk write')
    const length = chunkLength(body.base64_encoded_data)
    checkChunk(disk, body.offset, length)
    disk.imported_bytes = (disk.imported_bytes ?? 0) + length
    return 204
  },

  diskBulkWriteImportStop: bulkWriteSwitch('stop bulk writes', 'import_ready'),

  diskFinalizeImport({ path, query, body, ...params }) {
    const { row: disk, project } = changeableDisk(currentUser(params), path.disk, query.project)
    requireDiskState(disk, 'finalize')
    const now = Date.now()
    const name = body.snapshot_name
    // everything is checked before anything changes, so a refusal leaves the disk as it was
    if (name) {
      assertNameFree(childrenOf(db.snapshots, 'project_id', disk.project_id), 'snapshot', name)
      checkStorageQuota(project.silo_id, disk.size)
      // taken whole at once, so ready straight away; the description is the control plane's
      const description = `snapshot of finalized disk ${disk.id}`
      db.snapshots.push(prepareSnapshot(disk, { name, description }, now, true))
    }
    moveDisk(disk, { state: 'detached' }, null, now)
    return 204
  },
}
