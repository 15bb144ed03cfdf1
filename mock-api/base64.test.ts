import { describe, expect, it } from 'vitest'
import { Base64Error, decodedLength } from './base64'

const encode = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const message = (text: string) => {
  try {
    decodedLength(text)
  } catch (e) {
    expect(e).toBeInstanceOf(Base64Error)
    return (e as Error).message
  }
  throw new Error(`${JSON.stringify(text)} was accepted`)
}

describe('decodedLength', () => {
  it('measures what standard base64 decodes to, padding included', () => {
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, (_, i) => (i * 151 + n) & 0xff)
      expect(decodedLength(encode(bytes))).toBe(n)
    }
    expect(decodedLength('')).toBe(0)
  })

  it('refuses what the real decoder refuses, even where atob would not', () => {
    expect(message('AAAA AAA')).toBe('Invalid symbol 32, offset 4.')
    expect(message('AA-_')).toBe('Invalid symbol 45, offset 2.')
    expect(message('AA=A')).toBe('Invalid symbol 61, offset 2.')
    expect(message('A===')).toBe('Invalid symbol 61, offset 3.')
    expect(message('AAAAA')).toBe('Invalid input length: 5')
    // atob accepts missing padding; the API's decoder requires it
    expect(message('AAA')).toBe('Invalid padding')
    // 'B' leaves a bit set beyond the single byte that 'AB==' can hold
    expect(message('AB==')).toBe('Invalid last symbol 66, offset 1.')
    expect(message('AAB=')).toBe('Invalid last symbol 66, offset 2.')
    expect(decodedLength('AQ==')).toBe(1)
  })

  it('judges a full 512 KiB chunk in a few milliseconds', () => {
    const chunk = encode(Uint8Array.from({ length: 512 * 1024 }, (_, i) => (i * 7919) & 0xff))
    decodedLength(chunk)
    const runs = 20
    const start = performance.now()
    for (let i = 0; i < runs; i++) expect(decodedLength(chunk)).toBe(512 * 1024)
    // about 1 ms on a laptop; the bound leaves room for a busy test machine
    expect((performance.now() - start) / runs).toBeLessThan(15)
  })
})
