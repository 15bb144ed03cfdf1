import { describe, expect, it } from 'vitest'
import { parseOxql } from './oxql'

/** The message of the 400 a bad query throws. */
async function parseError(query: string): Promise<string> {
  try {
    parseOxql(query)
  } catch (e) {
    expect(e).toBeInstanceOf(Response)
    const res = e as Response
    expect(res.status).toBe(400)
    const body = await res.json()
    expect(body.error_code).toBe('InvalidRequest')
    return body.message
  }
  throw new Error(`expected "${query}" to be rejected`)
}

const T0 = Date.parse('2025-07-01T00:00:00Z')

describe('parseOxql', () => {
  it('parses the full shape the console sends, with free whitespace and newlines', () => {
    const q = parseOxql(`
      get virtual_machine:vcpu_usage
        | filter timestamp >= @2025-07-01T00:00:00Z
            && timestamp < @2025-07-01T01:00:00.000Z
            && instance_id == "2d269069-2842-4404-9053-b947f9e33258" && state == "run"
        | align mean_within(60s)
        | group_by [instance_id], sum`)
    expect(q).toEqual({
      timeseriesName: 'virtual_machine:vcpu_usage',
      filter: {
        time: [
          { op: '>=', ms: T0 },
          { op: '<', ms: T0 + 3_600_000 },
        ],
        fields: [
          { field: 'instance_id', value: '2d269069-2842-4404-9053-b947f9e33258' },
          { field: 'state', value: 'run' },
        ],
      },
      ops: [
        { kind: 'align', method: 'mean_within', periodMs: 60_000 },
        { kind: 'group_by', fields: ['instance_id'], reducer: 'sum' },
      ],
    })
  })

  it('accepts every bound operator, fields in any order, integers, and minimal queries', () => {
    const q = parseOxql(
      "get virtual_machine:vcpu_usage|filter vcpu_id==2&&timestamp>@2025-07-01T00:00:00&&timestamp<=@2025-07-01&&state=='idle'",
    )
    expect(q.filter.time).toEqual([
      { op: '>', ms: T0 }, // no zone means UTC
      { op: '<=', ms: T0 },
    ])
    expect(q.filter.fields).toEqual([
      { field: 'vcpu_id', value: 2 },
      { field: 'state', value: 'idle' },
    ])
    expect(parseOxql('get virtual_disk:reads')).toEqual({
      timeseriesName: 'virtual_disk:reads',
      filter: { time: [], fields: [] },
      ops: [],
    })
  })

  it('reads every duration unit, an empty group list and the default reducer', () => {
    const periods = ['30s', '5m', '2h', '1d'].map((p) => {
      const op = parseOxql(`get a:b | align mean_within(${p})`).ops[0]
      return op.kind === 'align' ? op.periodMs : null
    })
    expect(periods).toEqual([30_000, 300_000, 7_200_000, 86_400_000])
    expect(parseOxql('get a:b | align mean_within(1m) | group_by []').ops[1]).toEqual({
      kind: 'group_by',
      fields: [],
      reducer: 'mean',
    })
  })

  it('rejects malformed queries with a reason and a position', async () => {
    expect(await parseError('')).toBe('Query parsing failed: the query is empty')
    expect(await parseError('fetch a:b')).toBe("Query parsing failed: expected 'get', found 'fetch' at position 0")
    const refusals: [string, string][] = [
      ['get vcpu_usage', 'target:metric'],
      ['get a:b | filter timestamp >= @yesterday', "invalid timestamp '@yesterday'"],
      ['get a:b | filter timestamp >= "2025-07-01"', 'expected a timestamp literal'],
      ['get a:b | filter state == "run" || state == "idle"', "joined by '&&'"],
      ['get a:b | filter state != "run"', "only with '=='"],
      ['get a:b | filter state == "run', 'unterminated string'],
      ['get a:b | align mean_within(60)', 'expected a duration'],
      ['get a:b | align mean_within(0s)', 'must be positive'],
      ['get a:b | align mean_within(5w)', "unsupported duration unit 'w'"],
      ['get a:b | align interpolate(1m)', "unsupported alignment method 'interpolate'"],
      ['get a:b | align mean_within(1m) | group_by [x], max', "unsupported reducer 'max'"],
      ['get a:b | first 10', "unsupported table operation 'first'"],
      ['get a:b | align mean_within(1m) | filter x == 1', "single 'filter'"],
      ['get a:b | filter x == 1 $', "unexpected character '$' at position 24"],
    ]
    for (const [query, reason] of refusals) expect(await parseError(query), query).toContain(reason)
    expect(await parseError('get a:b extra')).toBe(
      "Query parsing failed: expected '|' or end of query, found 'extra' at position 8",
    )
  })
})
