import { filesize } from 'filesize'

/** Byte counts in powers of 1024 (SPEC section 9): 4 GiB, 512 MiB. */
export const formatBytes = (bytes: number) => filesize(bytes, { base: 2, standard: 'iec', round: 1 }) as string

export const GiB = 1024 ** 3
export const MiB = 1024 ** 2
