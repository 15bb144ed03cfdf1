import { describe, expect, it } from 'vitest'
import { formatDateTime } from './dates'

describe('formatDateTime', () => {
  it('reads as month, day, year and 24-hour time', () => {
    expect(formatDateTime(new Date(2024, 8, 3, 14, 5))).toBe('Sep 3, 2024, 14:05')
  })
})
