export const MAX_NAME_LENGTH = 63

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
/** The API's name pattern, less the "not a UUID" rule, which `isName` adds. */
const NAME = /^[a-z]([a-zA-Z0-9-]*[a-zA-Z0-9])?$/

export const isUuid = (value: string) => UUID.test(value)

/**
 * The API's `Name`: a lowercase letter first, then letters, digits and hyphens, no hyphen
 * last, at most 63 characters, and not a UUID (so a name never reads as an id).
 */
export const isName = (value: string) => value.length <= MAX_NAME_LENGTH && NAME.test(value) && !isUuid(value)

/** The API's `NameOrId`: how most resources are picked in a path or query. */
export const isNameOrId = (value: string) => isName(value) || isUuid(value)
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
