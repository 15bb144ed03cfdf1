// The upload as the API wants it: temporary disk, bulk-write import, finalize into a
// snapshot, image from the snapshot, then the temporary disk and snapshot deleted again.
// Plain TypeScript with the API passed in, so every path can be tested without a browser.
import type { Disk, Image, Snapshot } from '~/api/__generated__/Api'
import { failureMessage } from '~/api/errors'
import { formatBytes } from '~/util/bytes'
import { genName } from '~/util/names'
import { withBodiesAhead, type ChunkBodies } from './chunkBody'
import { CHUNK_SIZE, chunkAt, chunkCount, sendFile } from './chunks'
import {
  deleteDisk,
  deleteSnapshot,
  findDisk,
  findImage,
  findSnapshot,
  madeAfterError,
  stopImportIfRunning,
  type Made,
} from './cleanup'
import { abortError, isAbort, pollUntil, withRetries } from './retry'
import {
  CLEANUP_STEPS,
  DEFAULT_TUNING,
  diskSizeFor,
  initialSteps,
  type Call,
  type CleanupId,
  type StepId,
  type Transport,
  type Tuning,
  type UploadInput,
  type UploadState,
} from './steps'
import { UploadStateStore } from './uploadState'

export class ImageUpload {
  /** what the run has done so far, and who is told of it */
  private readonly store: UploadStateStore
  readonly subscribe: UploadStateStore['subscribe']
  readonly getState: UploadStateStore['getState']
  readonly getStepState: UploadStateStore['getStepState']
  private readonly abort = new AbortController()
  private readonly tuning: Tuning
  private disk: { made: Made; id?: string } = { made: 'no' }
  private snapshotMade: Made = 'no'
  private imageMade: Made = 'no'
  private running?: Promise<UploadState>

  constructor(
    private readonly input: UploadInput,
    private readonly call: Call,
    /** how chunks are made and sent: the page's (a worker's bodies) or a test's */
    private readonly transport: Transport,
    tuning: Partial<Tuning> = {},
  ) {
    this.tuning = { ...DEFAULT_TUNING, ...tuning }
    this.store = new UploadStateStore({
      phase: 'idle',
      steps: initialSteps(),
      cleanup: [],
      totalBytes: input.file.size,
      bytesSent: 0,
      bytesSkipped: 0,
      retries: 0,
      leftBehind: [],
      removed: [],
      // named after the image, so a disk left behind says where it came from
      diskName: genName(input.name, 'upload'),
      snapshotName: genName(input.name, 'upload-snap'),
    })
    this.subscribe = this.store.subscribe
    this.getState = this.store.getState
    this.getStepState = this.store.getStepState
  }

  private get state() {
    return this.store.getState()
  }

  /** Runs the upload to its end (success, failure or cancel); never throws. Idempotent. */
  start(): Promise<UploadState> {
    this.running ??= this.run()
    return this.running
  }

  /** Stops at the next opportunity and cleans up. Too late once the image exists. */
  cancel() {
    if (this.state.phase !== 'uploading') return
    this.store.set({ phase: 'cancelling' })
    this.abort.abort(abortError())
  }

  private get ctx() {
    return { call: this.call, project: this.input.project, poll: this.tuning.poll }
  }

  private async step<T>(id: StepId, fn: () => Promise<T>, detail?: string): Promise<T> {
    // control calls are not aborted mid-flight, so we always know whether they happened;
    // a cancel takes effect between them
    if (this.abort.signal.aborted) throw abortError()
    this.store.mark(id, 'running', detail)
    const value = await fn()
    this.store.mark(id, 'done')
    return value
  }

  /** Records whether a create call made its resource, for cleanup to act on. */
  private async create<T>(fn: () => Promise<T>, record: (m: Made) => void): Promise<T> {
    record('maybe')
    try {
      const value = await fn()
      record('yes')
      return value
    } catch (e) {
      record(madeAfterError(e))
      throw e
    }
  }

  private async run(): Promise<UploadState> {
    const { input, call } = this
    const { project } = input
    const { diskName, snapshotName } = this.state
    this.store.set({ phase: 'uploading' })
    const bodies = this.firstBodiesAhead()
    try {
      const size = diskSizeFor(input.file.size)
      const disk = await this.step(
        'createDisk',
        () =>
          this.create(
            () =>
              call('diskCreate', {
                query: { project },
                body: {
                  name: diskName,
                  description: `Temporary disk for uploading image ${input.name}; deleted when the upload ends`,
                  size,
                  diskSource: { type: 'importing_blocks', blockSize: input.blockSize },
                },
              }),
            (m) => (this.disk.made = m),
          ),
        `${diskName}, ${formatBytes(size)}`,
      )
      this.disk.id = disk.id
      const path = { disk: disk.id }

      await this.step('startImport', () => call('diskBulkWriteImportStart', { path }))
      await this.step('send', () => this.send(disk, bodies))
      await this.step('stopImport', () => call('diskBulkWriteImportStop', { path }))

      const { disk: finalized, snapshot } = await this.step('finalize', () => this.finalize(disk), snapshotName)

      const image = await this.step('createImage', () =>
        this.create(
          () =>
            call('imageCreate', {
              query: { project },
              body: {
                name: input.name,
                description: input.description,
                os: input.os,
                version: input.version,
                source: { type: 'snapshot', id: snapshot.id },
              },
            }),
          (m) => (this.imageMade = m),
        ),
      )
      this.store.set({ image })
      // a cancel that came in while the image was being made undoes it (see cleanUp)
      if (this.abort.signal.aborted) throw abortError()
      return await this.finish(snapshot, finalized)
    } catch (e) {
      return this.unwind(e)
    } finally {
      bodies.close()
    }
  }

