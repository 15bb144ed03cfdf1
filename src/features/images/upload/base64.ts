// Chunks go to the API as base64 text inside JSON, so encoding sits on the hot path of an
// upload: a 10 GiB image is 20,480 chunks of 512 KiB each.
//
// The text is written as ASCII bytes into the request body's own buffer, never as a string: a
// chunk's 700 KB string lives in the JS heap until a collection, and with six writes in
// flight a 64 MiB upload grew the page's heap by ~40 MB; and a string must be transcoded
// before it is sent (4.5 ms a chunk against 1.5 ms, Chromium).

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0))
const PAD = '='.charCodeAt(0)

/** How many characters the base64 of `byteLength` bytes takes, padding included. */
export const base64Length = (byteLength: number) => Math.ceil(byteLength / 3) * 4

/**
 * Writes the base64 of `bytes` as ASCII codes into `out`, which must hold
 * `base64Length(bytes.length)`; returns the part of `out` written.
 */
export function encodeBase64Into(bytes: Uint8Array, out: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  const length = base64Length(bytes.length)
  if (out.length < length) throw new RangeError(`base64 of ${bytes.length} bytes needs ${length}, not ${out.length}`)
  const whole = bytes.length - (bytes.length % 3)
  let o = 0
  for (let i = 0; i < whole; i += 3) {
    const n = (bytes[i] << 16) | (bytes[i + 1] << 8) | bytes[i + 2]
    out[o++] = CODES[n >>> 18]
    out[o++] = CODES[(n >>> 12) & 63]
    out[o++] = CODES[(n >>> 6) & 63]
    out[o++] = CODES[n & 63]
  }
  const rest = bytes.length - whole
  if (rest > 0) {
    const n = (bytes[whole] << 16) | (rest === 2 ? bytes[whole + 1] << 8 : 0)
    out[o] = CODES[n >>> 18]
    out[o + 1] = CODES[(n >>> 12) & 63]
    out[o + 2] = rest === 2 ? CODES[(n >>> 6) & 63] : PAD
    out[o + 3] = PAD
  }
  return out.subarray(0, length)
}
