// The page's side and the worker's side of chunk bodies, joined by a fake Worker that passes
// messages as the browser would (the real one runs in the upload's browser tests).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_SIZE } from './chunks'
import { workerBodies } from './workerBodies'

class FakeWorker {
  static last: FakeWorker
  onmessage: ((event: { data: unknown }) => void) | null = null
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null
  terminated = false
  /** The byte lengths of the buffers each of the worker's messages moved to the page */
  readonly moved: number[][] = []
  readonly scope = {
    onmessage: null as ((event: { data: unknown }) => Promise<void>) | null,
    postMessage: (data: unknown, options?: { transfer?: ArrayBuffer[] }) => {
      this.moved.push((options?.transfer ?? []).map((buffer) => buffer.byteLength))
      // cloned as the browser clones a message: a buffer moved is gone from the worker
      this.onmessage?.({ data: structuredClone(data, options) })
    },
  }
  constructor(readonly url: URL) {
    FakeWorker.last = this
  }
  // as a browser does, messages wait until the worker's module has run
  private queue: unknown[] | null = []
  postMessage(data: unknown) {
    if (this.queue) this.queue.push(data)
    else queueMicrotask(() => void this.scope.onmessage?.({ data }))
  }
  loaded() {
    const queued = this.queue ?? []
    this.queue = null
    queued.forEach((data) => this.postMessage(data))
  }
  terminate() {
    this.terminated = true
  }
}

/** Worker bodies over a fake worker running chunkWorker.ts. */
async function start(source: Blob) {
  vi.resetModules()
  vi.stubGlobal('Worker', FakeWorker)
  const bodies = workerBodies(source, 512)
  const worker = FakeWorker.last
  vi.stubGlobal('self', worker.scope)
  await import('./chunkWorker')
  worker.loaded()
  return { bodies, worker }
}

afterEach(() => vi.unstubAllGlobals())

const chunk = (index: number, length = CHUNK_SIZE) => ({ index, offset: index * CHUNK_SIZE, length })

describe('chunk bodies made by the upload’s worker', () => {
  it('answer each chunk with the JSON the API reads, and nothing for a chunk of zeros', async () => {
    const data = Uint8Array.from({ length: CHUNK_SIZE }, (_, i) => i % 251)
    const { bodies, worker } = await start(new Blob([data, new Uint8Array(CHUNK_SIZE)]))
    expect(worker.url.pathname).toMatch(/chunkWorker\.ts$/)
    const [first, zeros] = await Promise.all([bodies.bodyOf(chunk(0)), bodies.bodyOf(chunk(1))])
    expect(zeros).toBeNull()
    expect(JSON.parse(new TextDecoder().decode(first!))).toEqual({
      offset: 0,
      base64_encoded_data: Buffer.from(data).toString('base64'),
    })
    // the body's buffer moved to the page, not copied; nothing to move for the zeros
    expect(worker.moved).toEqual([[first!.byteLength], []])
    bodies.close()
    expect(worker.terminated).toBe(true)
  })

  it('tell a file that cannot be read as such', async () => {
    const unreadable = new Blob([new Uint8Array(CHUNK_SIZE)])
    vi.spyOn(unreadable, 'slice').mockImplementation(() => {
      throw new DOMException('gone', 'NotReadableError')
    })
    const { bodies } = await start(unreadable)
    await expect(bodies.bodyOf(chunk(0))).rejects.toThrow(/could not be read.*choose it again/)
  })

  it('fail every chunk when the worker cannot even be made', async () => {
    vi.stubGlobal(
      'Worker',
      class {
        constructor() {
          throw new DOMException('Workers are not allowed here', 'SecurityError')
        }
      },
    )
    const bodies = workerBodies(new Blob([new Uint8Array(CHUNK_SIZE)]), 512)
    await expect(bodies.bodyOf(chunk(0))).rejects.toThrow(
      'could not prepare the file’s chunks: Workers are not allowed here',
    )
    bodies.close()
  })

  it('fail every chunk, waiting or asked for later, once the worker stops', async () => {
    const { bodies, worker } = await start(new Blob([new Uint8Array(CHUNK_SIZE)]))
    worker.scope.onmessage = null // it never answers
    const waiting = bodies.bodyOf(chunk(0))
    worker.onerror?.({ message: 'Failed to load the script', preventDefault: () => {} })
    await expect(waiting).rejects.toThrow('could not prepare the file’s chunks: Failed to load the script')
    await expect(bodies.bodyOf(chunk(0))).rejects.toThrow('Failed to load the script')
  })
})
