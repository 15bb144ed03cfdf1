import { describe, expect, it } from 'vitest'
import { fillFrom, formatUserCode, isComplete, lettersOnly } from './deviceCode'

const empty = Array(8).fill('')

describe('device code entry', () => {
  it('keeps letters only and uppercases them', () => {
    expect(lettersOnly('ab-1c d')).toBe('ABCD')
  })

  it('fills the boxes from a paste with letters only', () => {
    expect(fillFrom(empty, 0, 'wxyz-abcd')).toEqual(['W', 'X', 'Y', 'Z', 'A', 'B', 'C', 'D'])
    expect(fillFrom(empty, 6, 'abcd')).toEqual(['', '', '', '', '', '', 'A', 'B'])
  })

  it('sends the code with a dash after the fourth letter', () => {
    expect(formatUserCode('ABCDEFGH'.split(''))).toBe('ABCD-EFGH')
  })

  it('is complete only with eight letters', () => {
    expect(isComplete('ABCDEFG'.split('').concat(''))).toBe(false)
    expect(isComplete('ABCDEFGH'.split(''))).toBe(true)
  })
})
