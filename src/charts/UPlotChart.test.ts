// @vitest-environment jsdom
process.env.TZ = 'Asia/Kolkata'

import { describe, expect, it } from 'vitest'
import { chartOptions } from './UPlotChart'

const props = {
  data: [[0], [1]] as [number[], number[]],
  series: [{ label: 'a', color: '#000' }],
  unit: 'count' as const,
}
const axisHour = (zone: 'local' | 'utc') => {
  const { tzDate = (ts: number) => new Date(ts * 1000) } = chartOptions(600, props, zone, () => {})
  // uPlot reads the axis labels' fields off this date in the browser's zone
  return tzDate(Date.UTC(2025, 7, 1, 14, 0) / 1000).getHours()
}

describe('the time axis', () => {
  it('reads in local time or in UTC, as the user chose', () => {
    expect(axisHour('local')).toBe(19)
    expect(axisHour('utc')).toBe(14)
  })
})
