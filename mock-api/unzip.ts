/**
 * Reads the zip archives the mock is given: TUF repositories uploaded to
 * `system_update_put_repository` (see tuf-repo.ts). The central directory is found through
 * the end-of-central-directory record; each entry's bytes follow its local header. Only
 * *stored* entries are read (tufaceous, which builds release repositories, stores them
 * uncompressed, as zip.ts writes them), and each is checked against its CRC-32. No Zip64:
 * the mock keeps archives in memory, far below 4 GiB.
 *
 * A failure throws `ZipReadError`, worded after the zip reader the real control plane uses.
 */
import { crc32 } from './zip'

export type UnzippedEntry = { path: string; isDirectory: boolean; bytes: Uint8Array }

export class ZipReadError extends Error {}

const EOCD_SIGNATURE = 0x06054b50
const CENTRAL_SIGNATURE = 0x02014b50
const LOCAL_SIGNATURE = 0x04034b50
const EOCD_SIZE = 22
// the record may be followed by a comment of up to 65535 bytes
const MAX_EOCD_SEARCH = EOCD_SIZE + 0xffff

function endOfCentralDirectory(view: DataView): number {
  const last = view.byteLength - EOCD_SIZE
  for (let at = last; at >= 0 && at >= view.byteLength - MAX_EOCD_SEARCH; at--) {
    if (view.getUint32(at, true) === EOCD_SIGNATURE) return at
  }
  throw new ZipReadError('invalid Zip archive: could not find the end of central directory')
}

export function unzip(data: Uint8Array): UnzippedEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength)
  const eocd = endOfCentralDirectory(view)
  const count = view.getUint16(eocd + 10, true)
  let at = view.getUint32(eocd + 16, true)
  const decoder = new TextDecoder()
  const inBounds = (end: number) => {
    if (end > data.byteLength) throw new ZipReadError('invalid Zip archive: an entry runs past the end of the file')
  }
  const entries: UnzippedEntry[] = []
  for (let i = 0; i < count; i++) {
    inBounds(at + 46)
    if (view.getUint32(at, true) !== CENTRAL_SIGNATURE) {
      throw new ZipReadError('invalid Zip archive: invalid central directory header')
    }
    const method = view.getUint16(at + 10, true)
    const crc = view.getUint32(at + 16, true)
    const size = view.getUint32(at + 20, true)
    const nameLength = view.getUint16(at + 28, true)
    const next = at + 46 + nameLength + view.getUint16(at + 30, true) + view.getUint16(at + 32, true)
    const localAt = view.getUint32(at + 42, true)
    inBounds(at + 46 + nameLength)
    const path = decoder.decode(data.subarray(at + 46, at + 46 + nameLength))
    if (size === 0xffffffff || localAt === 0xffffffff) throw new ZipReadError('unsupported Zip archive: Zip64')
    if (method !== 0) throw new ZipReadError(`unsupported Zip archive: compression method ${method} (${path})`)

    inBounds(localAt + 30)
    if (view.getUint32(localAt, true) !== LOCAL_SIGNATURE) {
      throw new ZipReadError('invalid Zip archive: invalid local file header')
    }
    const start = localAt + 30 + view.getUint16(localAt + 26, true) + view.getUint16(localAt + 28, true)
    inBounds(start + size)
    const bytes = data.subarray(start, start + size)
    if (crc32(bytes) !== crc) throw new ZipReadError(`invalid Zip archive: invalid checksum (${path})`)
    entries.push({ path, isDirectory: path.endsWith('/'), bytes })
    at = next
  }
  return entries
}