  /**
   * The chunks' bodies, the first few asked for now: the worker loads and makes them while
   * the disk is made and its import started, rather than once sending begins. With 40 ms
   * added to each request (production bundle, the Node mock) the first bulk write left
   * @312 -> @246 ms; through the in-browser mock, which shares the two cores, @180 -> @172.
   */
  private firstBodiesAhead(): ChunkBodies {
    const { file, blockSize } = this.input
    const chunkSize = this.tuning.chunkSize ?? CHUNK_SIZE
    const first = Math.min(this.tuning.concurrency, chunkCount(file.size, chunkSize))
    const chunks = Array.from({ length: first }, (_, i) => chunkAt(i, file.size, chunkSize))
    return withBodiesAhead(this.transport.bodies(file, blockSize), chunks)
  }

  /** Reads during the upload survive a dropped packet but stop at once on cancel (or `signal`). */
  private patiently<T>(fn: (signal: AbortSignal) => Promise<T>, signal = this.abort.signal): Promise<T> {
    return withRetries(() => fn(signal), { retries: 2, backoffMs: 300, signal })
  }

  /**
   * Finalizes the import into the snapshot, then reads the disk until detached and the
   * snapshot until ready, together: the API answers finalize once its saga is done, so each
   * usually settles at its first read, and one after the other cost a round trip more. A
   * read that fails stops the other, as a cancel stops both (cleanup's reads it does not).
   */
  private async finalize(disk: Disk): Promise<{ disk: Disk; snapshot: Snapshot }> {
    const { call } = this
    const { project } = this.input
    const { snapshotName } = this.state
    const path = { disk: disk.id }
    await this.create(
      () => call('diskFinalizeImport', { path, body: { snapshotName } }),
      (m) => (this.snapshotMade = m),
    )
    const failed = new AbortController()
    const signal = AbortSignal.any([this.abort.signal, failed.signal])
    const poll = { ...this.tuning.poll, signal }
    const settled = pollUntil(
      'the disk to finish finalizing',
      () => this.patiently((s) => call('diskView', { path }, { signal: s }), signal),
      (d) => d.state.state !== 'finalizing',
      poll,
    ).then((d) => {
      if (d.state.state !== 'detached') throw new Error(`The disk became ${d.state.state} instead of detached`)
      return d
    })
    const snapshot = pollUntil(
      'the snapshot to be ready',
      () =>
        this.patiently(
          (s) => call('snapshotView', { path: { snapshot: snapshotName }, query: { project } }, { signal: s }),
          signal,
        ),
      (snap) => snap.state !== 'creating',
      poll,
    ).then((snap) => {
      if (snap.state !== 'ready') throw new Error(`The snapshot became ${snap.state} instead of ready`)
      return snap
    })
    try {
      const [d, snap] = await Promise.all([settled, snapshot])
      return { disk: d, snapshot: snap }
    } catch (e) {
      failed.abort(e)
      throw e
    }
  }

  private async send(disk: Disk, bodies: ChunkBodies) {
    const started = performance.now()
    this.store.set({ sendStartedAt: started })
    const { file, blockSize } = this.input
    const result = await sendFile({
      source: file,
      blockSize,
      bodyOf: bodies.bodyOf,
      write: (_offset, body, signal) => this.transport.bulkWrite(disk.id, body, signal),
      concurrency: this.tuning.concurrency,
      retries: this.tuning.retries,
      backoffMs: this.tuning.backoffMs,
      chunkSize: this.tuning.chunkSize,
      signal: this.abort.signal,
      onProgress: (p) =>
        this.store.setProgress({ bytesSent: p.bytesSent, bytesSkipped: p.bytesSkipped, progressAt: performance.now() }),
      onRetry: () => this.store.set({ retries: this.state.retries + 1 }),
    }).finally(() => bodies.close())
    this.store.set({ sendEndedAt: performance.now() })
    const skipped = result.bytesSkipped ? `, ${formatBytes(result.bytesSkipped)} of zeros skipped` : ''
    this.store.mark('send', 'running', `${formatBytes(result.bytesSent)} in ${result.chunks} chunks${skipped}`)
  }

