// Field rules that the API enforces too; checking them as the user types saves a round trip.
import { isUuid, MAX_NAME_LENGTH } from '~/util/names'

/** The API's Name rules, one message per broken rule; undefined when valid. */
export function validateName(value: string, label = 'Name', required = true): string | undefined {
  if (!value) return required ? `${label} is required` : undefined
  if (value.length > MAX_NAME_LENGTH) return `Must be ${MAX_NAME_LENGTH} characters or fewer`
  if (!/^[a-z]/.test(value)) return 'Must start with a lowercase letter'
  if (!/^[a-zA-Z0-9-]*$/.test(value)) return 'Can only contain letters, numbers, and dashes'
  if (value.endsWith('-')) return 'Must end with a letter or number'
  if (isUuid(value)) return 'Cannot be a UUID'
  return undefined
}

const MAX_DESCRIPTION_LENGTH = 512

export function validateDescription(value: string): string | undefined {
  if (value.length > MAX_DESCRIPTION_LENGTH) return `Must be ${MAX_DESCRIPTION_LENGTH} characters or fewer`
  return undefined
}

const ITEMS_MUST_BE_UNIQUE = 'Items must be unique'

/**
 * SPEC section 5: a list holding the same item twice. `key` says when two items are the
 * same (by default, equal JSON); undefined when every item is different.
 */
export function validateUniqueItems<T>(
  items: readonly T[],
  key: (item: T) => string = (item) => JSON.stringify(item),
): string | undefined {
  const keys = items.map(key)
  return new Set(keys).size === keys.length ? undefined : ITEMS_MUST_BE_UNIQUE
}
