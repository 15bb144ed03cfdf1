/**
 * A minimal zip writer for the mock's support bundles: entries are *stored* (no compression),
 * which keeps this small enough to own. No zip library is installed in the project (neither
 * fflate nor jszip); the archives written here open in `unzip`, Python's zipfile and the
 * operating systems' archive tools (checked in zip.test.ts).
 *
 * Format: for each file a local header and its bytes, then the central directory (one
 * record per file) and the end-of-central-directory record. All numbers little-endian.
 * Sizes stay under 4 GiB, so no Zip64.
 */

const CRC_TABLE = (() => {
  const table = new Uint32Array(256)
  for (let n = 0; n < 256; n++) {
    let c = n
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1
    table[n] = c >>> 0
  }
  return table
})()

export function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff
  for (let i = 0; i < bytes.length; i++) c = CRC_TABLE[(c ^ bytes[i]) & 0xff] ^ (c >>> 8)
  return (c ^ 0xffffffff) >>> 0
}

export type ZipEntry = { path: string; bytes: Uint8Array<ArrayBuffer> }

// a fixed modification time (1 August 2025, 12:00) so that the same files give the same archive
const DOS_TIME = (12 << 11) | (0 << 5) | 0
const DOS_DATE = ((2025 - 1980) << 9) | (8 << 5) | 1
// bit 11: names are UTF-8
const UTF8_FLAG = 0x0800

export function zip(entries: readonly ZipEntry[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder()
  const files = entries.map((e) => ({ name: encoder.encode(e.path), bytes: e.bytes, crc: crc32(e.bytes) }))
  const localSize = files.reduce((sum, f) => sum + 30 + f.name.length + f.bytes.length, 0)
  const centralSize = files.reduce((sum, f) => sum + 46 + f.name.length, 0)
  const out = new Uint8Array(localSize + centralSize + 22)
  const view = new DataView(out.buffer)
  let at = 0
  const u16 = (v: number) => {
    view.setUint16(at, v, true)
    at += 2
  }
  const u32 = (v: number) => {
    view.setUint32(at, v, true)
    at += 4
  }
  const put = (bytes: Uint8Array) => {
    out.set(bytes, at)
    at += bytes.length
  }
  // what the local header and the central record share: version needed, flags, method,
  // time, date, crc, compressed and uncompressed size, name length
  const common = (f: (typeof files)[number]) => {
    u16(20)
    u16(UTF8_FLAG)
    u16(0)
    u16(DOS_TIME)
    u16(DOS_DATE)
    u32(f.crc)
    u32(f.bytes.length)
    u32(f.bytes.length)
    u16(f.name.length)
  }

  const offsets: number[] = []
  for (const f of files) {
    offsets.push(at)
    u32(0x04034b50)
    common(f)
    u16(0) // extra field length
    put(f.name)
    put(f.bytes)
  }
  const centralStart = at
  files.forEach((f, i) => {
    u32(0x02014b50)
    u16(20) // version made by
    common(f)
    u16(0) // extra field length
    u16(0) // comment length
    u16(0) // disk number
    u16(0) // internal attributes
    u32(0) // external attributes
    u32(offsets[i])
    put(f.name)
  })
  u32(0x06054b50)
  u16(0) // this disk
  u16(0) // disk with the central directory
  u16(files.length)
  u16(files.length)
  u32(centralSize)
  u32(centralStart)
  u16(0) // comment length
  return out
}
