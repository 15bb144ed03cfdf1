import { describe, expect, it } from 'vitest'
import { base64Length, encodeBase64Into } from './base64'

const base64Text = (encoded: Uint8Array) => Buffer.from(encoded).toString('latin1')

const random = (n: number) => {
  const out = new Uint8Array(n)
  // getRandomValues takes at most 64 KiB at a time
  for (let i = 0; i < n; i += 65536) crypto.getRandomValues(out.subarray(i, Math.min(n, i + 65536)))
  return out
}

const encode = (bytes: Uint8Array) => base64Text(encodeBase64Into(bytes, new Uint8Array(base64Length(bytes.length))))

describe('base64 encoding', () => {
  it('matches Node for every short length, so each padding case is covered', () => {
    for (let n = 0; n <= 64; n++) {
      const bytes = random(n)
      expect(encode(bytes)).toBe(Buffer.from(bytes).toString('base64'))
    }
  })

  it('matches Node for a full 512 KiB chunk and for bytes with the high bit set', () => {
    const chunk = random(512 * 1024)
    expect(encode(chunk)).toBe(Buffer.from(chunk).toString('base64'))
    const high = Uint8Array.from({ length: 256 }, (_, i) => 255 - i)
    expect(encode(high)).toBe(Buffer.from(high).toString('base64'))
  })

  it('encodes a view into a larger buffer, not the whole buffer', () => {
    const whole = random(1000)
    const view = whole.subarray(10, 17)
    expect(encode(view)).toBe(Buffer.from(view).toString('base64'))
  })

  it('writes into a larger buffer kept for the next chunk, and answers only what it wrote', () => {
    const out = new Uint8Array(base64Length(600))
    const first = random(600)
    expect(base64Text(encodeBase64Into(first, out))).toBe(Buffer.from(first).toString('base64'))
    const second = random(5)
    const written = encodeBase64Into(second, out)
    expect(written.buffer).toBe(out.buffer)
    expect(base64Text(written)).toBe(Buffer.from(second).toString('base64'))
  })

  it('refuses a buffer too small for the text', () => {
    expect(() => encodeBase64Into(random(4), new Uint8Array(7))).toThrow(RangeError)
  })
})
