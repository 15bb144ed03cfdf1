// A small stateful stand-in for the calls an upload makes, for unit tests: it keeps disks,
// snapshots and images, applies the state rules that matter here, records every call, and
// lets a test intercept any operation (to fail it, hold it, or cancel during it).
import type { Disk, Image, Snapshot } from '~/api/__generated__/Api'
import type { OpName } from '~/api/client'
import { ApiError } from '~/api/errors'
import { chunkBodies } from './chunkBody'
import type { Call, Transport } from './steps'

type DiskRec = { disk: Disk; blocks: Map<number, Uint8Array> }
type Params = Record<string, Record<string, unknown> | undefined>
export type Hook = (params: Params, n: number) => void | Promise<void>

/** Disk operations that only move a disk from one state to the next. */
const MOVES: Partial<
  Record<OpName, { from: string; to: 'import_ready' | 'importing_from_bulk_writes'; action: string }>
> = {
  diskBulkWriteImportStart: { from: 'import_ready', to: 'importing_from_bulk_writes', action: 'start import' },
  diskBulkWriteImportStop: { from: 'importing_from_bulk_writes', to: 'import_ready', action: 'stop import' },
}

const now = () => new Date()
const fail = (statusCode: number, message: string, errorCode?: string) =>
  new ApiError({ message, statusCode, errorCode })

export class FakeApi {
  readonly calls: { op: OpName; params: Params }[] = []
  readonly disks: DiskRec[] = []
  readonly snapshots: Snapshot[] = []
  readonly images: Image[] = []
  /** run before an operation is handled; throw to fail it, await to hold it */
  readonly hooks: Partial<Record<OpName, Hook>> = {}
  /** how many reads a finalizing disk stays finalizing, and a new snapshot creating */
  settleReads = 2
  private pendingReads = new Map<string, number>()
  /** whether deleting a disk in import_ready is allowed (the real API may refuse) */
  deleteImportReady = true

  ops = (op: OpName) => this.calls.filter((c) => c.op === op)
  opNames = () => this.calls.map((c) => c.op)

  /** Reads settle a transition a few reads after it began, like the mock's clock. */
  private read(id: string, settle: () => void) {
    const left = this.pendingReads.get(id)
    if (left === undefined) return
    if (left <= 0) {
      settle()
      this.pendingReads.delete(id)
    } else this.pendingReads.set(id, left - 1)
  }

  private findDisk(sel: string): DiskRec {
    const rec = this.disks.find((d) => d.disk.id === sel || d.disk.name === sel)
    if (!rec) throw fail(404, `not found: disk with name or id "${sel}"`, 'ObjectNotFound')
    this.read(rec.disk.id, () => (rec.disk.state = { state: 'detached' }))
    return rec
  }

  private findSnapshot(sel: string): Snapshot {
    const s = this.snapshots.find((x) => x.id === sel || x.name === sel)
    if (!s) throw fail(404, `not found: snapshot with name or id "${sel}"`, 'ObjectNotFound')
    this.read(s.id, () => (s.state = 'ready'))
    return s
  }

  /** The disk the call names, which must be in one of `states` for `action`. */
  private diskIn(path: Record<string, unknown>, states: string[], action: string): DiskRec {
    const rec = this.findDisk(path.disk as string)
    if (!states.includes(rec.disk.state.state)) {
      throw fail(400, `disk cannot ${action} in state ${rec.disk.state.state}`, 'InvalidRequest')
    }
    return rec
  }

  /** Chunks made as the page's worker makes them, each sent through `call` as its JSON says. */
  readonly transport: Transport = {
    bodies: chunkBodies,
    bulkWrite: async (disk, body, signal) => {
      const { offset, base64_encoded_data } = JSON.parse(new TextDecoder().decode(body)) as {
        offset: number
        base64_encoded_data: string
      }
      await this.call(
        'diskBulkWriteImport',
        { path: { disk }, body: { offset, base64EncodedData: base64_encoded_data } },
        { signal },
      )
    },
  }

  readonly call: Call = async (op, params, fetchParams) => {
    const p = params as Params
    this.calls.push({ op, params: p })
    const n = this.ops(op).length
    await this.hooks[op]?.(p, n)
    if (fetchParams?.signal?.aborted) throw new DOMException('aborted', 'AbortError')
    return this.handle(op, p) as never
  }

