import { describe } from 'vitest'
import { eachCase } from '../../../../test/cases'
import { validateFirst, validateLast } from './rangeRules'

describe('the add-range rules', () => {
  describe('the first address', () => {
    eachCase(validateFirst, [
      ['10.0.0.1', undefined],
      ['fd00::1', undefined],
      ['10.0.0', 'Not a valid IP address'],
      ['10.0.0.1 ', 'Not a valid IP address'],
      ['', 'Not a valid IP address'],
    ])
  })

  describe('the last address, after the first', () => {
    eachCase(
      ([first, last]: [string, string]) => validateLast(last, { first, last }),
      [
        [['10.0.0.1', '10.0.0.9'], undefined],
        [['10.0.0.5', '10.0.0.5'], undefined],
        [['10.0.0.9', '10.0.0.10'], undefined],
        [['10.0.0.10', '10.0.0.9'], 'Must not come before the first address'],
        [['fd00::ff', 'fd00::1'], 'Must not come before the first address'],
        [['10.0.0.1', 'fd00::1'], 'Must be an IPv4 address, like the first address'],
        [['fd00::1', '10.0.0.1'], 'Must be an IPv6 address, like the first address'],
        [['10.0.0.1', 'nope'], 'Not a valid IP address'],
        // nothing to compare with yet: the first address has its own message
        [['nope', '10.0.0.1'], undefined],
      ],
    )
  })
})
