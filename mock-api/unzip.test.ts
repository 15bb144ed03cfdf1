import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { unzip, ZipReadError } from './unzip'
import { zip } from './zip'

const text = (s: string) => new TextEncoder().encode(s)
const read = (bytes: Uint8Array) => new TextDecoder().decode(bytes)

describe('unzip', () => {
  it('reads back what zip.ts writes', () => {
    const archive = zip([
      { path: 'repo/metadata/1.root.json', bytes: text('{"signed":{}}') },
      { path: 'repo/targets/empty', bytes: new Uint8Array(0) },
    ])
    const entries = unzip(archive)
    expect(entries.map((e) => [e.path, read(e.bytes), e.isDirectory])).toEqual([
      ['repo/metadata/1.root.json', '{"signed":{}}', false],
      ['repo/targets/empty', '', false],
    ])
  })

  it('reads an archive made by the zip tool, stored, with its directory entries', () => {
    const dir = mkdtempSync(join(tmpdir(), 'unzip-'))
    try {
      mkdirSync(join(dir, 'repo'))
      writeFileSync(join(dir, 'repo', 'a.txt'), 'hello\n')
      execFileSync('zip', ['-0', '-q', '-r', 'out.zip', 'repo'], { cwd: dir })
      const entries = unzip(new Uint8Array(readFileSync(join(dir, 'out.zip'))))
      expect(entries.map((e) => [e.path, e.isDirectory])).toEqual([
        ['repo/', true],
        ['repo/a.txt', false],
      ])
      expect(read(entries[1].bytes)).toBe('hello\n')
    } finally {
      rmSync(dir, { recursive: true })
    }
  })

  it('refuses what is not a zip archive, a damaged entry and a compressed one', () => {
    expect(() => unzip(text('not a zip at all, just some text'))).toThrow(
      new ZipReadError('invalid Zip archive: could not find the end of central directory'),
    )
    const archive = zip([{ path: 'repo/a', bytes: text('abcdef') }])
    const damaged = archive.slice()
    damaged[30 + 'repo/a'.length] ^= 0xff
    expect(() => unzip(damaged)).toThrow('invalid checksum (repo/a)')
    const deflated = archive.slice()
    // the method field of the central record (after the local header, name and data)
    const central = 30 + 'repo/a'.length + 6
    new DataView(deflated.buffer).setUint16(central + 10, 8, true)
    expect(() => unzip(deflated)).toThrow('unsupported Zip archive: compression method 8 (repo/a)')
    expect(() => unzip(archive.subarray(0, archive.length - 30))).toThrow(ZipReadError)
  })
})
