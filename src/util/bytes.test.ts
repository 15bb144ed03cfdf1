import { describe, expect, it } from 'vitest'
import { formatBytes, GiB, MiB } from './bytes'

describe('formatBytes', () => {
  it('uses powers of 1024', () => {
    expect(formatBytes(4 * GiB)).toBe('4 GiB')
    expect(formatBytes(512 * MiB)).toBe('512 MiB')
    expect(formatBytes(1536 * MiB)).toBe('1.5 GiB')
  })
})
