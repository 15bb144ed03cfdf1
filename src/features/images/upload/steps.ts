// What an upload looks like from outside: its steps, their states and the bytes sent. Plain
// data, so the page only renders it and tests only read it.
import type { FetchParams } from '~/api/__generated__/http-client'
import type { Image } from '~/api/__generated__/Api'
import type { OpName, OpParams, OpResult } from '~/api/client'
import type { ChunkBodies, ChunkBody } from './chunkBody'
import type { PollOptions } from './retry'

/** The signature of `callApi`, so tests can hand the engine a fake control plane. */
export type Call = <K extends OpName>(
  operation: K,
  params: OpParams<K>,
  fetchParams?: FetchParams,
) => Promise<OpResult<K>>

/** One bulk write: `body` is the JSON the API reads (offset and base64), made by `ChunkBodies`. */
export type BulkWrite = (disk: string, body: ChunkBody, signal: AbortSignal) => Promise<void>

/** How an upload's chunks are made and sent: by the page, a worker and their bytes to fetch. */
export type Transport = {
  bulkWrite: BulkWrite
  bodies: (source: Blob, blockSize: number) => ChunkBodies
}

export type StepStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled' | 'skipped'

const UPLOAD_STEPS = {
  createDisk: 'Create temporary disk',
  startImport: 'Start import',
  send: 'Send file',
  stopImport: 'Stop import',
  finalize: 'Finalize disk and take snapshot',
  createImage: 'Create image',
  deleteSnapshot: 'Delete temporary snapshot',
  deleteDisk: 'Delete temporary disk',
} as const

export const CLEANUP_STEPS = {
  deleteImage: 'Delete image',
  stopImport: 'Stop import',
  deleteSnapshot: 'Delete temporary snapshot',
  deleteDisk: 'Delete temporary disk',
} as const

export type StepId = keyof typeof UPLOAD_STEPS
export type CleanupId = keyof typeof CLEANUP_STEPS

export type Step<Id extends string> = { id: Id; label: string; status: StepStatus; detail?: string }

/**
 * idle: not started. uploading: steps 1-6, cancellable. finishing: the image exists and
 * the temporary disk and snapshot are being deleted, too late to cancel. cancelling and
 * cleaning-up: undoing after a cancel or a failure. The last three are final.
 */
export type Phase =
  'idle' | 'uploading' | 'finishing' | 'cancelling' | 'cleaning-up' | 'succeeded' | 'failed' | 'cancelled'

export const isBusy = (phase: Phase) => !['idle', 'succeeded', 'failed', 'cancelled'].includes(phase)

export type UploadState = {
  phase: Phase
  steps: Step<StepId>[]
  cleanup: Step<CleanupId>[]
  totalBytes: number
  bytesSent: number
  bytesSkipped: number
  /** when sending began and, once over, ended (ms, performance clock) */
  sendStartedAt?: number
  sendEndedAt?: number
  /** when the last chunk finished, for the rate */
  progressAt?: number
  retries: number
  failure?: { step: StepId; label: string; message: string }
  /** temporary resources cleanup could not remove, each said in full */
  leftBehind: string[]
  /** after cleanup: what it removed, e.g. ['disk', 'snapshot'] */
  removed: string[]
  image?: Image
  diskName: string
  snapshotName: string
}

export type UploadInput = {
  project: string
  file: Blob
  name: string
  description: string
  os: string
  version: string
  blockSize: 512 | 2048 | 4096
}

export type Tuning = {
  concurrency: number
  retries: number
  backoffMs: number
  poll: PollOptions
  chunkSize?: number
}

export const DEFAULT_TUNING: Tuning = {
  // enough to keep the pipe full while one chunk is being encoded; more only queues
  concurrency: 6,
  retries: 4,
  backoffMs: 500,
  poll: { intervalMs: 100, maxIntervalMs: 1000, timeoutMs: 120_000 },
}

const GiB = 1024 ** 3

/** The disk must hold the whole file and be a whole number of GiB (at least one). */
export const diskSizeFor = (fileSize: number) => Math.max(1, Math.ceil(fileSize / GiB)) * GiB

export const initialSteps = (): Step<StepId>[] =>
  (Object.keys(UPLOAD_STEPS) as StepId[]).map((id) => ({ id, label: UPLOAD_STEPS[id], status: 'pending' }))

/** A sentence for the end of an upload that did not produce an image. */
export function outcomeMessage(s: UploadState): string {
  if (s.leftBehind.length > 0) {
    return `Cleanup could not remove everything; left behind: ${s.leftBehind.join('; ')}. Delete ${s.leftBehind.length > 1 ? 'them' : 'it'} by hand.`
  }
  // disk first, as people say it, whatever order cleanup went in
  const nouns = [...s.removed].sort().join(' and ')
  const removed = nouns ? `temporary ${nouns} removed` : 'nothing was left behind'
  return s.phase === 'cancelled' ? `Upload cancelled; ${removed}.` : `Upload failed; ${removed}.`
}
