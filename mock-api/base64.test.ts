import { afterEach, describe, expect, it, vi } from 'vitest'
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

// made before any test takes the platform's base64 away
const NodeBuffer = Buffer
const encodings = Array.from({ length: 40 }, (_, n) =>
  encode(Uint8Array.from({ length: n }, (_, i) => (i * 151 + n) & 0xff)),
)

/**
 * The platforms decodedLength meets: Node's Buffer; a browser's `Uint8Array.fromBase64` (Node
 * 20 has none: one as forgiving as a browser's, which skips white space, takes missing
 * padding and throws on a stray character); neither, where only the loop judges.
 */
const platforms: [string, () => void][] = [
  ["Node's Buffer", () => {}],
  [
    "a browser's Uint8Array.fromBase64",
    () => {
      vi.stubGlobal('Buffer', undefined)
      const fromBase64 = (text: string) => {
        if (/[^A-Za-z0-9+/=\s]/.test(text)) throw new SyntaxError('not base64')
        const bytes = NodeBuffer.from(text.replace(/\s/g, ''), 'base64')
        return { toBase64: () => bytes.toString('base64') }
      }
      Object.defineProperty(Uint8Array, 'fromBase64', { value: fromBase64, configurable: true })
    },
  ],
  ['no base64 of its own', () => vi.stubGlobal('Buffer', undefined)],
]

afterEach(() => {
  vi.unstubAllGlobals()
  Reflect.deleteProperty(Uint8Array, 'fromBase64')
})

describe.each(platforms)('decodedLength, with %s', (_, takePlatform) => {
  it('measures what standard base64 decodes to, padding included', () => {
    takePlatform()
    encodings.forEach((text, n) => expect(decodedLength(text)).toBe(n))
    expect(decodedLength('')).toBe(0)
  })

  it('refuses what the real decoder refuses, even where atob would not', () => {
    takePlatform()
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
})

describe('decodedLength', () => {
  it('judges a full 512 KiB chunk in a few milliseconds', () => {
    const chunk = encode(Uint8Array.from({ length: 512 * 1024 }, (_, i) => (i * 7919) & 0xff))
    decodedLength(chunk)
    const runs = 20
    const start = performance.now()
    for (let i = 0; i < runs; i++) expect(decodedLength(chunk)).toBe(512 * 1024)
    // about 1 ms here (Node's Buffer); the bound leaves room for a busy test machine
    expect((performance.now() - start) / runs).toBeLessThan(15)
  })
})
