// @vitest-environment jsdom
// Fixed zone for "local": half an hour off the hour, so a wrong zone cannot pass by chance.
// Node reads TZ again when it changes; the formatters are made on first use, after this.
process.env.TZ = 'Asia/Kolkata'

import { afterEach, describe, expect, it } from 'vitest'
import { eachCase } from '../../test/cases'
import { dateZone } from '~/preferences/dateZone'
import { formatDateTime } from './dates'

const at = (iso: string) => new Date(iso)

afterEach(() => dateZone.set('local'))

// each zone's cases: the instant and whether to show seconds, and the text it reads as
const byZone = {
  local: [
    [['2025-08-01T14:00:01Z', false], 'Aug 1, 2025, 19:30'],
    [['2025-08-01T14:00:01Z', true], 'Aug 1, 2025, 19:30:01'],
    // past midnight locally: the next day, and 00 rather than 24
    [['2025-12-31T18:45:00Z', false], 'Jan 1, 2026, 00:15'],
  ],
  utc: [
    [['2025-08-01T14:00:01Z', false], 'Aug 1, 2025, 14:00 UTC'],
    [['2025-08-01T14:00:01Z', true], 'Aug 1, 2025, 14:00:01 UTC'],
    [['2025-12-31T18:45:00Z', false], 'Dec 31, 2025, 18:45 UTC'],
    [['2026-01-01T00:05:00Z', false], 'Jan 1, 2026, 00:05 UTC'],
  ],
} satisfies Record<string, [[string, boolean], string][]>

for (const zone of ['local', 'utc'] as const) {
  describe(`formatDateTime in the ${zone} zone`, () => {
    eachCase(([iso, withSeconds]: [string, boolean]) => formatDateTime(at(iso), { zone, withSeconds }), byZone[zone])
  })
}

describe('formatDateTime without a zone', () => {
  it('reads as month, day, year and 24-hour time', () => {
    expect(formatDateTime(new Date(2024, 8, 3, 14, 5))).toBe('Sep 3, 2024, 14:05')
  })

  it('follows the preference, which is kept for the next visit', () => {
    const date = at('2025-08-01T14:00:01Z')
    expect(formatDateTime(date)).toBe('Aug 1, 2025, 19:30')
    dateZone.set('utc')
    expect(formatDateTime(date)).toBe('Aug 1, 2025, 14:00 UTC')
    expect(localStorage.getItem('console-dates')).toBe('utc')
  })
})
