import { validateName } from '~/forms/validators'
import { MAX_NAME_LENGTH } from '~/util/names'

/**
 * A name for the image suggested by the file's: "Ubuntu-24.04-server.img" becomes
 * "ubuntu-24-04-server". Undefined when nothing sensible is left.
 */
export function nameFromFileName(fileName: string): string | undefined {
  const base = fileName
    .replace(/(\.(img|raw|iso|bin|qcow2|vmdk|vhdx?))?(\.(gz|xz|zst|bz2))?$/i, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^[^a-z]+/, '')
    .slice(0, MAX_NAME_LENGTH)
    .replace(/-+$/, '')
  return base && !validateName(base) ? base : undefined
}

// the first bytes of formats that are not a raw disk image, which is all the API takes
const NOT_RAW: { magic: number[]; what: string }[] = [
  { magic: [0x51, 0x46, 0x49, 0xfb], what: 'a QCOW2 image' },
  { magic: [0x4b, 0x44, 0x4d, 0x56], what: 'a VMDK image' },
  { magic: [...'vhdxfile'].map((c) => c.charCodeAt(0)), what: 'a VHDX image' },
  { magic: [0x1f, 0x8b], what: 'gzip-compressed' },
  { magic: [0xfd, 0x37, 0x7a, 0x58, 0x5a, 0x00], what: 'xz-compressed' },
  { magic: [0x28, 0xb5, 0x2f, 0xfd], what: 'zstd-compressed' },
]

/** Why a file cannot be uploaded as it is, judged by its first bytes; undefined if it looks raw. */
export async function notRawReason(file: Blob): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer())
  const found = NOT_RAW.find(({ magic }) => magic.every((b, i) => head[i] === b))
  if (!found) return undefined
  return found.what.endsWith('compressed')
    ? `This file is ${found.what}; decompress it first, the upload takes a raw disk image`
    : `This file is ${found.what}; convert it to a raw image first (qemu-img convert -O raw)`
}
