import { describe, expect, it } from 'vitest'
import { snapshotWhyNot } from './snapshotRules'

describe('snapshot actions by state', () => {
  it('makes images only from ready snapshots', () => {
    expect(snapshotWhyNot('createImage', 'ready')).toBeUndefined()
    for (const state of ['creating', 'faulted', 'destroyed'] as const) {
      expect(snapshotWhyNot('createImage', state)).toBe('Only available when the snapshot is ready')
    }
  })

  it('deletes anything but a snapshot still being taken', () => {
    for (const state of ['ready', 'faulted', 'destroyed'] as const)
      expect(snapshotWhyNot('delete', state)).toBeUndefined()
    expect(snapshotWhyNot('delete', 'creating')).toBe('Only available when the snapshot is ready, faulted or destroyed')
  })
})