  private handle(op: OpName, p: Params): unknown {
    const path = p.path ?? {}
    const body = (p.body ?? {}) as Record<string, never>
    const move = MOVES[op]
    if (move) {
      this.diskIn(path, [move.from], move.action).disk.state = { state: move.to }
      return undefined
    }
    switch (op) {
      case 'diskCreate': {
        if (this.disks.some((d) => d.disk.name === body.name))
          throw fail(400, 'already exists: disk', 'ObjectAlreadyExists')
        const src = body.diskSource as { blockSize: number }
        const disk: Disk = {
          id: crypto.randomUUID(),
          name: body.name,
          description: body.description,
          devicePath: '',
          projectId: 'p',
          size: body.size,
          blockSize: src.blockSize,
          state: { state: 'import_ready' },
          timeCreated: now(),
          timeModified: now(),
        }
        this.disks.push({ disk, blocks: new Map() })
        return disk
      }
      case 'diskView':
        return { ...this.findDisk(path.disk as string).disk }
      case 'diskDelete': {
        const deletable = this.deleteImportReady ? ['detached', 'faulted', 'import_ready'] : ['detached', 'faulted']
        const rec = this.diskIn(path, deletable, 'delete')
        this.disks.splice(this.disks.indexOf(rec), 1)
        return undefined
      }
      case 'diskBulkWriteImport': {
        const rec = this.diskIn(path, ['importing_from_bulk_writes'], 'bulk write')
        const bytes = Buffer.from(body.base64EncodedData as string, 'base64')
        if (bytes.length > 512 * 1024) throw fail(400, 'too much data')
        if (bytes.length % rec.disk.blockSize || (body.offset as number) % rec.disk.blockSize) {
          throw fail(400, 'offset and length must be block-aligned')
        }
        rec.blocks.set(body.offset, new Uint8Array(bytes))
        return undefined
      }
      case 'diskFinalizeImport': {
        const rec = this.diskIn(path, ['import_ready'], 'finalize')
        rec.disk.state = { state: 'finalizing' }
        this.pendingReads.set(rec.disk.id, this.settleReads)
        if (body.snapshotName) {
          const snap: Snapshot = {
            id: crypto.randomUUID(),
            name: body.snapshotName,
            description: '',
            diskId: rec.disk.id,
            projectId: 'p',
            size: rec.disk.size,
            state: 'creating',
            timeCreated: now(),
            timeModified: now(),
          }
          this.snapshots.push(snap)
          this.pendingReads.set(snap.id, this.settleReads)
        }
        return undefined
      }
      case 'snapshotView':
        return { ...this.findSnapshot(path.snapshot as string) }
      case 'snapshotDelete': {
        const s = this.findSnapshot(path.snapshot as string)
        this.snapshots.splice(this.snapshots.indexOf(s), 1)
        return undefined
      }
      case 'imageCreate': {
        if (this.images.some((i) => i.name === body.name)) {
          throw fail(400, `already exists: image "${body.name}"`, 'ObjectAlreadyExists')
        }
        const image = {
          id: crypto.randomUUID(),
          name: body.name,
          description: body.description,
          os: body.os,
          version: body.version,
        } as unknown as Image
        this.images.push(image)
        return image
      }
      case 'imageView': {
        const image = this.images.find((i) => i.id === path.image || i.name === path.image)
        if (!image) throw fail(404, `not found: image with name "${path.image as string}"`, 'ObjectNotFound')
        return { ...image }
      }
      case 'imageDelete':
        this.images.splice(
          this.images.findIndex((i) => i.id === path.image),
          1,
        )
        return undefined
      default:
        throw fail(501, `${op} is not faked`)
    }
  }

  /** What the disk holds, blocks written at their offsets (zeros elsewhere). */
  contents(rec: DiskRec, length: number): Uint8Array {
    const out = new Uint8Array(length)
    for (const [offset, bytes] of rec.blocks) out.set(bytes.subarray(0, Math.max(0, length - offset)), offset)
    return out
  }
}
