/**
 * What every chart draws and how its numbers are written: series of points, their layout
 * for uPlot, their summary, and the units of an axis. Pure functions.
 */
import { formatBytes } from '~/util/bytes'

export type Point = { t: number; v: number | null }
/** One line of a chart: its label (the value of the first kept field) and its points. */
export type Series = { label: string; points: Point[] }

export const hasPoints = (series: Series[]) => series.some((s) => s.points.length > 0)

/**
 * uPlot's data layout: one x array (seconds since the epoch) shared by every series, and
 * one y array per series with null where that series has no point at that time.
 */
export function toAligned(series: Series[]): [number[], ...(number | null)[][]] {
  const times = [...new Set(series.flatMap((s) => s.points.map((p) => p.t)))].sort((a, b) => a - b)
  const index = new Map(times.map((t, i) => [t, i]))
  const ys = series.map((s) => {
    const y: (number | null)[] = times.map(() => null)
    for (const p of s.points) y[index.get(p.t)!] = p.v
    return y
  })
  return [times.map((t) => t / 1000), ...ys]
}

export const mapValues = (series: Series[], fn: (v: number) => number): Series[] =>
  series.map((s) => ({ ...s, points: s.points.map((p) => ({ t: p.t, v: p.v === null ? null : fn(p.v) })) }))

/**
 * SPEC section 9: the percentage axis rounds up to a multiple of 10, capped at 1023. The
 * floor of 10 keeps an all-zero chart from having an axis of zero height.
 */
export function percentAxisMax(peak: number): number {
  const rounded = Math.ceil(Math.max(peak, 0) / 10) * 10
  return Math.min(Math.max(rounded, 10), 1023)
}

export type Summary = { latest: number | null; peak: number | null; mean: number | null }

/** The last value, the highest and the average of a series, ignoring gaps. */
export function summarize(points: Point[]): Summary {
  const values = points.map((p) => p.v).filter((v): v is number => v !== null)
  if (values.length === 0) return { latest: null, peak: null, mean: null }
  return {
    latest: values[values.length - 1],
    peak: Math.max(...values),
    mean: values.reduce((a, b) => a + b, 0) / values.length,
  }
}

export type Unit = 'percent' | 'count' | 'bytes'

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 })
const whole = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 })
const oneDecimal = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 })
const percent = oneDecimal

/**
 * Counts in full up to a million, then compact (SPEC section 9): 999,999 then 1M, 2.5B.
 * Averages are fractional; a decimal helps only while numbers are small.
 */
export function formatCount(n: number): string {
  const abs = Math.abs(n)
  if (abs >= 1e6) return compact.format(n)
  return (abs < 100 ? oneDecimal : whole).format(n)
}

export function formatValue(v: number, unit: Unit): string {
  if (unit === 'percent') return `${percent.format(v)}%`
  if (unit === 'bytes') return formatBytes(v)
  return formatCount(v)
}

/**
 * Tick steps for a byte axis, in powers of 1024 (SPEC section 9): 1, 2, 4 ... 512 bytes,
 * then KiB, MiB and on, so ticks land on 256 MiB or 1 GiB rather than 250,000,000.
 */
export function byteTickSteps(): number[] {
  const steps: number[] = []
  for (let power = 0; power <= 5; power++) {
    for (let m = 1; m < 1024; m *= 2) steps.push(m * 1024 ** power)
  }
  return steps
}
