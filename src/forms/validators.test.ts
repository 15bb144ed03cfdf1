import { describe, expect, it } from 'vitest'
import { eachCase } from '../../test/cases'
import { validateName, validateUniqueItems } from './validators'

describe('the API name rules', () => {
  eachCase(validateName, [
    ['', 'Name is required'],
    ['a'.repeat(64), 'Must be 63 characters or fewer'],
    ['1abc', 'Must start with a lowercase letter'],
    ['Abc', 'Must start with a lowercase letter'],
    ['ab_c', 'Can only contain letters, numbers, and dashes'],
    ['abc-', 'Must end with a letter or number'],
  ])

  it('accepts valid names, including mixed case after the first letter and 63 characters', () => {
    for (const ok of ['a', 'web-01', 'myProject', 'a'.repeat(63)]) expect(validateName(ok)).toBeUndefined()
  })

  it('rejects a UUID even though it starts with a letter', () => {
    expect(validateName('abcdef01-2345-6789-abcd-ef0123456789')).toBe('Cannot be a UUID')
  })
})

describe('unique list items', () => {
  it('accepts an empty list and a list of different items', () => {
    expect(validateUniqueItems([])).toBeUndefined()
    expect(validateUniqueItems(['22', '80', '443'])).toBeUndefined()
    expect(
      validateUniqueItems([
        { type: 'ip', value: '10.0.0.1' },
        { type: 'ip_net', value: '10.0.0.1' },
      ]),
    ).toBeUndefined()
  })

  it('rejects an item listed twice with "Items must be unique"', () => {
    expect(validateUniqueItems(['22', '80', '22'])).toBe('Items must be unique')
    expect(validateUniqueItems([{ type: 'tcp' }, { type: 'tcp' }])).toBe('Items must be unique')
  })

  it('compares by the given key', () => {
    const lower = (s: string) => s.toLowerCase()
    expect(validateUniqueItems(['FD00::1', 'fd00::1'], lower)).toBe('Items must be unique')
    expect(validateUniqueItems(['FD00::1', 'fd00::1'])).toBeUndefined()
  })
})
