import { describe, expect, it } from 'vitest'
import {
  chooseWindowSec,
  describeWindow,
  fromLocalInput,
  isoSeconds,
  oxqlDuration,
  PRESETS,
  rangeFromSearch,
  rangeKey,
  refreshFromSearch,
  resolveRange,
  toLocalInput,
  validateCustomRange,
  withRange,
  withRefresh,
} from './timeRange'

const NOW = Date.parse('2025-08-01T12:00:30.250Z')
const q = (s: string) => new URLSearchParams(s)

describe('the range in the URL', () => {
  it('defaults to the last hour', () => {
    expect(rangeFromSearch(q(''))).toEqual({ kind: 'preset', preset: '1h' })
    expect(rangeFromSearch(q('range=bogus'))).toEqual({ kind: 'preset', preset: '1h' })
  })

  it('reads presets and custom ranges', () => {
    expect(rangeFromSearch(q('range=7d'))).toEqual({ kind: 'preset', preset: '7d' })
    expect(rangeFromSearch(q('start=2025-07-30T10:00:00Z&end=2025-07-30T12:00:00Z'))).toEqual({
      kind: 'custom',
      startMs: Date.parse('2025-07-30T10:00:00Z'),
      endMs: Date.parse('2025-07-30T12:00:00Z'),
    })
  })

  it('falls back to the default for a backwards, partial or zoneless custom range', () => {
    expect(rangeFromSearch(q('start=2025-07-30T12:00:00Z&end=2025-07-30T10:00:00Z')).kind).toBe('preset')
    expect(rangeFromSearch(q('start=2025-07-30T12:00:00Z')).kind).toBe('preset')
    expect(rangeFromSearch(q('start=2025-07-30T10:00&end=2025-07-30T12:00')).kind).toBe('preset')
  })

  it('writes ranges back, keeping the refresh setting and dropping the default preset', () => {
    const custom = { kind: 'custom' as const, startMs: Date.parse('2025-07-30T10:00:00Z'), endMs: NOW }
    const written = withRange(q('refresh=10s&range=6h'), custom)
    expect(written.toString()).toBe('refresh=10s&start=2025-07-30T10%3A00%3A00Z&end=2025-08-01T12%3A00%3A30.250Z')
    expect(rangeFromSearch(written)).toEqual(custom)
    expect(withRange(written, { kind: 'preset', preset: '1h' }).toString()).toBe('refresh=10s')
    expect(withRange(q(''), { kind: 'preset', preset: '24h' }).toString()).toBe('range=24h')
  })

  it('gives each range a stable key', () => {
    expect(rangeKey({ kind: 'preset', preset: '6h' })).toBe('6h')
    expect(rangeKey({ kind: 'custom', startMs: 1, endMs: 2 })).toBe('1-2')
  })
})

describe('resolveRange', () => {
  it('ends a preset on the whole second after now, so that this second is in it', () => {
    expect(resolveRange({ kind: 'preset', preset: '1h' }, NOW)).toEqual({
      startMs: Date.parse('2025-08-01T11:00:31Z'),
      endMs: Date.parse('2025-08-01T12:00:31Z'),
    })
    // on a whole second too: the end is exclusive
    expect(resolveRange({ kind: 'preset', preset: '1h' }, Date.parse('2025-08-01T12:00:30Z')).endMs).toBe(
      Date.parse('2025-08-01T12:00:31Z'),
    )
  })

  it('keeps a custom range as it is', () => {
    expect(resolveRange({ kind: 'custom', startMs: 5, endMs: 9 }, NOW)).toEqual({ startMs: 5, endMs: 9 })
  })

  it('writes ISO instants without empty milliseconds', () => {
    expect(isoSeconds(Date.parse('2025-08-01T12:00:00Z'))).toBe('2025-08-01T12:00:00Z')
    expect(isoSeconds(Date.parse('2025-08-01T12:00:00.5Z'))).toBe('2025-08-01T12:00:00.500Z')
  })
})

