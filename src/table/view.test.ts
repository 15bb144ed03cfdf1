import { describe, expect, it } from 'vitest'
import { eachCase } from '../../test/cases'
import { hasView } from './list'
import { routeKey, viewOf, withSavedView } from './savedViews'
import {
  apiSortMode,
  applyView,
  fieldsOf,
  fitsInBrowser,
  nextSort,
  readingFor,
  readView,
  WHOLE_LIST_LIMIT,
  writeView,
  type View,
} from './view'

const choices = { columns: ['name', 'size', 'timeCreated'], states: ['attached', 'detached'] }
const read = (query: string, key?: string) => readView(new URLSearchParams(query), key, choices)
const none: View = { sort: undefined, text: '', state: '' }

describe('the view in the URL', () => {
  describe('reads sort, text and state, ignoring what the list does not offer', () => {
    eachCase(read, [
      ['', none],
      ['sort=size', { ...none, sort: { column: 'size', desc: false } }],
      ['sort=-timeCreated', { ...none, sort: { column: 'timeCreated', desc: true } }],
      ['q=%20web%20&state=detached', { ...none, text: 'web', state: 'detached' }],
      // a column the list does not have, a state its rows never take, empty values
      ['sort=colour', none],
      ['sort=-', none],
      ['state=running', none],
      ['sort=&q=&state=', none],
      // another list's view on the same page
      ['disks-sort=size&disks-q=a', none],
    ])
  })

  it('reads a list with a page key from its own prefixed names only', () => {
    expect(read('disks-sort=-name&disks-q=boot&disks-state=attached&sort=size', 'disks')).toEqual({
      sort: { column: 'name', desc: true },
      text: 'boot',
      state: 'attached',
    })
  })

  it('takes any column name when it does not know the columns (a loader)', () => {
    expect(readView(new URLSearchParams('sort=-colour'), undefined, { states: [] }).sort).toEqual({
      column: 'colour',
      desc: true,
    })
  })

  it('writes the view back, leaving out what does not filter, other params kept, page dropped', () => {
    const search = new URLSearchParams('page=tok&limit=10&q=old&other=1')
    const view: View = { sort: { column: 'size', desc: true }, text: 'web', state: '' }
    expect(writeView(search, undefined, view).toString()).toBe('limit=10&q=web&other=1&sort=-size')
    expect(writeView(search, undefined, none).toString()).toBe('limit=10&other=1')
    const keyed = writeView(new URLSearchParams('disks-page=t&page=p'), 'disks', { ...none, state: 'detached' })
    expect(keyed.toString()).toBe('page=p&disks-state=detached')
  })

  it('reads back what it writes', () => {
    const view: View = { sort: { column: 'timeCreated', desc: true }, text: 'a b&c', state: 'attached' }
    expect(read(writeView(new URLSearchParams(), 'x', view).toString(), 'x')).toEqual(view)
  })

  it('knows a view is asked for by any of its names, for its own list only', () => {
    expect(hasView(new URLSearchParams('page=x&limit=10'))).toBe(false)
    expect(hasView(new URLSearchParams('q='))).toBe(true)
    expect(hasView(new URLSearchParams('disks-sort=name'))).toBe(false)
    expect(hasView(new URLSearchParams('disks-sort=name'), 'disks')).toBe(true)
  })

  it('cycles a header: up, down, back to the API order; another column starts up', () => {
    expect(nextSort(undefined, 'size')).toEqual({ column: 'size', desc: false })
    expect(nextSort({ column: 'size', desc: false }, 'size')).toEqual({ column: 'size', desc: true })
    expect(nextSort({ column: 'size', desc: true }, 'size')).toBeUndefined()
    expect(nextSort({ column: 'size', desc: true }, 'name')).toEqual({ column: 'name', desc: false })
  })
})

