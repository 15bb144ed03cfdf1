// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { encodeBase64, encodeBase64Portable } from './base64'

const random = (n: number) => {
  const out = new Uint8Array(n)
  // getRandomValues takes at most 64 KiB at a time
  for (let i = 0; i < n; i += 65536) crypto.getRandomValues(out.subarray(i, Math.min(n, i + 65536)))
  return out
}

describe('base64 encoding', () => {
  it('matches Node for every short length, so each padding case is covered', () => {
    for (let n = 0; n <= 64; n++) {
      const bytes = random(n)
      expect(encodeBase64Portable(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    }
  })

  it('matches Node for a full 512 KiB chunk and for bytes with the high bit set', () => {
    const chunk = random(512 * 1024)
    expect(encodeBase64Portable(chunk)).toBe(Buffer.from(chunk).toString('base64'))
    const high = Uint8Array.from({ length: 256 }, (_, i) => 255 - i)
    expect(encodeBase64Portable(high)).toBe(Buffer.from(high).toString('base64'))
  })

  it('encodes a view into a larger buffer, not the whole buffer', () => {
    const whole = random(1000)
    const view = whole.subarray(10, 17)
    expect(encodeBase64Portable(view)).toBe(Buffer.from(view).toString('base64'))
  })

  it("uses the platform's Uint8Array.prototype.toBase64 when there is one", () => {
    const bytes = random(5)
    const withNative = Object.assign(new Uint8Array(bytes), { toBase64: () => 'native' })
    expect(encodeBase64(withNative)).toBe('native')
    expect(encodeBase64(bytes)).toBe(Buffer.from(bytes).toString('base64'))
  })
})
