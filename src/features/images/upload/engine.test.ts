// The image upload engine when everything goes through; cancelling and failing are in
// engine.unwind.test.ts.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CHUNK_SIZE } from './chunks'
import { ImageUpload } from './engine'
import { FAST, GiB, holdUntilSent, randomFile, setup, statuses } from './engine.test-helpers'
import { FakeApi } from './fakeApi'
import { diskSizeFor, type StepStatus, type UploadState } from './steps'

// failures are logged for support; here they are expected
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))

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
    fake.transport.bodies = (source, blockSize) => {
      const bodies = make(source, blockSize)
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
