// A list's view: its sort and filters, read from and written to the URL next to its page, so
// a view is a link. Pure functions; the list components (ViewedList, ListTools) use them.
import type { ColumnDef } from '@tanstack/react-table'
import type { NameOrIdSortMode } from '~/api/__generated__/Api'
import { paramName, type Sort } from './list'

/** How a list is sorted and filtered. `text` and `state` are empty when they do not filter. */
export type View = { sort?: Sort; text: string; state: string }

/**
 * What a list offers to sort and filter by; anything else in the URL is ignored. Without
 * `columns` (a loader, which has not seen the table) any column name is taken.
 */
export type ViewChoices = { columns?: string[]; states: string[] }

/** `?sort=size` sorts up, `?sort=-size` down; `?q=` filters by text, `?state=` by state. */
export function readView(search: URLSearchParams, key: string | undefined, choices: ViewChoices): View {
  const get = (name: string) => search.get(paramName(key, name))?.trim() ?? ''
  const rawSort = get('sort')
  const desc = rawSort.startsWith('-')
  const column = desc ? rawSort.slice(1) : rawSort
  const state = get('state')
  return {
    sort: column && (choices.columns?.includes(column) ?? true) ? { column, desc } : undefined,
    text: get('q'),
    state: choices.states.includes(state) ? state : '',
  }
}

/**
 * `search` with the view written in (what does not filter left out) and the list back on
 * its first page: the old page token belongs to another order. Other params stay.
 */
export function writeView(search: URLSearchParams, key: string | undefined, view: View): URLSearchParams {
  const next = new URLSearchParams(search)
  const put = (name: string, value: string) =>
    value ? next.set(paramName(key, name), value) : next.delete(paramName(key, name))
  put('sort', view.sort ? `${view.sort.desc ? '-' : ''}${view.sort.column}` : '')
  put('q', view.text)
  put('state', view.state)
  next.delete(paramName(key, 'page'))
  return next
}

/** A column header's click: sorted up, then down, then back to the API's order. */
export function nextSort(current: Sort | undefined, column: string): Sort | undefined {
  if (current?.column !== column) return { column, desc: false }
  return current.desc ? undefined : { column, desc: true }
}

const isFiltered = (view: View) => view.text !== '' || view.state !== ''

/**
 * The API's own order for a sort, where the operation takes one (`sortBy`): by name either
 * way, by id upwards only. Anything else is sorted in the browser.
 */
export function apiSortMode(sort: Sort | undefined, takesSortBy: boolean): NameOrIdSortMode | undefined {
  if (!sort || !takesSortBy) return undefined
  if (sort.column === 'name') return sort.desc ? 'name_descending' : 'name_ascending'
  if (sort.column === 'id' && !sort.desc) return 'id_ascending'
  return undefined
}

/**
 * How a list with this view is read: a page at a time as the API answers (`pages`, sorted by
 * the API when `sortBy` is set), or whole, then sorted and filtered here (`whole`).
 */
export function readingFor(view: View, takesSortBy: boolean) {
  const sortBy = apiSortMode(view.sort, takesSortBy)
  if (isFiltered(view) || (view.sort && !sortBy)) return { kind: 'whole' as const }
  return { kind: 'pages' as const, sortBy }
}

/**
 * The most items a list may hold to be sorted and filtered in the browser: reading more, a
 * page of 1,000 at a time, would take too long and hold too much. Past it the list says so
 * and stays in the API's order, rather than sorting or filtering part of it.
 */
export const WHOLE_LIST_LIMIT = 10_000

/** Whether a list read up to the limit (one more item than it, when there are more) is all of it. */
export const fitsInBrowser = (read: { items: unknown[]; complete: boolean }) =>
  read.complete && read.items.length <= WHOLE_LIST_LIMIT

// ---------------------------------------------------------------------------------------
// Fields: what a list's columns hold as plain values, to sort, filter and export by.

export type Field<T> = { id: string; header: string; value: (row: T) => unknown }

/** The columns that hold a value (not the display-only ones: actions, cells that fetch). */
export function fieldsOf<T>(columns: ColumnDef<T, unknown>[]): Field<T>[] {
  return columns.flatMap((c) => {
    const def = c as { id?: string; accessorKey?: string; accessorFn?: (row: T, i: number) => unknown }
    const id = def.id ?? def.accessorKey
    if (!id) return []
    const value = def.accessorFn
      ? (row: T) => def.accessorFn!(row, 0)
      : def.accessorKey
        ? (row: T) => (row as Record<string, unknown>)[def.accessorKey!]
        : undefined
    if (!value) return []
    return [{ id, header: typeof c.header === 'string' ? c.header : id, value }]
  })
}

/** A value as text: dates in ISO form, nothing as empty. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date) return value.toISOString()
  if (typeof value === 'object') return JSON.stringify(value)
  return String(value)
}

// made at the first comparison, not with the module: every list's first load brings this module,
// and the platform's first collator loads its collation data (10-15 ms, Chromium, 4 runs)
let collator: Intl.Collator | undefined

/** Numbers and dates by size, text as people read it ("disk-2" before "disk-10"); empty last. */
function compareValues(a: unknown, b: unknown): number {
  const noneA = a === null || a === undefined || a === ''
  const noneB = b === null || b === undefined || b === ''
  if (noneA || noneB) return Number(noneA) - Number(noneB)
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime()
  if (typeof a === 'number' && typeof b === 'number') return a - b
  collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' })
  return collator.compare(textOf(a), textOf(b))
}

/**
 * The rows the view shows: those whose state is the one chosen and whose fields hold the
 * text (any case), sorted by the column (stable, so rows equal in it keep the API's order).
 */
export function applyView<T>(rows: T[], view: View, fields: Field<T>[], stateOf?: (row: T) => string): T[] {
  const text = view.text.toLowerCase()
  const shown = rows.filter(
    (row) =>
      (!view.state || stateOf?.(row) === view.state) &&
      (!text || fields.some((f) => textOf(f.value(row)).toLowerCase().includes(text))),
  )
  const field = view.sort && fields.find((f) => f.id === view.sort!.column)
  if (!field) return shown
  const sign = view.sort!.desc ? -1 : 1
  return shown
    .map((row, i) => ({ row, i, value: field.value(row) }))
    .sort((a, b) => sign * compareValues(a.value, b.value) || a.i - b.i)
    .map((e) => e.row)
}
