import { describe, expect, it } from 'vitest'
import { validateFirst, validateLast } from './rangeRules'

describe('the add-range rules', () => {
  it.each([
    ['10.0.0.1', undefined],
    ['fd00::1', undefined],
    ['10.0.0', 'Not a valid IP address'],
    ['10.0.0.1 ', 'Not a valid IP address'],
    ['', 'Not a valid IP address'],
  ])('first address %j: %s', (first, message) => {
    expect(validateFirst(first)).toBe(message)
  })

  it.each([
    ['10.0.0.1', '10.0.0.9', undefined],
    ['10.0.0.5', '10.0.0.5', undefined],
    ['10.0.0.9', '10.0.0.10', undefined],
    ['10.0.0.10', '10.0.0.9', 'Must not come before the first address'],
    ['fd00::ff', 'fd00::1', 'Must not come before the first address'],
    ['10.0.0.1', 'fd00::1', 'Must be an IPv4 address, like the first address'],
    ['fd00::1', '10.0.0.1', 'Must be an IPv6 address, like the first address'],
    ['10.0.0.1', 'nope', 'Not a valid IP address'],
    // nothing to compare with yet: the first address has its own message
    ['nope', '10.0.0.1', undefined],
  ])('%s to %s: %s', (first, last, message) => {
    expect(validateLast(last, { first, last })).toBe(message)
  })
})
