// Chunks go to the API as base64 text inside JSON, so encoding sits on the hot path of an
// upload: a 10 GiB image is 20,480 chunks of 512 KiB each.

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'
const CODES = Uint8Array.from(ALPHABET, (c) => c.charCodeAt(0))
const PAD = '='.charCodeAt(0)
// ASCII in, so latin1 decoding turns one byte into one character without any checks
const ascii = new TextDecoder('latin1')

/**
 * Table-driven encoder: writes the ASCII codes into one byte array and turns that into a
 * string in a single native call, instead of growing a string a character at a time.
 */
export function encodeBase64Portable(bytes: Uint8Array): string {
  const out = new Uint8Array(Math.ceil(bytes.length / 3) * 4)
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
  return ascii.decode(out)
}

type WithNativeBase64 = Uint8Array & { toBase64?: () => string }

/** Base64 of `bytes`: the engine's own encoder where the platform has one (Chromium 140+). */
export function encodeBase64(bytes: Uint8Array): string {
  const native = (bytes as WithNativeBase64).toBase64
  return typeof native === 'function' ? native.call(bytes) : encodeBase64Portable(bytes)
}
