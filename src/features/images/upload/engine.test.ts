import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OpName } from '~/api/client'
import { ApiError } from '~/api/errors'
import { CHUNK_SIZE } from './chunks'
import { ImageUpload } from './engine'
import { FakeApi } from './fakeApi'
import { diskSizeFor, outcomeMessage, type StepStatus, type UploadState } from './steps'

const GiB = 1024 ** 3
const FAST = { concurrency: 3, backoffMs: 1, poll: { intervalMs: 1, maxIntervalMs: 2, timeoutMs: 2000 } }

function randomFile(size: number) {
  const bytes = new Uint8Array(size)
  for (let i = 0; i < size; i += 65536) crypto.getRandomValues(bytes.subarray(i, Math.min(size, i + 65536)))
  return { bytes, file: new Blob([bytes]) }
}

function setup(size = 2 * CHUNK_SIZE + 1000) {
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

// failures are logged for support; here they are expected
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))

const statuses = (s: UploadState) => Object.fromEntries(s.steps.map((x) => [x.id, x.status]))
const cleanupOf = (s: UploadState) => s.cleanup.map((x) => `${x.id}:${x.status}`)
const after = (ops: OpName[], op: OpName) => ops.slice(ops.lastIndexOf(op) + 1)

/**
 * Holds each `held` call until an `awaited` one has been sent, failing it after 500 ms: sent
 * one after the other, `held` would wait for `awaited` in vain.
 */
function holdUntilSent(fake: FakeApi, held: OpName, awaited: OpName) {
  let sent!: () => void
  const awaitedSent = new Promise<void>((resolve) => (sent = resolve))
  fake.hooks[awaited] = () => sent()
  fake.hooks[held] = () =>
    Promise.race([
      awaitedSent,
      new Promise((_, reject) => setTimeout(() => reject(new Error(`${awaited} waited for ${held}`)), 500)),
    ]).then(() => {})
}

