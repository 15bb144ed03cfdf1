import { describe, expect, it } from 'vitest'
import { genName } from './names'

describe('generated names', () => {
  it('joins the parts and ends with a hyphen and six hex digits', () => {
    expect(genName('disk', 'boot')).toMatch(/^disk-boot-[0-9a-f]{6}$/)
  })

  it('truncates long parts so the whole name stays within 63 characters', () => {
    const name = genName('a'.repeat(50), 'b'.repeat(50))
    expect(name).toHaveLength(63)
    expect(name).toMatch(/^a{50}-b{5}-[0-9a-f]{6}$/)
  })

  it('differs between calls', () => {
    expect(genName('x')).not.toBe(genName('x'))
  })
})
