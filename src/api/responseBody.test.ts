import { db } from '@mock/db'
import { describe, expect, it } from 'vitest'
import { mapObj, parseIfDate, processResponseBody as clientConversion, snakeToCamel } from './__generated__/util'
import { processResponseBody } from './responseBody'

/** The generated client's own conversion, which this one stands in for. */
const generated = mapObj(snakeToCamel, parseIfDate)

const sameAsGenerated = (answer: unknown) => {
  const parsed = JSON.parse(JSON.stringify(answer))
  expect(processResponseBody(parsed)).toEqual(generated(JSON.parse(JSON.stringify(answer))))
}

describe('processResponseBody', () => {
  it('is the one the generated client uses (scripts/gen-api.mjs)', () => {
    expect(clientConversion).toBe(processResponseBody)
  })

  it('gives what the generated client gives for every table of the seeded mock', () => {
    const tables = Object.values(db)
    expect(tables.length).toBeGreaterThan(20)
    for (const rows of tables) sameAsGenerated(rows)
  })

  it('makes Dates of timestamps under the keys that name a time, and nothing else', () => {
    const answer = {
      time_created: '2025-08-01T12:00:00Z',
      run_time: '2025-08-01T12:00:00.123Z',
      cooldown_expiration: '2025-08-01T12:00:00Z',
      timestamp: '2025-08-01T12:00:00Z',
      description: '2025-08-01T12:00:00Z',
      time_bad: '2025-13-45T99:99:99Z',
      time_not_iso: 'yesterday',
      time_number: 5,
      time_series: ['2025-08-01T12:00:00Z'],
    }
    const out = processResponseBody(answer) as Record<string, unknown>
    expect(out.timeCreated).toEqual(new Date('2025-08-01T12:00:00Z'))
    expect(out.runTime).toBeInstanceOf(Date)
    expect(out.cooldownExpiration).toBeInstanceOf(Date)
    expect(out.timestamp).toBeInstanceOf(Date)
    expect(out.description).toBe('2025-08-01T12:00:00Z')
    expect(out.timeBad).toBe('2025-13-45T99:99:99Z')
    expect(out.timeNotIso).toBe('yesterday')
    expect(out.timeSeries).toEqual(['2025-08-01T12:00:00Z'])
    sameAsGenerated(answer)
  })

  it('camelCases keys at every depth, arrays of arrays and odd keys included', () => {
    const answer = {
      items: [{ ip_range: { first_address: 'a' }, nested_list: [[{ inner_key: 1 }], [null, 2, 'x_y']] }],
      next_page: null,
      trailing_: true,
      double__under: 1,
      v4_block_1: false,
      already: 'kept',
    }
    expect(processResponseBody(answer)).toEqual({
      items: [{ ipRange: { firstAddress: 'a' }, nestedList: [[{ innerKey: 1 }], [null, 2, 'x_y']] }],
      nextPage: null,
      trailing_: true,
      double_under: 1,
      v4Block1: false,
      already: 'kept',
    })
    sameAsGenerated(answer)
  })

  it('leaves what is not an object as it is', () => {
    for (const value of [null, 3, 'text', true]) expect(processResponseBody(value)).toBe(value)
  })
})
