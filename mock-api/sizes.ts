/** Byte sizes, and the control plane's size limits, each defined once for the whole mock. */

export const KiB = 1024
export const MiB = 1024 * KiB
export const GiB = 1024 * MiB

/** The largest disk the control plane will make. */
export const MAX_DISK_SIZE = 1023 * GiB

/** The most memory one instance may have. */
export const MAX_MEMORY_PER_INSTANCE = 1536 * GiB

/**
 * The largest request body the API takes (its HTTP server's `default_request_body_max_bytes`).
 * A bulk write's 512 KiB of data is about 683 KiB as base64, so it fits.
 */
export const MAX_REQUEST_BODY_BYTES = 1024 * KiB

/** The most one bulk write (disk import) may carry, after decoding. */
export const MAX_BULK_WRITE_BYTES = 512 * KiB

/** The document: "Maximum 32 KiB unencoded data" of an instance's user data. */
export const MAX_USER_DATA_BYTES = 32 * KiB
