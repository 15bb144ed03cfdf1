import { expect, it } from 'vitest'

/**
 * One test per case of a table: `rule(input)` answers `expected` (for validators, undefined
 * means accepted). Keeps rule tables a list of cases rather than a test written again for each.
 */
export function eachCase<I, O>(rule: (input: I) => O, cases: readonly (readonly [I, O])[]) {
  it.each(cases.map(([input, expected]) => ({ input, expected })))('$input -> $expected', ({ input, expected }) => {
    expect(rule(input)).toEqual(expected)
  })
}
