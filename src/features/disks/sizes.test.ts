import { describe, expect, it } from 'vitest'
import { GiB, MiB } from '~/util/bytes'
import { defaultDiskFormValues, diskSizeError, gibToHold, minDiskGib, toDiskCreate, type SizedSource } from './sizes'

const image: SizedSource = { kind: 'image', name: 'app-golden-image', size: 20 * GiB }
const oddSnapshot: SizedSource = { kind: 'snapshot', name: 'odd', size: 2 * GiB + 300 * MiB }

describe('the size a source needs', () => {
  it('rounds up to whole GiB, and is never below 1', () => {
    expect(gibToHold(20 * GiB)).toBe(20)
    expect(gibToHold(20 * GiB + 1)).toBe(21)
    expect(gibToHold(300 * MiB)).toBe(1)
    expect(gibToHold(0)).toBe(1)
  })

  it('is 1 GiB for a blank disk', () => {
    expect(minDiskGib()).toBe(1)
    expect(minDiskGib(oddSnapshot)).toBe(3)
  })
})

describe('size rules', () => {
  it.each([
    ['', undefined, 'Size is required'],
    [null, undefined, 'Size is required'],
    ['abc', undefined, 'Size is required'],
    [2.5, undefined, 'Size must be a whole number of GiB'],
    [0, undefined, 'Size must be at least 1 GiB'],
    [-3, undefined, 'Size must be at least 1 GiB'],
    [1024, undefined, 'Size can be at most 1023 GiB'],
    [1024, image, 'Size can be at most 1023 GiB'],
    [19, image, 'Size must be at least 20 GiB to hold image app-golden-image'],
    [0, image, 'Size must be at least 20 GiB to hold image app-golden-image'],
    [2, oddSnapshot, 'Size must be at least 3 GiB to hold snapshot odd'],
  ])('%j with %j: %s', (value, source, message) => {
    expect(diskSizeError(value, source)).toBe(message)
  })

  it.each([
    [1, undefined],
    [1023, undefined],
    ['40', undefined],
    [20, image],
    [3, oddSnapshot],
  ])('%j with %j is allowed', (value, source) => {
    expect(diskSizeError(value, source)).toBeUndefined()
  })
})

describe('the create body', () => {
  const values = { ...defaultDiskFormValues, name: 'data', description: 'd', sizeGib: 30 as const }

  it('sends a blank disk with its block size, in bytes', () => {
    expect(toDiskCreate({ ...values, blockSize: '512' })).toEqual({
      name: 'data',
      description: 'd',
      size: 30 * GiB,
      diskSource: { type: 'blank', blockSize: 512 },
    })
  })

  it('sends only the chosen source, even when another was picked before', () => {
    const picked = { ...values, snapshotId: 'snap-1', imageId: 'img-1' }
    expect(toDiskCreate({ ...picked, source: 'snapshot' }).diskSource).toEqual({
      type: 'snapshot',
      snapshotId: 'snap-1',
    })
    expect(toDiskCreate({ ...picked, source: 'image' }).diskSource).toEqual({ type: 'image', imageId: 'img-1' })
  })
})