describe('a successful upload', () => {
  it('makes the calls in order and the disk receives exactly the file', async () => {
    const { fake, bytes, upload } = setup()
    let written: Uint8Array | undefined
    fake.hooks.diskBulkWriteImportStop = () => void (written = fake.contents(fake.disks[0], bytes.length))
    const seen = new Set<string>()
    upload.subscribe(() => seen.add(upload.getState().phase))

    const end = await upload.start()

    expect(end.phase).toBe('succeeded')
    expect(new Set(Object.values(statuses(end)))).toEqual(new Set<StepStatus>(['done']))
    expect([...seen]).toEqual(['uploading', 'finishing', 'succeeded'])
    const ops = fake.opNames().filter((op) => op !== 'diskView' && op !== 'snapshotView')
    expect(ops).toEqual([
      'diskCreate',
      'diskBulkWriteImportStart',
      'diskBulkWriteImport',
      'diskBulkWriteImport',
      'diskBulkWriteImport',
      'diskBulkWriteImportStop',
      'diskFinalizeImport',
      'imageCreate',
      'snapshotDelete',
      'diskDelete',
    ])
    const create = fake.ops('diskCreate')[0].params.body as Record<string, unknown>
    expect(create).toMatchObject({ size: GiB, diskSource: { type: 'importing_blocks', blockSize: 512 } })
    expect(create.name).toMatch(/^alpine-upload-[0-9a-f]{6}$/)
    const finalize = fake.ops('diskFinalizeImport')[0].params.body as Record<string, string>
    expect(finalize.snapshotName).toMatch(/^alpine-upload-snap-[0-9a-f]{6}$/)
    expect(fake.ops('imageCreate')[0].params.body).toMatchObject({
      name: 'alpine',
      os: 'alpine',
      version: '3.20',
      source: { type: 'snapshot' },
    })
    expect(Buffer.from(written!).equals(Buffer.from(bytes))).toBe(true)
    expect(end.bytesSent).toBe(bytes.length)
    expect(fake.disks).toHaveLength(0)
    expect(fake.snapshots).toHaveLength(0)
    expect(fake.images.map((i) => i.name)).toEqual(['alpine'])
    expect(end.image?.name).toBe('alpine')
  })

  it('sizes the disk to whole GiB, at least one', () => {
    expect(diskSizeFor(1)).toBe(GiB)
    expect(diskSizeFor(GiB)).toBe(GiB)
    expect(diskSizeFor(GiB + 1)).toBe(2 * GiB)
    expect(diskSizeFor(10.5 * GiB)).toBe(11 * GiB)
  })

  it('waits for the disk to finish finalizing and the snapshot to be ready before making the image', async () => {
    const { fake, upload } = setup(1000)
    fake.settleReads = 4
    fake.hooks.imageCreate = () => {
      expect(fake.disks[0].disk.state.state).toBe('detached')
      expect(fake.snapshots[0].state).toBe('ready')
    }
    expect((await upload.start()).phase).toBe('succeeded')
    expect(fake.ops('diskView').length).toBeGreaterThanOrEqual(4)
  })

  it('asks for the first chunks’ bodies before the disk is made, and each once', async () => {
    const { fake, bytes, upload } = setup(5 * CHUNK_SIZE)
    const asked: [chunk: number, callsBefore: number][] = []
    let written: Uint8Array | undefined
    fake.hooks.diskBulkWriteImportStop = () => void (written = fake.contents(fake.disks[0], bytes.length))
    const make = fake.transport.bodies
    fake.transport.bodies = (source, blockSize, chunkSize) => {
      const bodies = make(source, blockSize, chunkSize)
      return { ...bodies, bodyOf: (chunk) => (asked.push([chunk.index, fake.calls.length]), bodies.bodyOf(chunk)) }
    }
    expect((await upload.start()).phase).toBe('succeeded')
    // as many as may be in flight (FAST: 3), asked before any call
    expect(asked.slice(0, 3)).toEqual([
      [0, 0],
      [1, 0],
      [2, 0],
    ])
    expect(asked.map(([chunk]) => chunk)).toEqual([0, 1, 2, 3, 4])
    expect(Buffer.from(written!).equals(Buffer.from(bytes))).toBe(true)
  })

  it('reads the finalized disk and its snapshot together', async () => {
    const { fake, upload } = setup(1000)
    holdUntilSent(fake, 'diskView', 'snapshotView')
    const end = await upload.start()
    expect(end.phase).toBe('succeeded')
    expect(fake.ops('diskView').length).toBeGreaterThan(0)
  })

  it('deletes the temporary snapshot and disk together', async () => {
    const { fake, upload } = setup(1000)
    holdUntilSent(fake, 'snapshotDelete', 'diskDelete')
    const end = await upload.start()
    expect(end.phase).toBe('succeeded')
    expect(end.leftBehind).toEqual([])
    expect(fake.disks).toHaveLength(0)
    expect(fake.snapshots).toHaveLength(0)
  })

  it('tells subscribers of bytes sent a few times a second, and of every other change at once', async () => {
    const chunks = 200
    const fake = new FakeApi()
    const { file } = randomFile(chunks * 4096)
    const upload = new ImageUpload(
      { project: 'demo', file, name: 'alpine', description: 'd', os: 'alpine', version: '3.20', blockSize: 512 },
      fake.call,
      fake.transport,
      { ...FAST, chunkSize: 4096 },
    )
    // each chunk's write waits a little, as over a network: 200 chunks take ~0.3-0.5 s
    fake.hooks.diskBulkWriteImport = () => new Promise((resolve) => setTimeout(resolve, 5))
    const notices: UploadState[] = []
    upload.subscribe(() => notices.push(upload.getState()))
    const started = Date.now()
    const end = await upload.start()
    const elapsedMs = Date.now() - started

    expect(end.phase).toBe('succeeded')
    const progressOnly = notices.filter(
      (s, i) => i > 0 && s.steps === notices[i - 1].steps && s.bytesSent !== notices[i - 1].bytesSent,
    )
    expect(progressOnly.length).toBeGreaterThan(0)
    // at most one a 100 ms (and the first at once), far fewer than the chunks
    expect(progressOnly.length).toBeLessThanOrEqual(Math.ceil(elapsedMs / 100) + 1)
    expect(progressOnly.length).toBeLessThan(chunks / 4)
    // every step's start and end was told, and the send's end with every byte in it
    for (const id of Object.keys(statuses(end))) {
      expect(notices.some((s) => statuses(s)[id] === 'running')).toBe(true)
      expect(notices.some((s) => statuses(s)[id] === 'done')).toBe(true)
    }
    expect(notices.find((s) => s.sendEndedAt !== undefined)?.bytesSent).toBe(chunks * 4096)
  })

  it('keeps the steps’ state the same object through the notices of bytes, and changes it with a step', async () => {
    const fake = new FakeApi()
    const upload = new ImageUpload(
      {
        project: 'demo',
        file: randomFile(100 * 4096).file,
        name: 'alpine',
        description: 'd',
        os: 'alpine',
        version: '3.20',
        blockSize: 512,
      },
      fake.call,
      fake.transport,
      { ...FAST, chunkSize: 4096 },
    )
    fake.hooks.diskBulkWriteImport = () => new Promise((resolve) => setTimeout(resolve, 5))
    const seen: { state: UploadState; steps: UploadState }[] = []
    upload.subscribe(() => seen.push({ state: upload.getState(), steps: upload.getStepState() }))
    const end = await upload.start()

    // a notice of bytes alone: nothing else in the state differs from the notice before
    const BYTES = ['bytesSent', 'bytesSkipped', 'progressAt']
    const sameButBytes = (a: UploadState, b: UploadState) =>
      Object.keys({ ...a, ...b }).every(
        (k) => BYTES.includes(k) || a[k as keyof UploadState] === b[k as keyof UploadState],
      )
    const bytesOnly = seen.filter((n, i) => i > 0 && sameButBytes(n.state, seen[i - 1].state))
    expect(bytesOnly.length).toBeGreaterThan(0)
    for (const n of bytesOnly) expect(n.steps).toBe(seen[seen.indexOf(n) - 1].steps)
    // every other notice hands out the state as it is, bytes included
    for (const n of seen.filter((n) => !bytesOnly.includes(n))) expect(n.steps).toBe(n.state)
    expect(upload.getStepState()).toBe(end)
  })
})

