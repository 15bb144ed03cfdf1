// Sends a file to a disk as bulk writes: several chunks in flight, each retried on its own,
// the file read a chunk at a time so a many-gigabyte image never sits in memory.
import { chunkBodies, type Chunk, type ChunkBodies, type ChunkBody } from './chunkBody'
import { abortError, isAbort, withRetries } from './retry'

/** The most one bulk write may carry. A multiple of every block size (512, 2048, 4096). */
export const CHUNK_SIZE = 512 * 1024

export const chunkCount = (fileSize: number, chunkSize = CHUNK_SIZE) => Math.ceil(fileSize / chunkSize)

/** The `index`th slice of the file; only the last one may be short. */
export function chunkAt(index: number, fileSize: number, chunkSize = CHUNK_SIZE): Chunk {
  const offset = index * chunkSize
  return { index, offset, length: Math.min(chunkSize, fileSize - offset) }
}

export type Progress = { bytesSent: number; bytesSkipped: number; chunksDone: number; chunks: number }

export type SendOptions = {
  source: Blob
  blockSize: number
  /** One bulk write of `body`, the chunk at `offset`; must honour `signal`. */
  write: (offset: number, body: ChunkBody, signal: AbortSignal) => Promise<void>
  /** Where the chunks' bodies are made: on this thread unless given (the page: a worker's) */
  bodyOf?: ChunkBodies['bodyOf']
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
  const bodyOf = opts.bodyOf ?? chunkBodies(source, blockSize).bodyOf
  const total = chunkCount(source.size, chunkSize)
  const progress: Progress = { bytesSent: 0, bytesSkipped: 0, chunksDone: 0, chunks: total }

  // one failed chunk stops its siblings; so does the caller's cancel
  const stop = new AbortController()
  const relay = () => stop.abort(signal.reason)
  signal.addEventListener('abort', relay, { once: true })
  let firstError: unknown

  let next = 0
  const lane = async () => {
    while (!stop.signal.aborted) {
      const index = next++
      if (index >= total) return
      const chunk = chunkAt(index, source.size, chunkSize)
      const body = await bodyOf(chunk)
      if (stop.signal.aborted) return
      if (body === null) {
        progress.bytesSkipped += chunk.length
      } else {
        await withRetries(() => write(chunk.offset, body, stop.signal), {
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
