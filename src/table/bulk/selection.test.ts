import { describe, expect, it } from 'vitest'
import { clickSelection, toggleAll } from './selection'

const ids = ['a', 'b', 'c', 'd', 'e']
const sorted = (s: Set<string>) => [...s].sort()

describe('clickSelection', () => {
  it('toggles the clicked row alone without shift', () => {
    expect(sorted(clickSelection(ids, new Set(['a']), 'c', 'a', false))).toEqual(['a', 'c'])
    expect(sorted(clickSelection(ids, new Set(['a', 'c']), 'c', 'a', false))).toEqual(['a'])
  })

  it('selects every row from the anchor to the shift-clicked one, either way up', () => {
    expect(sorted(clickSelection(ids, new Set(['b']), 'd', 'b', true))).toEqual(['b', 'c', 'd'])
    expect(sorted(clickSelection(ids, new Set(['d']), 'a', 'd', true))).toEqual(['a', 'b', 'c', 'd'])
  })

  it('clears the range when the shift-clicked row was selected', () => {
    expect(sorted(clickSelection(ids, new Set(ids), 'd', 'b', true))).toEqual(['a', 'e'])
  })

  it('leaves rows outside the range as they were', () => {
    expect(sorted(clickSelection(ids, new Set(['e']), 'c', 'b', true))).toEqual(['b', 'c', 'e'])
  })

  it('treats a shift-click without an anchor on the page as a plain click', () => {
    expect(sorted(clickSelection(ids, new Set(), 'c', undefined, true))).toEqual(['c'])
    expect(sorted(clickSelection(ids, new Set(), 'c', 'gone', true))).toEqual(['c'])
  })
})

describe('toggleAll', () => {
  it('selects the whole page, or clears it when all of it was selected', () => {
    expect(sorted(toggleAll(ids, new Set(['b'])))).toEqual(ids)
    expect(sorted(toggleAll(ids, new Set(ids)))).toEqual([])
    expect(sorted(toggleAll([], new Set()))).toEqual([])
  })
})
