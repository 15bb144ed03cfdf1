// What the image upload engine's tests share: a fake control plane with an upload on it, and
// ways to read what the upload did (engine.test.ts, engine.unwind.test.ts).
import type { OpName } from '~/api/client'
import { CHUNK_SIZE } from './chunks'
import { ImageUpload } from './engine'
import { FakeApi } from './fakeApi'
import type { UploadState } from './steps'

export const GiB = 1024 ** 3
/** Tuning that lets a test's upload run its retries and polls in milliseconds. */
export const FAST = { concurrency: 3, backoffMs: 1, poll: { intervalMs: 1, maxIntervalMs: 2, timeoutMs: 2000 } }

export function randomFile(size: number) {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(bytes.subarray(i, Math.min(size, i + 65536)))
  return { bytes, file: new Blob([bytes]) }
}

/** An upload of a random file of `size` bytes to a fake control plane. */
export function setup(size = 2 * CHUNK_SIZE + 1000) {
  const fake = new FakeApi()
  const { bytes, file } = randomFile(size)
  const upload = new ImageUpload(
    { project: 'demo', file, name: 'alpine', description: 'd', os: 'alpine', version: '3.20', blockSize: 512 },
    fake.call,
    fake.transport,
    FAST,
  )
  return { fake, bytes, upload }
}

export const statuses = (s: UploadState) => Object.fromEntries(s.steps.map((x) => [x.id, x.status]))
export const cleanupOf = (s: UploadState) => s.cleanup.map((x) => `${x.id}:${x.status}`)
/** The operations made after the last `op`. */
export const after = (ops: OpName[], op: OpName) => ops.slice(ops.lastIndexOf(op) + 1)

/**
 * Holds each `held` call until an `awaited` one has been sent, failing it after 500 ms: sent
 * one after the other, `held` would wait for `awaited` in vain.
 */
export function holdUntilSent(fake: FakeApi, held: OpName, awaited: OpName) {
  let sent!: () => void
  const awaitedSent = new Promise<void>((resolve) => (sent = resolve))
  fake.hooks[awaited] = () => sent()
  fake.hooks[held] = () =>
    Promise.race([
      awaitedSent,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${awaited} waited for ${held}`)), 500)),
    ]).then(() => {})
}
