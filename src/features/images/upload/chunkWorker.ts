// The upload's worker: makes each chunk's body (read, zero check, base64, JSON bytes) off the
// page's main thread, which an upload otherwise kept ~90 % busy; the page sends the bodies.
// Messages: first the file and its layout, then one request per chunk, answered by its id.
import { chunkBodies, FileReadError, type ChunkBodies } from './chunkBody'
import type { BodyAnswer, BodyRequest, WorkerSetup } from './workerBodies'

let bodies: ChunkBodies | null = null

self.onmessage = async ({ data }: MessageEvent<WorkerSetup | BodyRequest>) => {
  if (!('id' in data)) {
    bodies = chunkBodies(data.source, data.blockSize)
    return
  }
  let answer: BodyAnswer
  try {
    if (!bodies) throw new Error('the upload’s worker got a chunk before its file')
    answer = { id: data.id, body: await bodies.bodyOf(data.chunk) }
  } catch (e) {
    answer = { id: data.id, error: e instanceof FileReadError ? 'read' : String(e) }
  }
  // the body's buffer is moved to the page, not copied
  self.postMessage(answer, { transfer: 'body' in answer && answer.body ? [answer.body.buffer] : [] })
}
