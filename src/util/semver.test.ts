import { describe, expect, it } from 'vitest'
import { compareVersions, isSemver } from './semver'

describe('semantic versions', () => {
  it('recognises them', () => {
    expect(['16.0.0', '1.2.3-rc.1', '1.2.3+build.5', '0.0.0'].every(isSemver)).toBe(true)
    expect(['16', '16.0', '01.0.0', '1.0.0-', 'v1.0.0', ''].some(isSemver)).toBe(false)
  })

  it('orders them as semver does, build metadata left out', () => {
    const sorted = ['2.0.0', '1.10.0', '1.2.0', '1.2.0-rc.1', '1.2.0-beta.11', '1.2.0-beta.2', '1.2.0-beta', '1.2.0-1']
    expect([...sorted].sort(compareVersions)).toEqual([
      '1.2.0-1',
      '1.2.0-beta',
      '1.2.0-beta.2',
      '1.2.0-beta.11',
      '1.2.0-rc.1',
      '1.2.0',
      '1.10.0',
      '2.0.0',
    ])
    expect(compareVersions('16.0.0+abc', '16.0.0+def')).toBe(0)
    expect(compareVersions('15.0.0', '16.0.0')).toBeLessThan(0)
  })
})
