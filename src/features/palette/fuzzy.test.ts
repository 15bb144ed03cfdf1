import { describe, expect, it } from 'vitest'
import { eachCase } from '../../../test/cases'
import { fuzzyMatch } from './fuzzy'

/** The names in the order the palette would list them for `query`, leaving out non-matches. */
const ranked = (query: string, names: string[]) =>
  names
    .map((name) => ({ name, match: fuzzyMatch(query, name) }))
    .filter((r) => r.match)
    .sort((a, b) => b.match!.score - a.match!.score)
    .map((r) => r.name)

describe('which names match', () => {
  eachCase(
    ([query, name]: [string, string]) => fuzzyMatch(query, name) !== null,
    [
      [['front', 'frontend-1'], true],
      [['FRONT', 'frontend-1'], true],
      [['ws1', 'web-server-1'], true],
      [['stop front', 'Stop instance frontend-1'], true],
      [['', 'anything'], true],
      [['fe2', 'frontend-1'], false],
      [['tnorf', 'frontend-1'], false],
      [['frontend-10', 'frontend-1'], false],
    ],
  )
})

describe('where the characters matched', () => {
  eachCase(
    ([query, name]: [string, string]) => fuzzyMatch(query, name)?.indices,
    [
      [
        ['fe1', 'frontend-1'],
        [0, 5, 9],
      ],
      // the word start, not the first "f" found
      [
        ['sf', 'safe-frontend'],
        [0, 5],
      ],
      // side by side, not scattered
      [
        ['data', 'db-data'],
        [3, 4, 5, 6],
      ],
      [
        ['ds', 'dev-sandbox'],
        [0, 4],
      ],
      // a capital starts a word
      [
        ['ip', 'floatingIp'],
        [8, 9],
      ],
    ],
  )
})

describe('the order of matches', () => {
  it('puts a name that starts with the query first', () => {
    expect(ranked('db', ['web-db', 'db-primary', 'dashboard'])).toEqual(['db-primary', 'web-db', 'dashboard'])
  })
  it('prefers word starts to letters inside words', () => {
    expect(ranked('ws', ['towels', 'web-server-1'])).toEqual(['web-server-1', 'towels'])
  })
  it('prefers characters side by side to scattered ones', () => {
    expect(ranked('front', ['fairground-note', 'frontend-1'])).toEqual(['frontend-1', 'fairground-note'])
  })
  it('prefers the shorter of two names that match alike', () => {
    expect(ranked('web', ['web-server-10', 'web-server-1'])).toEqual(['web-server-1', 'web-server-10'])
  })
})
