/**
 * Checking base64 the way the control plane decodes bulk writes: the standard alphabet with
 * canonical padding, nothing else (no whitespace, no URL-safe characters, no missing `=`).
 * The browser's `atob` is forgiving where the real API is not, so it cannot be the judge.
 *
 * Bulk writes carry up to 512 KiB, and the data is never kept, so nothing is decoded: one
 * regular-expression pass proves the text well-formed and the decoded length follows from
 * its length. That takes about a millisecond for a full chunk (see base64.test.ts).
 */

const WELL_FORMED = /^[A-Za-z0-9+/]*={0,2}$/

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'

export class Base64Error extends Error {}

/** Where well-formedness first fails: a stray character, padding too long or not at the end. */
function firstBadSymbol(text: string): number {
  let firstPad = -1
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (c === '=') {
      if (firstPad < 0) firstPad = i
      else if (i - firstPad >= 2) return i
    } else if (firstPad >= 0) {
      return firstPad
    } else if (!ALPHABET.includes(c)) {
      return i
    }
  }
  return -1
}

/** The number of bytes `text` decodes to; throws a Base64Error saying what is wrong with it. */
export function decodedLength(text: string): number {
  if (!WELL_FORMED.test(text)) {
    const at = firstBadSymbol(text)
    throw new Base64Error(`Invalid symbol ${text.charCodeAt(at)}, offset ${at}.`)
  }
  if (text.length % 4 === 1) throw new Base64Error(`Invalid input length: ${text.length}`)
  if (text.length % 4 !== 0) throw new Base64Error('Invalid padding')
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0
  if (padding > 0) {
    // the bits of the last symbol beyond the final byte must be zero, or two texts would
    // decode to the same bytes; the real decoder refuses such input
    const last = text.length - padding - 1
    const unused = padding === 2 ? 0b1111 : 0b11
    if (ALPHABET.indexOf(text[last]) & unused) {
      throw new Base64Error(`Invalid last symbol ${text.charCodeAt(last)}, offset ${last}.`)
    }
  }
  return (text.length / 4) * 3 - padding
}
