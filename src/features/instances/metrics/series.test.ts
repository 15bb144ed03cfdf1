import { runQuery } from '@mock/timeseries/query'
import { describe, expect, it } from 'vitest'
import type { OxqlQueryResult } from '~/api/__generated__/Api'
import { processResponseBody } from '~/api/__generated__/util'
import { hasPoints } from '~/charts/series'
import { buildOxql, extractSeries, nsToPercent, orderSeries, type QueryShape } from './series'

const ID = '2d269069-2842-4404-9053-b947f9e33258' // web-server-1 in the mock
const cpu: QueryShape = {
  timeseries: 'virtual_machine:vcpu_usage',
  instanceField: 'instance_id',
  instanceId: ID,
  groupBy: ['state'],
}
const hour = { startMs: Date.parse('2025-07-01T00:00:00Z'), endMs: Date.parse('2025-07-01T01:00:00Z') }

describe('buildOxql', () => {
  it('filters on time and instance, aligns and sums', () => {
    expect(buildOxql(cpu, hour, 30)).toBe(
      [
        'get virtual_machine:vcpu_usage',
        '  | filter timestamp >= @2025-07-01T00:00:00Z',
        '      && timestamp < @2025-07-01T01:00:00Z',
        `      && instance_id == "${ID}"`,
        '  | align mean_within(30s)',
        '  | group_by [state], sum',
      ].join('\n'),
    )
  })

  it('refuses an id that could break out of the string', () => {
    expect(() => buildOxql({ ...cpu, instanceId: '" || true' }, hour, 30)).toThrow(/Not an instance id/)
  })
})

/** What the console's client hands over: the mock's JSON with keys camelCased. */
const answer = (query: string) =>
  processResponseBody(runQuery(query, { kind: 'fleet' }, Date.parse('2025-08-01T12:00:00Z'))) as OxqlQueryResult

describe('the mock API and the helpers agree', () => {
  it('charts vCPU time by state', () => {
    const series = orderSeries(extractSeries(answer(buildOxql(cpu, hour, 60)), 'state'), [
      'run',
      'idle',
      'waiting',
      'emulation',
    ])
    expect(series.map((s) => s.label)).toEqual(['run', 'idle', 'waiting', 'emulation'])
    expect(series[0].points).toHaveLength(60)
    expect(series[0].points[0].t).toBe(Date.parse('2025-07-01T00:01:00Z'))
    // the four states of 4 vCPUs add up to all the CPU time there was
    const total = series.reduce((sum, s) => sum + nsToPercent(s.points[0].v!, 60, 4), 0)
    expect(total).toBeCloseTo(100, 6)
  })

  it('sums disk and interface series into one', () => {
    const disk = {
      timeseries: 'virtual_disk:bytes_read',
      instanceField: 'attached_instance_id',
      instanceId: ID,
      groupBy: ['attached_instance_id'],
    } as const
    const reads = extractSeries(answer(buildOxql(disk, hour, 300)))
    expect(reads).toHaveLength(1)
    expect(reads[0].points).toHaveLength(12)
    expect(reads[0].points.every((p) => typeof p.v === 'number' && p.v > 0)).toBe(true)

    const nic = {
      timeseries: 'instance_network_interface:packets_sent',
      instanceField: 'instance_id',
      instanceId: ID,
      groupBy: ['instance_id'],
    } as const
    expect(extractSeries(answer(buildOxql(nic, hour, 300)))[0].points).toHaveLength(12)
  })

  it('finds no points before the instance existed', () => {
    const before = { startMs: Date.parse('2024-01-01T00:00:00Z'), endMs: Date.parse('2024-01-02T00:00:00Z') }
    expect(hasPoints(extractSeries(answer(buildOxql(cpu, before, 300)), 'state'))).toBe(false)
  })
})

describe('extractSeries', () => {
  /** An answer of one table holding one timeseries, as the API shapes it. */
  const oneSeries = (fields: object, timestamps: (Date | string)[], values: object) =>
    ({
      tables: [{ name: 'x', timeseries: { a: { fields, points: { timestamps, values: [values] } } } }],
    }) as unknown as OxqlQueryResult

  it('reads Date or string timestamps, null values and missing tables', () => {
    const result = oneSeries({ state: { type: 'string', value: 'run' } }, [new Date(1000), '1970-01-01T00:00:02Z'], {
      metricType: 'delta',
      values: { type: 'double', values: [1.5, null] },
    })
    expect(extractSeries(result, 'state')).toEqual([
      {
        label: 'run',
        points: [
          { t: 1000, v: 1.5 },
          { t: 2000, v: null },
        ],
      },
    ])
    expect(extractSeries({ tables: [] })).toEqual([])
  })

  it('gives no points for values it cannot chart', () => {
    const result = oneSeries({}, ['1970-01-01T00:00:01Z'], {
      metricType: 'gauge',
      values: { type: 'string', values: ['up'] },
    })
    expect(extractSeries(result)[0].points).toEqual([{ t: 1000, v: null }])
  })
})

describe('series order', () => {
  it('orders series by a known list, others last by name', () => {
    const s = (label: string) => ({ label, points: [] })
    expect(orderSeries([s('z'), s('idle'), s('a'), s('run')], ['run', 'idle']).map((x) => x.label)).toEqual([
      'run',
      'idle',
      'a',
      'z',
    ])
  })
})

describe('CPU percentages', () => {
  it('divides vCPU time by the time all vCPUs had', () => {
    // 4 vCPUs, 60 s window: 240 s of CPU time; 60 s of it is a quarter
    expect(nsToPercent(60e9, 60, 4)).toBe(25)
    expect(nsToPercent(30e9, 30, 1)).toBe(100)
    expect(nsToPercent(5, 0, 4)).toBe(0)
    expect(nsToPercent(5, 60, 0)).toBe(0)
  })
})
