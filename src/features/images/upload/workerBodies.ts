// The page's side of the upload's worker (chunkWorker.ts): each chunk's body asked for by id
// and answered with its bytes, whose buffer the worker moves to the page rather than copies.
import { FileReadError, type Chunk, type ChunkBodies, type ChunkBody } from './chunkBody'

export type WorkerSetup = { source: Blob; blockSize: number }
export type BodyRequest = { id: number; chunk: Chunk }
export type BodyAnswer = { id: number; body: ChunkBody | null } | { id: number; error: 'read' | string }

/** Why every chunk's body fails: the worker could not be made, load or run. */
const unprepared = (why: unknown) =>
  new Error(`The upload could not prepare the file’s chunks: ${why instanceof Error ? why.message : String(why)}`)

export function workerBodies(source: Blob, blockSize: number): ChunkBodies {
  let worker: Worker
  try {
    worker = new Worker(new URL('./chunkWorker.ts', import.meta.url), { type: 'module', name: 'image upload' })
  } catch (e) {
    // made as the upload starts, before its first step: one that cannot even be made fails
    // the chunks, as one that cannot load does, and the upload then cleans up as after any failure
    const broken = unprepared(e)
    return { bodyOf: () => Promise.reject(broken), close: () => {} }
  }
  const waiting = new Map<number, { resolve: (body: ChunkBody | null) => void; reject: (e: Error) => void }>()
  let nextId = 0
  let broken: Error | null = null

  worker.onmessage = ({ data }: MessageEvent<BodyAnswer>) => {
    const request = waiting.get(data.id)
    waiting.delete(data.id)
    if (!('error' in data)) request?.resolve(data.body)
    else request?.reject(data.error === 'read' ? new FileReadError(undefined) : new Error(data.error))
  }
  // a worker that cannot load or run fails the upload, which then cleans up as after any failure
  worker.onerror = (event) => {
    event.preventDefault()
    broken = unprepared(event.message || 'its worker stopped')
    waiting.forEach(({ reject }) => reject(broken!))
    waiting.clear()
  }
  worker.postMessage({ source, blockSize } satisfies WorkerSetup)

  return {
    bodyOf: (chunk) =>
      broken
        ? Promise.reject(broken)
        : new Promise((resolve, reject) => {
            const id = nextId++
            waiting.set(id, { resolve, reject })
            worker.postMessage({ id, chunk } satisfies BodyRequest)
          }),
    close: () => worker.terminate(),
  }
}