describe('cancelling', () => {
  // cancel while each call of the upload is under way; what must be undone depends on how far it got
  const cases: { during: OpName; nth?: number; cleanup: string[]; undo: OpName[] }[] = [
    { during: 'diskCreate', cleanup: ['deleteDisk:done'], undo: ['diskDelete'] },
    {
      during: 'diskBulkWriteImportStart',
      cleanup: ['stopImport:done', 'deleteDisk:done'],
      undo: ['diskBulkWriteImportStop', 'diskDelete'],
    },
    {
      during: 'diskBulkWriteImport',
      nth: 2,
      cleanup: ['stopImport:done', 'deleteDisk:done'],
      undo: ['diskBulkWriteImportStop', 'diskDelete'],
    },
    { during: 'diskBulkWriteImportStop', cleanup: ['deleteDisk:done'], undo: ['diskDelete'] },
    {
      during: 'diskFinalizeImport',
      cleanup: ['deleteSnapshot:done', 'deleteDisk:done'],
      undo: ['snapshotDelete', 'diskDelete'],
    },
    {
      during: 'imageCreate',
      cleanup: ['deleteImage:done', 'deleteSnapshot:done', 'deleteDisk:done'],
      undo: ['imageDelete', 'snapshotDelete', 'diskDelete'],
    },
  ]

  for (const { during, nth = 1, cleanup, undo } of cases) {
    it(`during ${during} undoes what was made: ${undo.join(', ')}`, async () => {
      const { fake, upload } = setup()
      fake.hooks[during] = (_p, n) => void (n === nth && upload.cancel())
      const end = await upload.start()
      expect(end.phase).toBe('cancelled')
      expect(cleanupOf(end)).toEqual(cleanup)
      const undone = after(fake.opNames(), during).filter((op) => !op.endsWith('View') && op !== 'diskBulkWriteImport')
      expect(undone).toEqual(undo)
      expect(fake.disks).toHaveLength(0)
      expect(fake.snapshots).toHaveLength(0)
      expect(fake.images).toHaveLength(0)
      expect(end.failure).toBeUndefined()
      expect(Object.values(statuses(end))).toContain('cancelled')
      expect(Object.values(statuses(end))).not.toContain('pending')
      expect(outcomeMessage(end)).toBe(
        undo.includes('snapshotDelete')
          ? 'Upload cancelled; temporary disk and snapshot removed.'
          : 'Upload cancelled; temporary disk removed.',
      )
    })
  }

  it('while the disk is finalizing waits for it to be detached before deleting it', async () => {
    const { fake, upload } = setup(1000)
    fake.settleReads = 3
    let states: string[] = []
    fake.hooks.diskView = () => {
      if (fake.disks[0]?.disk.state.state === 'finalizing') upload.cancel()
    }
    fake.hooks.diskDelete = () => void (states = fake.disks.map((d) => d.disk.state.state))
    const end = await upload.start()
    expect(end.phase).toBe('cancelled')
    expect(statuses(end).finalize).toBe('cancelled')
    expect(states).toEqual(['detached'])
    expect(fake.disks).toHaveLength(0)
    expect(fake.snapshots).toHaveLength(0)
  })

  it('is ignored once the image exists: the temporary resources are being removed anyway', async () => {
    const { fake, upload } = setup(1000)
    fake.hooks.snapshotDelete = () => upload.cancel()
    const end = await upload.start()
    expect(end.phase).toBe('succeeded')
    expect(fake.images).toHaveLength(1)
    expect(fake.disks).toHaveLength(0)
  })

  it('finalizes a disk the API will not delete while import_ready, then deletes it', async () => {
    const { fake, upload } = setup(1000)
    fake.deleteImportReady = false
    fake.hooks.diskCreate = () => upload.cancel()
    const end = await upload.start()
    expect(end.phase).toBe('cancelled')
    expect(fake.opNames().filter((op) => op === 'diskFinalizeImport' || op === 'diskDelete')).toEqual([
      'diskDelete',
      'diskFinalizeImport',
      'diskDelete',
    ])
    expect(fake.ops('diskFinalizeImport')[0].params.body).toEqual({})
    expect(fake.disks).toHaveLength(0)
  })
})

