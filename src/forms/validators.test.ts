import { describe, expect, it } from 'vitest'
import { validateName } from './validators'

describe('the API name rules', () => {
  it.each([
    ['', 'Name is required'],
    ['a'.repeat(64), 'Must be 63 characters or fewer'],
    ['1abc', 'Must start with a lowercase letter'],
    ['Abc', 'Must start with a lowercase letter'],
    ['ab_c', 'Can only contain letters, numbers, and dashes'],
    ['abc-', 'Must end with a letter or number'],
  ])('rejects %j with %j', (value, message) => {
    expect(validateName(value)).toBe(message)
  })

  it('accepts valid names, including mixed case after the first letter and 63 characters', () => {
    for (const ok of ['a', 'web-01', 'myProject', 'a'.repeat(63)]) expect(validateName(ok)).toBeUndefined()
  })

  it('rejects a UUID even though it starts with a letter', () => {
    expect(validateName('abcdef01-2345-6789-abcd-ef0123456789')).toBe('Cannot be a UUID')
  })
})
