import { describe, expect, it } from 'vitest'
import { DEFAULT_LIMIT, paginate } from './pagination'

const rows = ['delta', 'alpha', 'echo', 'charlie', 'bravo'].map((name, i) => ({ id: `id-${4 - i}`, name }))

describe('paginate', () => {
  it('sorts by name and returns everything on one page by default', () => {
    const page = paginate(rows, {})
    expect(page.items.map((r) => r.name)).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo'])
    expect(page.next_page).toBeNull()
  })

  it('walks all pages with tokens, ending with a null next_page', () => {
    const seen: string[] = []
    let token: string | null = null
    do {
      const page: ReturnType<typeof paginate<(typeof rows)[number]>> = paginate(rows, { limit: 2, pageToken: token })
      seen.push(...page.items.map((r) => r.name))
      token = page.next_page
    } while (token)
    expect(seen).toEqual(['alpha', 'bravo', 'charlie', 'delta', 'echo'])
  })

  it('does not offer a next page when the last page is exactly full', () => {
    expect(paginate(rows, { limit: 5 }).next_page).toBeNull()
    expect(paginate(rows, { limit: 4 }).next_page).not.toBeNull()
  })

  it('keeps the sort order of the scan the token came from', () => {
    const first = paginate(rows, { limit: 2, sortBy: 'name_descending' })
    expect(first.items.map((r) => r.name)).toEqual(['echo', 'delta'])
    const second = paginate(rows, { limit: 2, pageToken: first.next_page, sortBy: 'name_ascending' })
    expect(second.items.map((r) => r.name)).toEqual(['charlie', 'bravo'])
  })

  it('sorts by id when asked', () => {
    expect(paginate(rows, { sortBy: 'id_ascending' }).items.map((r) => r.id)).toEqual([
      'id-0',
      'id-1',
      'id-2',
      'id-3',
      'id-4',
    ])
  })

  it('continues correctly after items change between pages', () => {
    const first = paginate(rows, { limit: 2 })
    const changed = rows.filter((r) => r.name !== 'alpha').concat({ id: 'id-9', name: 'aardvark' })
    expect(paginate(changed, { limit: 2, pageToken: first.next_page }).items.map((r) => r.name)).toEqual([
      'charlie',
      'delta',
    ])
  })

  it('makes tokens the generated shell will not mistake for numbers', () => {
    const token = paginate(rows, { limit: 1 }).next_page!
    expect(Number.isNaN(Number(token))).toBe(true)
  })

  it('refuses a token it did not make', () => {
    expect(() => paginate(rows, { pageToken: 'bm9wZQ' })).toThrow(Response)
    expect(() => paginate(rows, { pageToken: btoa('{"sort":"size","after":"x"}') })).toThrow(Response)
  })

  it('has the API framework’s default page size', () => {
    const many = Array.from({ length: DEFAULT_LIMIT + 5 }, (_, i) => ({
      id: String(i).padStart(4, '0'),
      name: `n${i}`,
    }))
    expect(paginate(many, {}).items).toHaveLength(DEFAULT_LIMIT)
  })
})

describe('paginate over many rows', () => {
  // two permutations of 0..1999 (both multipliers are prime to 2000), so names and ids come shuffled
  const many = Array.from({ length: 2000 }, (_, i) => ({
    id: `id-${(i * 7919) % 2000}`,
    name: `n${(i * 104729) % 2000}`,
  }))
  const byKey = (sort: 'name_ascending' | 'name_descending' | 'id_ascending') =>
    [...many]
      .sort((a, b) => {
        const [x, y] = sort === 'id_ascending' ? [a.id, b.id] : [a.name, b.name]
        return (sort === 'name_descending' ? -1 : 1) * (x < y ? -1 : x > y ? 1 : 0)
      })
      .map((r) => r.id)

  it.each([
    ['name_ascending', 37],
    ['name_descending', 37],
    ['id_ascending', 37],
    // pages long enough to be sorted rather than kept in order as found
    ['name_ascending', 300],
    ['name_descending', 300],
  ] as const)('pages through every row in the order of a full sort (%s, %i a page)', (sortBy, limit) => {
    const seen: string[] = []
    let token: string | null = null
    let pages = 0
    do {
      const page: ReturnType<typeof paginate<(typeof many)[number]>> = paginate(many, {
        limit,
        pageToken: token,
        sortBy,
      })
      seen.push(...page.items.map((r) => r.id))
      token = page.next_page
      pages++
    } while (token && pages < 100)
    expect(pages).toBe(Math.ceil(many.length / limit))
    expect(seen).toEqual(byKey(sortBy))
  })

  it('keeps the rows’ order among equal names, as a stable sort does', () => {
    const twins = [
      { id: 'b', name: 'same' },
      { id: 'c', name: 'other' },
      { id: 'a', name: 'same' },
    ]
    expect(paginate(twins, {}).items.map((r) => r.id)).toEqual(['c', 'b', 'a'])
    expect(paginate(twins, { limit: 2 }).items.map((r) => r.id)).toEqual(['c', 'b'])
    expect(paginate(twins, { limit: 300 }).items.map((r) => r.id)).toEqual(['c', 'b', 'a'])
  })

  it('answers an empty page for a zero limit', () => {
    expect(paginate(many, { limit: 0 })).toEqual({ items: [], next_page: null })
  })
})
