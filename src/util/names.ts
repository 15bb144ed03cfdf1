import { MAX_NAME_LENGTH } from './nameRules'

export { isUuid, MAX_NAME_LENGTH } from './nameRules'

const SUFFIX_LENGTH = 6

function randomHex(length: number) {
  const bytes = crypto.getRandomValues(new Uint8Array(Math.ceil(length / 2)))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, length)
}

/**
 * A resource name built from `parts`, cut so that with the '-' and a random six-hex-digit
 * suffix it stays within 63 characters (SPEC section 5).
 */
export function genName(...parts: string[]) {
  const base = parts
    .filter(Boolean)
    .join('-')
    .slice(0, MAX_NAME_LENGTH - SUFFIX_LENGTH - 1)
  return `${base}-${randomHex(SUFFIX_LENGTH)}`
}