describe('chooseWindowSec', () => {
  it('gives each preset between 60 and 300 points', () => {
    for (const p of PRESETS) {
      const points = p.ms / (chooseWindowSec(p.ms) * 1000)
      expect(points, p.id).toBeGreaterThanOrEqual(60)
      expect(points, p.id).toBeLessThanOrEqual(300)
    }
    expect(PRESETS.map((p) => chooseWindowSec(p.ms))).toEqual([30, 120, 300, 3600])
  })

  it('keeps custom ranges in the same band where a window allows', () => {
    for (const hours of [0.25, 2, 12, 48, 24 * 30, 24 * 90]) {
      const ms = hours * 3_600_000
      const points = ms / (chooseWindowSec(ms) * 1000)
      expect(points, `${hours} h`).toBeGreaterThanOrEqual(60)
      expect(points, `${hours} h`).toBeLessThanOrEqual(300)
    }
  })

  it('never goes under 10 s or over 7 days', () => {
    expect(chooseWindowSec(60_000)).toBe(10)
    expect(chooseWindowSec(100 * 365 * 86_400_000)).toBe(604_800)
  })

  it('names windows for OxQL and for people', () => {
    expect([10, 120, 3600, 86400, 604800].map(oxqlDuration)).toEqual(['10s', '2m', '1h', '1d', '7d'])
    expect([30, 300, 7200, 86400, 604800].map(describeWindow)).toEqual(['30 s', '5 min', '2 h', '1 day', '7 days'])
  })
})

describe('the refresh interval', () => {
  it('is off unless the URL names a known interval', () => {
    expect(refreshFromSearch(q('')).id).toBe('off')
    expect(refreshFromSearch(q('refresh=5s')).id).toBe('off')
    expect(refreshFromSearch(q('refresh=30s')).ms).toBe(30_000)
  })

  it('is written into the URL, and removed when off', () => {
    expect(withRefresh(q('range=6h'), '1m').toString()).toBe('range=6h&refresh=1m')
    expect(withRefresh(q('range=6h&refresh=1m'), 'off').toString()).toBe('range=6h')
  })
})

describe('the custom range form', () => {
  const local = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi).getTime()

  it('converts between instants and local datetime-local values', () => {
    const ms = local(2025, 7, 30, 9, 5)
    expect(toLocalInput(ms)).toBe('2025-07-30T09:05')
    expect(fromLocalInput('2025-07-30T09:05')).toBe(ms)
    expect(fromLocalInput('2025-02-31T09:05')).toBeUndefined()
    expect(fromLocalInput('yesterday')).toBeUndefined()
  })

  const now = local(2025, 8, 1, 12, 0)

  it('accepts a range in the past', () => {
    expect(validateCustomRange('2025-07-30T09:00', '2025-07-30T10:00', now)).toEqual({
      ok: true,
      startMs: local(2025, 7, 30, 9, 0),
      endMs: local(2025, 7, 30, 10, 0),
    })
    expect(validateCustomRange('2025-08-01T11:00', '2025-08-01T12:00', now).ok).toBe(true)
  })

  it('asks for both ends', () => {
    expect(validateCustomRange('', '', now)).toEqual({
      ok: false,
      errors: { start: 'Enter a start date and time', end: 'Enter an end date and time' },
    })
  })

  it('wants the end after the start', () => {
    expect(validateCustomRange('2025-07-30T10:00', '2025-07-30T10:00', now)).toEqual({
      ok: false,
      errors: { end: 'End must be after start' },
    })
  })

  it('refuses the future', () => {
    expect(validateCustomRange('2025-08-01T11:00', '2025-08-01T12:01', now)).toEqual({
      ok: false,
      errors: { end: "End can't be in the future" },
    })
    expect(validateCustomRange('2025-08-02T11:00', '2025-08-02T12:00', now)).toEqual({
      ok: false,
      errors: { start: "Start can't be in the future", end: "End can't be in the future" },
    })
  })
})
