// Sends a file to a disk as bulk writes: several chunks in flight, each retried on its own,
// the file read a chunk at a time so a many-gigabyte image never sits in memory.
import { base64Length, encodeBase64Into } from './base64'
import { abortError, isAbort, withRetries } from './retry'

/** The most one bulk write may carry. A multiple of every block size (512, 2048, 4096). */
export const CHUNK_SIZE = 512 * 1024

export type Chunk = { index: number; offset: number; length: number }

export const chunkCount = (fileSize: number, chunkSize = CHUNK_SIZE) => Math.ceil(fileSize / chunkSize)

/** The `index`th slice of the file; only the last one may be short. */
export function chunkAt(index: number, fileSize: number, chunkSize = CHUNK_SIZE): Chunk {
  const offset = index * chunkSize
  return { index, offset, length: Math.min(chunkSize, fileSize - offset) }
}

/** The disk takes whole blocks only, so a short last chunk is filled up with zeros. */
export function padToBlock(bytes: Uint8Array, blockSize: number): Uint8Array {
  const rest = bytes.length % blockSize
  if (rest === 0) return bytes
  const padded = new Uint8Array(bytes.length + blockSize - rest)
  padded.set(bytes)
  return padded
}

/** A fresh disk reads as zeros, so an all-zero chunk need not be sent (sparse images are mostly zeros). */
export function isAllZero(bytes: Uint8Array): boolean {
  // word-wise where the view allows it: eight times fewer comparisons
  if (bytes.byteOffset % 4 === 0 && bytes.length % 4 === 0) {
    const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length / 4)
    for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false
    return true
  }
  for (let i = 0; i < bytes.length; i++) if (bytes[i] !== 0) return false
  return true
}

/** File read errors say little ("NotReadableError"); this one says what to do. */
class FileReadError extends Error {
  constructor(cause: unknown) {
    super('The file could not be read. It may have been moved or changed since it was chosen; choose it again.', {
      cause,
    })
    this.name = 'FileReadError'
  }
}

async function readChunk(source: Blob, chunk: Chunk): Promise<Uint8Array> {
  try {
    return new Uint8Array(await source.slice(chunk.offset, chunk.offset + chunk.length).arrayBuffer())
  } catch (e) {
    throw new FileReadError(e)
  }
}

export type Progress = { bytesSent: number; bytesSkipped: number; chunksDone: number; chunks: number }

export type SendOptions = {
  source: Blob
  blockSize: number
  /**
   * One bulk write; must honour `signal`. `base64` is the chunk's base64 as ASCII bytes, in a
   * buffer the next chunk reuses: valid until the write settles, to be read, not kept.
   */
  write: (offset: number, base64: Uint8Array<ArrayBuffer>, signal: AbortSignal) => Promise<void>
  concurrency: number
  retries: number
  backoffMs: number
  signal: AbortSignal
  chunkSize?: number
  onProgress?: (p: Progress) => void
  onRetry?: (chunk: Chunk, attempt: number, error: unknown) => void
}

/**
 * Sends every chunk of `source`. The first chunk that fails for good stops the others and
 * its error is thrown; a cancel stops everything with an AbortError.
 */
export async function sendFile(opts: SendOptions): Promise<Progress> {
  const { source, blockSize, write, signal } = opts
  const chunkSize = opts.chunkSize ?? CHUNK_SIZE
  if (chunkSize % blockSize !== 0) throw new Error(`chunk size ${chunkSize} is not a multiple of ${blockSize}`)
  const total = chunkCount(source.size, chunkSize)
  const progress: Progress = { bytesSent: 0, bytesSkipped: 0, chunksDone: 0, chunks: total }

  // one failed chunk stops its siblings; so does the caller's cancel
  const stop = new AbortController()
  const relay = () => stop.abort(signal.reason)
  signal.addEventListener('abort', relay, { once: true })
  let firstError: unknown

  let next = 0
  const lane = async () => {
    // each lane encodes into its own buffer, once for the whole file (see base64.ts)
    const encoded = new Uint8Array(base64Length(chunkSize))
    while (!stop.signal.aborted) {
      const index = next++
      if (index >= total) return
      const chunk = chunkAt(index, source.size, chunkSize)
      const bytes = padToBlock(await readChunk(source, chunk), blockSize)
      if (stop.signal.aborted) return
      if (isAllZero(bytes)) {
        progress.bytesSkipped += chunk.length
      } else {
        const data = encodeBase64Into(bytes, encoded)
        await withRetries(() => write(chunk.offset, data, stop.signal), {
          retries: opts.retries,
          backoffMs: opts.backoffMs,
          signal: stop.signal,
          onRetry: (attempt, e) => opts.onRetry?.(chunk, attempt, e),
        })
      }
      progress.bytesSent += chunk.length
      progress.chunksDone++
      opts.onProgress?.({ ...progress })
    }
  }
  const guarded = () =>
    lane().catch((e) => {
      // the first real failure is the story; the aborts it caused in the others are not
      if (firstError === undefined && !(isAbort(e) && stop.signal.aborted)) firstError = e
      stop.abort(e)
    })

  try {
    await Promise.all(Array.from({ length: Math.max(1, Math.min(opts.concurrency, total)) }, guarded))
  } finally {
    signal.removeEventListener('abort', relay)
  }
  if (firstError !== undefined) throw firstError
  if (signal.aborted) throw abortError()
  return progress
}