describe('how a view is read', () => {
  const sort = (column: string, desc = false) => ({ ...none, sort: { column, desc } })
  it('asks the API to sort by name either way, and by id upwards, where it can', () => {
    expect(apiSortMode(sort('name').sort, true)).toBe('name_ascending')
    expect(apiSortMode(sort('name', true).sort, true)).toBe('name_descending')
    expect(apiSortMode(sort('id').sort, true)).toBe('id_ascending')
    expect(apiSortMode(sort('id', true).sort, true)).toBeUndefined()
    expect(apiSortMode(sort('name').sort, false)).toBeUndefined()
  })

  it('pages through the API unless it must sort or filter the whole list', () => {
    expect(readingFor(none, true)).toEqual({ kind: 'pages', sortBy: undefined })
    expect(readingFor(sort('name', true), true)).toEqual({ kind: 'pages', sortBy: 'name_descending' })
    expect(readingFor(sort('name', true), false)).toEqual({ kind: 'whole' })
    expect(readingFor(sort('size'), true)).toEqual({ kind: 'whole' })
    expect(readingFor({ ...sort('name'), text: 'a' }, true)).toEqual({ kind: 'whole' })
    expect(readingFor({ ...none, state: 'attached' }, true)).toEqual({ kind: 'whole' })
  })

  it('sorts and filters in the browser only a list read to its end, within the limit', () => {
    const items = (n: number) => Array.from({ length: n }, () => ({}))
    expect(fitsInBrowser({ items: items(3), complete: true })).toBe(true)
    expect(fitsInBrowser({ items: items(WHOLE_LIST_LIMIT), complete: true })).toBe(true)
    expect(fitsInBrowser({ items: items(WHOLE_LIST_LIMIT + 1), complete: true })).toBe(false)
    expect(fitsInBrowser({ items: items(WHOLE_LIST_LIMIT + 1), complete: false })).toBe(false)
    expect(WHOLE_LIST_LIMIT).toBe(10_000)
  })
})

describe('a view over rows', () => {
  type Disk = { name: string; size: number; created: Date; state: string; note?: string }
  const day = (d: number) => new Date(Date.UTC(2025, 0, d))
  const rows: Disk[] = [
    { name: 'disk-10', size: 5, created: day(3), state: 'attached' },
    { name: 'disk-2', size: 20, created: day(1), state: 'detached', note: 'Web' },
    { name: 'boot', size: 5, created: day(2), state: 'attached' },
  ]
  const fields = fieldsOf<Disk>([
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'size', header: 'Size' },
    { id: 'created', accessorFn: (d) => d.created, header: 'Created' },
    { id: 'note', accessorFn: (d) => d.note, header: () => 'Note' },
    { id: 'actions', header: 'Actions' },
  ])
  const names = (view: Partial<View>) =>
    applyView(rows, { ...none, ...view }, fields, (d) => d.state).map((d) => d.name)

  it('takes the columns that hold a value, named by their header text', () => {
    expect(fields.map((f) => [f.id, f.header])).toEqual([
      ['name', 'Name'],
      ['size', 'Size'],
      ['created', 'Created'],
      ['note', 'note'],
    ])
  })

  it('sorts numbers and dates by value, names as people read them, ties in the order given', () => {
    expect(names({ sort: { column: 'name', desc: false } })).toEqual(['boot', 'disk-2', 'disk-10'])
    expect(names({ sort: { column: 'size', desc: true } })).toEqual(['disk-2', 'disk-10', 'boot'])
    expect(names({ sort: { column: 'size', desc: false } })).toEqual(['disk-10', 'boot', 'disk-2'])
    expect(names({ sort: { column: 'created', desc: false } })).toEqual(['disk-2', 'boot', 'disk-10'])
  })

  it('filters by state and by text in any column, any case', () => {
    expect(names({ state: 'attached' })).toEqual(['disk-10', 'boot'])
    expect(names({ text: 'web' })).toEqual(['disk-2'])
    expect(names({ text: '2025-01-02' })).toEqual(['boot'])
    expect(names({ text: 'disk', state: 'attached' })).toEqual(['disk-10'])
    expect(names({ text: 'nothing' })).toEqual([])
  })
})

describe('saved views', () => {
  it('key a list by its route, its params named, not their values', () => {
    expect(routeKey('/projects/demo-project/disks', { project: 'demo-project' })).toBe('/projects/:project/disks')
    expect(routeKey('/projects/a%20b/vpcs/a%20b', { project: 'a b', vpc: 'a b' })).toMatch(
      /^\/projects\/:\w+\/vpcs\/:\w+$/,
    )
  })

  it('hold the list’s sort, filters and page size, not its page, and put them back alone', () => {
    const search = new URLSearchParams('disks-sort=-size&disks-q=a&disks-page=tok&disks-limit=10&other=1')
    const saved = viewOf(search, 'disks')
    expect(saved).toBe('sort=-size&q=a&limit=10')
    const shown = withSavedView(new URLSearchParams('disks-state=attached&disks-page=t2&other=2'), 'disks', saved)
    expect(shown.toString()).toBe('other=2&disks-sort=-size&disks-q=a&disks-limit=10')
    // a stored view holding anything else (a page token, a stranger's param) brings only the view
    expect(withSavedView(new URLSearchParams(), undefined, 'page=x&evil=1&q=b').toString()).toBe('q=b')
  })
})