describe('failing', () => {
  it('at image create names the step, skips the rest, and removes the disk and snapshot', async () => {
    const { fake, upload } = setup()
    fake.images.push({ id: 'x', name: 'alpine' } as never)
    const end = await upload.start()
    expect(end.phase).toBe('failed')
    expect(end.failure).toEqual({
      step: 'createImage',
      label: 'Create image',
      message: 'already exists: image "alpine"',
    })
    expect(statuses(end)).toMatchObject({
      finalize: 'done',
      createImage: 'failed',
      deleteSnapshot: 'skipped',
      deleteDisk: 'skipped',
    })
    expect(cleanupOf(end)).toEqual(['deleteSnapshot:done', 'deleteDisk:done'])
    expect(fake.disks).toHaveLength(0)
    expect(fake.snapshots).toHaveLength(0)
    expect(fake.images.map((i) => i.id)).toEqual(['x'])
    expect(outcomeMessage(end)).toBe('Upload failed; temporary disk and snapshot removed.')
  })

  it('while sending, after the retries, stops the import and deletes the disk', async () => {
    const { fake, upload } = setup()
    fake.hooks.diskBulkWriteImport = (p) => {
      if ((p.body as { offset: number }).offset === CHUNK_SIZE)
        throw new ApiError({ message: 'Bad gateway', statusCode: 502 })
    }
    const end = await upload.start()
    expect(end.failure).toMatchObject({ step: 'send', message: 'Bad gateway' })
    expect(end.retries).toBe(4)
    expect(cleanupOf(end)).toEqual(['stopImport:done', 'deleteDisk:done'])
    expect(fake.disks).toHaveLength(0)
    // no snapshot was asked for, so none is looked for
    expect(fake.ops('snapshotView')).toHaveLength(0)
  })

  it('at disk create with a refusal leaves nothing to clean up', async () => {
    const { fake, upload } = setup()
    let closed = 0
    const make = fake.transport.bodies
    fake.transport.bodies = (...args) => ({ ...make(...args), close: () => void closed++ })
    fake.hooks.diskCreate = () => {
      throw new ApiError({ message: 'Not enough storage quota', statusCode: 400 })
    }
    const end = await upload.start()
    expect(end.failure).toMatchObject({ step: 'createDisk', message: 'Not enough storage quota' })
    expect(end.cleanup).toEqual([])
    expect(fake.opNames()).toEqual(['diskCreate'])
    expect(outcomeMessage(end)).toBe('Upload failed; nothing was left behind.')
    // the chunks' worker, started with the upload, is let go too
    expect(closed).toBeGreaterThan(0)
  })

  it('at disk create with a lost answer looks the disk up by name and deletes it', async () => {
    const { fake, upload } = setup()
    fake.hooks.diskCreate = async (p, n) => {
      if (n > 1) return
      await fake.call('diskCreate', p as never) // it was made...
      throw new TypeError('Failed to fetch') // ...but the answer never came
    }
    const end = await upload.start()
    expect(end.failure?.message).toBe('Could not reach the API (Failed to fetch)')
    expect(cleanupOf(end)).toEqual(['deleteDisk:done'])
    expect(fake.disks).toHaveLength(0)
  })

  it('at image create with a server error finds the image it may have made and deletes it', async () => {
    const { fake, upload } = setup()
    fake.hooks.imageCreate = async (p, n) => {
      if (n > 1) return
      await fake.call('imageCreate', p as never) // it was made...
      throw new ApiError({ message: 'Internal Server Error', statusCode: 500 }) // ...and the answer was an error
    }
    const end = await upload.start()
    expect(end.failure).toMatchObject({ step: 'createImage', message: 'Internal Server Error' })
    expect(cleanupOf(end)).toEqual(['deleteImage:done', 'deleteSnapshot:done', 'deleteDisk:done'])
    expect(fake.images).toHaveLength(0)
    expect(end.leftBehind).toEqual([])
  })

  it('at image create with a lost answer leaves alone an image of the name that is not its own', async () => {
    const { fake, upload } = setup()
    fake.hooks.imageCreate = (_p, n) => {
      if (n > 1) return
      // someone else made an image of this name, and our call never got through
      fake.images.push({ id: 'theirs', name: 'alpine', description: 'other', os: 'debian', version: '12' } as never)
      throw new TypeError('Failed to fetch')
    }
    const end = await upload.start()
    expect(end.failure?.step).toBe('createImage')
    expect(cleanupOf(end)).toEqual(['deleteSnapshot:done', 'deleteDisk:done'])
    expect(fake.images.map((i) => i.id)).toEqual(['theirs'])
  })

  it('lists the image as left behind when it cannot even look for it', async () => {
    const { fake, upload } = setup()
    fake.hooks.imageCreate = () => {
      throw new ApiError({ message: 'Bad gateway', statusCode: 502 })
    }
    fake.hooks.imageView = () => {
      throw new TypeError('Failed to fetch')
    }
    const end = await upload.start()
    expect(cleanupOf(end)).toEqual(['deleteImage:failed', 'deleteSnapshot:done', 'deleteDisk:done'])
    expect(end.leftBehind).toEqual(['image alpine'])
    expect(outcomeMessage(end)).toContain('left behind: image alpine')
  })

  it('says what cleanup left behind when it cannot delete the disk', async () => {
    const { fake, upload } = setup()
    fake.hooks.imageCreate = () => {
      throw new ApiError({ message: 'Image name already exists', statusCode: 400 })
    }
    fake.hooks.diskDelete = () => {
      throw new ApiError({ message: 'Service unavailable', statusCode: 503 })
    }
    const end = await upload.start()
    expect(end.phase).toBe('failed')
    expect(cleanupOf(end)).toEqual(['deleteSnapshot:done', 'deleteDisk:failed'])
    expect(end.cleanup[1].detail).toBe('Service unavailable')
    expect(end.leftBehind).toEqual([`temporary disk ${end.diskName}`])
    expect(outcomeMessage(end)).toContain(`left behind: temporary disk ${end.diskName}`)
    // retried before giving up
    expect(fake.ops('diskDelete')).toHaveLength(3)
  })
})
