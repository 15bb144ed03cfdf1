import { describe, expect, it } from 'vitest'
import { initialSteps, type UploadState } from './steps'
import { uploadDetail, uploadEnd } from './uploadActivity'

const MiB = 1024 * 1024
const base = (patch: Partial<UploadState>): UploadState => ({
  phase: 'uploading',
  steps: initialSteps(),
  cleanup: [],
  totalBytes: 4 * MiB,
  bytesSent: 0,
  bytesSkipped: 0,
  retries: 0,
  leftBehind: [],
  removed: [],
  diskName: 'img-upload-abc123',
  snapshotName: 'img-upload-snap-abc123',
  ...patch,
})
const running = (id: string) => initialSteps().map((s) => (s.id === id ? { ...s, status: 'running' as const } : s))

describe('uploadDetail', () => {
  it('names the step under way, and while sending the bytes and the rate', () => {
    expect(uploadDetail(base({ steps: running('createDisk') }))).toBe('Create temporary disk…')
    expect(uploadDetail(base({ steps: running('send'), bytesSent: MiB, sendStartedAt: 0, progressAt: 100 }))).toBe(
      '1 MiB of 4 MiB',
    )
    expect(uploadDetail(base({ steps: running('send'), bytesSent: 2 * MiB, sendStartedAt: 0, progressAt: 1000 }))).toBe(
      '2 MiB of 4 MiB · 2 MiB/s',
    )
    expect(uploadDetail(base({ phase: 'cancelling', steps: running('send') }))).toBe('Cleaning up…')
  })
})

describe('uploadEnd', () => {
  it('done with the image, failed with the step and the API message, a cancel as interrupted', () => {
    expect(uploadEnd(base({ phase: 'succeeded', image: { name: 'alpine' } as UploadState['image'] }))).toEqual({
      status: 'done',
      detail: 'Image alpine is ready',
    })
    expect(
      uploadEnd(
        base({
          phase: 'failed',
          removed: ['disk'],
          failure: { step: 'createImage', label: 'Create image', message: 'already exists: image "alpine"' },
        }),
      ),
    ).toEqual({
      status: 'failed',
      detail: 'Create image failed: already exists: image "alpine". Upload failed; temporary disk removed.',
    })
    expect(uploadEnd(base({ phase: 'cancelled', removed: ['disk'] }))).toEqual({
      status: 'interrupted',
      detail: 'Upload cancelled; temporary disk removed.',
    })
  })
})
