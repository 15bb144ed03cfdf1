import { describe, expect, it } from 'vitest'
import { byteTickSteps, formatCount, formatValue, mapValues, percentAxisMax, summarize, toAligned } from './series'

describe('chart data', () => {
  it('aligns series on shared x values in seconds', () => {
    const a = {
      label: 'a',
      points: [
        { t: 1000, v: 1 },
        { t: 3000, v: 3 },
      ],
    }
    const b = {
      label: 'b',
      points: [
        { t: 2000, v: 2 },
        { t: 3000, v: 4 },
      ],
    }
    expect(toAligned([a, b])).toEqual([
      [1, 2, 3],
      [1, null, 3],
      [null, 2, 4],
    ])
    expect(toAligned([])).toEqual([[]])
  })

  it('maps values and keeps gaps', () => {
    expect(
      mapValues(
        [
          {
            label: 'a',
            points: [
              { t: 1, v: 2 },
              { t: 2, v: null },
            ],
          },
        ],
        (v) => v * 10,
      ),
    ).toEqual([
      {
        label: 'a',
        points: [
          { t: 1, v: 20 },
          { t: 2, v: null },
        ],
      },
    ])
  })
})

describe('percentage axis', () => {
  it('rounds the axis up to a multiple of 10, capped at 1023', () => {
    expect(percentAxisMax(0)).toBe(10)
    expect(percentAxisMax(3.2)).toBe(10)
    expect(percentAxisMax(10)).toBe(10)
    expect(percentAxisMax(10.01)).toBe(20)
    expect(percentAxisMax(87)).toBe(90)
    expect(percentAxisMax(99.99)).toBe(100)
    expect(percentAxisMax(1015)).toBe(1020)
    expect(percentAxisMax(1021)).toBe(1023)
    expect(percentAxisMax(5000)).toBe(1023)
  })
})

describe('summarize', () => {
  it('finds the latest, peak and mean, skipping gaps', () => {
    expect(
      summarize([
        { t: 1, v: 2 },
        { t: 2, v: 6 },
        { t: 3, v: 4 },
        { t: 4, v: null },
      ]),
    ).toEqual({
      latest: 4,
      peak: 6,
      mean: 4,
    })
    expect(summarize([])).toEqual({ latest: null, peak: null, mean: null })
  })
})

describe('number formats', () => {
  it('writes counts in full below a million and compact from a million', () => {
    expect(formatCount(999_999)).toBe('999,999')
    expect(formatCount(1_000_000)).toBe('1M')
    expect(formatCount(2_540_000)).toBe('2.5M')
    expect(formatCount(3_100_000_000)).toBe('3.1B')
    expect(formatCount(12.34)).toBe('12.3')
    expect(formatCount(667_554.2)).toBe('667,554')
  })

  it('writes bytes in powers of 1024 and percentages to one decimal', () => {
    expect(formatValue(1536 * 1024, 'bytes')).toBe('1.5 MiB')
    expect(formatValue(1024 ** 3, 'bytes')).toBe('1 GiB')
    expect(formatValue(12.345, 'percent')).toBe('12.3%')
    expect(formatValue(1_500_000, 'count')).toBe('1.5M')
  })

  it('steps byte axes by powers of two of binary units', () => {
    const steps = byteTickSteps()
    expect(steps).toContain(512)
    expect(steps).toContain(1024)
    expect(steps).toContain(256 * 1024 ** 2)
    expect(steps).not.toContain(1000)
    expect(steps).toEqual([...steps].sort((a, b) => a - b))
  })
})