  /**
   * The image exists: the temporary snapshot and disk go, together (neither waits for the
   * other in the API), and nothing can be cancelled. The disk is deleted as finalizing left
   * it (detached), not looked up again: one gone since is no error, one changed since is
   * refused by the API, and the step says so. With 40 ms added to each request, from the
   * last bulk write to the images' list 465 -> 377 ms.
   */
  private async finish(snapshot: Snapshot, disk: Disk): Promise<UploadState> {
    this.store.set({ phase: 'finishing' })
    const ctx = this.ctx
    const gone = (id: StepId, what: string, remove: () => Promise<void>) =>
      this.step(id, remove).then(
        () => null,
        (e: unknown) => {
          this.store.mark(id, 'failed', failureMessage(e))
          return what
        },
      )
    const left = await Promise.all([
      gone('deleteSnapshot', `temporary snapshot ${snapshot.name}`, () => deleteSnapshot(ctx, snapshot)),
      gone('deleteDisk', `temporary disk ${disk.name}`, () => deleteDisk(ctx, disk)),
    ])
    this.store.set({ phase: 'succeeded', leftBehind: left.filter((what) => what !== null) })
    return this.state
  }

  private async unwind(e: unknown): Promise<UploadState> {
    const cancelled = this.abort.signal.aborted
    const current = this.state.steps.find((s) => s.status === 'running')
    this.store.set({
      phase: cancelled ? 'cancelling' : 'cleaning-up',
      steps: this.state.steps.map((s) =>
        s === current
          ? { ...s, status: cancelled ? 'cancelled' : 'failed', detail: cancelled ? s.detail : failureMessage(e) }
          : s.status === 'pending'
            ? { ...s, status: cancelled ? 'cancelled' : 'skipped' }
            : s,
      ),
      failure:
        cancelled || !current ? undefined : { step: current.id, label: current.label, message: failureMessage(e) },
    })
    if (!cancelled && !current) console.error('Image upload failed outside a step', e)
    else if (!cancelled && !isAbort(e)) console.error(`Image upload failed at "${current?.label}"`, e)
    await this.cleanUp()
    this.store.set({ phase: cancelled ? 'cancelled' : 'failed' })
    return this.state
  }

  /**
   * The image this upload's create call made, if it did: one of its name with what the
   * upload asked for. Another user's image that took the name meanwhile is left alone.
   */
  private async findOwnImage(): Promise<Image | null> {
    const { name, os, version, description } = this.input
    const found = await findImage(this.ctx, name)
    return found && found.os === os && found.version === version && found.description === description ? found : null
  }

  /** Undoes whatever the upload made, in an order the API accepts, reporting each step. */
  private async cleanUp() {
    const ctx = this.ctx
    const { diskName, snapshotName, image } = this.state
    const disk =
      this.disk.made === 'no' ? null : await findDisk(ctx, { id: this.disk.id, name: diskName }).catch(() => undefined)
    const snapshot = this.snapshotMade === 'no' ? null : await findSnapshot(ctx, snapshotName).catch(() => undefined)
    // an image create that got no answer (or a 5xx) may have made the image all the same
    const made = image ?? (this.imageMade === 'maybe' ? await this.findOwnImage().catch(() => undefined) : null)

    // the plan, shown before it runs; undefined above means "could not even look"
    const plan: CleanupId[] = []
    if (made !== null) plan.push('deleteImage')
    if (disk?.state.state === 'importing_from_bulk_writes') plan.push('stopImport')
    if (snapshot !== null) plan.push('deleteSnapshot')
    if (disk !== null) plan.push('deleteDisk')
    this.store.set({ cleanup: plan.map((id) => ({ id, label: CLEANUP_STEPS[id], status: 'pending' })) })

    const removed: string[] = []
    const leftBehind: string[] = []
    // `what` is what stays behind if the step fails; stopping an import leaves nothing by itself
    const attempt = async (id: CleanupId, what: string | null, fn: () => Promise<unknown>, noun?: string) => {
      this.store.markCleanup(id, 'running')
      try {
        await fn()
        this.store.markCleanup(id, 'done')
        if (noun) removed.push(noun)
      } catch (err) {
        this.store.markCleanup(id, 'failed', failureMessage(err))
        if (what) leftBehind.push(what)
      }
    }

    let current = disk
    for (const id of plan) {
      if (id === 'deleteImage') {
        await attempt(id, `image ${this.input.name}`, async () => {
          const found = made ?? (await this.findOwnImage())
          if (found) await this.call('imageDelete', { path: { image: found.id } })
        })
      } else if (id === 'stopImport' && current) {
        const d = current
        await attempt(id, null, async () => (current = await stopImportIfRunning(ctx, d)))
      } else if (id === 'deleteSnapshot') {
        await attempt(
          id,
          `temporary snapshot ${snapshotName}`,
          async () => {
            const s = snapshot ?? (await findSnapshot(ctx, snapshotName))
            if (s) await deleteSnapshot(ctx, s)
          },
          'snapshot',
        )
      } else if (id === 'deleteDisk') {
        await attempt(
          id,
          `temporary disk ${diskName}`,
          async () => {
            const d = current ?? (await findDisk(ctx, { id: this.disk.id, name: diskName }))
            if (d) await deleteDisk(ctx, d)
          },
          'disk',
        )
      }
    }
    this.store.set({ removed, leftBehind })
  }
}
