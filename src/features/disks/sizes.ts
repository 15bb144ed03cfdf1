// The rules for a new disk's size and the create body built from the form. Sizes are typed
// in whole GiB (powers of 1024, SPEC section 9); the API takes bytes.
import type { BlockSize, DiskCreate } from '~/api/__generated__/Api'
import { GiB } from '~/util/bytes'

/** The largest disk the control plane makes. */
export const MAX_DISK_GIB = 1023
export const DEFAULT_BLANK_GIB = 10
export const BLOCK_SIZES: readonly BlockSize[] = [512, 2048, 4096]
const DEFAULT_BLOCK_SIZE: BlockSize = 4096

type SourceKind = 'blank' | 'snapshot' | 'image'

/** What a disk is made from, as far as its size is concerned. */
export type SizedSource = { kind: 'snapshot' | 'image'; name: string; size: number }

/** The smallest whole number of GiB that holds `bytes`, and never below 1. */
export const gibToHold = (bytes: number) => Math.max(1, Math.ceil(bytes / GiB))

/** The least size in GiB a disk from `source` may have. */
export const minDiskGib = (source?: SizedSource) => (source ? gibToHold(source.size) : 1)

/**
 * Why `value` (as typed) cannot be the size of a disk made from `source`, or undefined
 * when it can. The source's floor is checked before the overall minimum so the message
 * names the reason that matters.
 */
export function diskSizeError(value: number | string | null | undefined, source?: SizedSource): string | undefined {
  if (value === '' || value === null || value === undefined) return 'Size is required'
  const n = Number(value)
  if (Number.isNaN(n)) return 'Size is required'
  if (!Number.isInteger(n)) return 'Size must be a whole number of GiB'
  if (n > MAX_DISK_GIB) return `Size can be at most ${MAX_DISK_GIB} GiB`
  const least = minDiskGib(source)
  if (source && n < least) return `Size must be at least ${least} GiB to hold ${source.kind} ${source.name}`
  if (n < 1) return 'Size must be at least 1 GiB'
  return undefined
}

export type DiskFormValues = {
  name: string
  description: string
  source: SourceKind
  /** a select's value, so a string */
  blockSize: string
  snapshotId: string
  imageId: string
  sizeGib: number | ''
}

export const defaultDiskFormValues: DiskFormValues = {
  name: '',
  description: '',
  source: 'blank',
  blockSize: String(DEFAULT_BLOCK_SIZE),
  snapshotId: '',
  imageId: '',
  sizeGib: DEFAULT_BLANK_GIB,
}

/** The form as the API's create body; only the chosen source's fields are sent. */
export function toDiskCreate(v: DiskFormValues): DiskCreate {
  const diskSource: DiskCreate['diskSource'] =
    v.source === 'snapshot'
      ? { type: 'snapshot', snapshotId: v.snapshotId }
      : v.source === 'image'
        ? { type: 'image', imageId: v.imageId }
        : { type: 'blank', blockSize: Number(v.blockSize) as BlockSize }
  return { name: v.name, description: v.description, size: Number(v.sizeGib) * GiB, diskSource }
}
