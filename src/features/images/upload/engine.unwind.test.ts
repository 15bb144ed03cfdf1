// The image upload engine undoing what it made: after a cancel, and after a failure at each step.
import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { OpName } from '~/api/client'
import { ApiError } from '~/api/errors'
import { CHUNK_SIZE } from './chunks'
import { after, cleanupOf, setup, statuses } from './engine.test-helpers'
import { outcomeMessage } from './steps'

// failures are logged for support; here they are expected
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => {}))

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
