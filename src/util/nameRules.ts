// What the API accepts as a name or an id. Apart from ./names (which makes names up) because
// the route params are checked with these in the entry chunk, and only forms make names.
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
