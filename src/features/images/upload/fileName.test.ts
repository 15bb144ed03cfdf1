import { describe, expect, it } from 'vitest'
import { nameFromFileName, notRawReason } from './fileName'

describe('image name from a file name', () => {
  it.each([
    ['Ubuntu-24.04-server.img', 'ubuntu-24-04-server'],
    ['debian_12 (nocloud).raw', 'debian-12-nocloud'],
    ['alpine.iso', 'alpine'],
    ['fedora.raw.xz', 'fedora'],
    ['2024-backup.img', 'backup'],
    ['disk', 'disk'],
  ])('%s -> %s', (file, name) => expect(nameFromFileName(file)).toBe(name))

  it('gives nothing when no valid name is left', () => {
    expect(nameFromFileName('1234.img')).toBeUndefined()
    expect(nameFromFileName('.img')).toBeUndefined()
  })

  it('stays within 63 characters and never ends with a dash', () => {
    const name = nameFromFileName(`${'a'.repeat(62)}-b.img`)!
    expect(name).toBe('a'.repeat(62))
  })
})

describe('telling a raw image from one that is not', () => {
  const file = (bytes: number[]) => new Blob([new Uint8Array([...bytes, 0, 0, 0, 0, 0, 0, 0, 0])])

  it('accepts a boot sector or zeros', async () => {
    expect(await notRawReason(file([0xeb, 0x63, 0x90]))).toBeUndefined()
    expect(await notRawReason(file([]))).toBeUndefined()
    expect(await notRawReason(new Blob([]))).toBeUndefined()
  })

  it('names a QCOW2 image and says how to convert it', async () => {
    expect(await notRawReason(file([0x51, 0x46, 0x49, 0xfb, 0, 0, 0, 3]))).toBe(
      'This file is a QCOW2 image; convert it to a raw image first (qemu-img convert -O raw)',
    )
  })

  it('names a compressed file', async () => {
    expect(await notRawReason(file([0x1f, 0x8b, 8]))).toMatch(/^This file is gzip-compressed; decompress it first/)
  })
})
