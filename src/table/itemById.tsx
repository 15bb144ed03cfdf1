// Naming what a row points at by id (a disk's instance, its source image) from the lists
// that hold them: one call names every row of the page, where a call per id made a page of 50
// disks send dozens (issue 16: no call per row). An id the lists do not hold is read on its
// own: a list may have failed, hold more than one read gives, or be older than the item (made
// by another client since); what is gone then answers 404 for itself. That read waits for its
// row to come on screen, a few at a time (./rowQuery): read at once, a page of 50 snapshots
// sorted by name from the end, past the 1,000 disks one list read gives, read all 50 disks.
import { useQueries, type UseQueryOptions } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { RowQueryCell } from './rowQuery'

type Page<T> = { items: T[]; nextPage?: string | null }
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ListQuery<T> = UseQueryOptions<Page<T>, Error, Page<T>, any>
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ItemQuery<T> = UseQueryOptions<T, Error, T, any>

export type ItemById<T> =
  | { status: 'pending' }
  | { status: 'found'; item: T }
  /** no list held it, and its own read failed (404: it is gone) */
  | { status: 'error'; error: Error }

// one index per list answer, shared by every row that names from it: built on first use, and
// let go with the answer (the cache hands out a new object when the list changes)
const indexes = new WeakMap<Page<{ id: string }>, Map<string, { id: string }>>()
function indexOf<T extends { id: string }>(page: Page<T>): Map<string, T> {
  let index = indexes.get(page)
  if (!index) indexes.set(page, (index = new Map(page.items.map((i) => [i.id, i]))))
  return index as Map<string, T>
}

type CellProps<T> = {
  /** the lists to look in, in turn */
  lists: ListQuery<T>[]
  id: string
  /** the id's own read, for an id none of them holds */
  own: ItemQuery<T>
  /** the cell, from what is known of the item */
  children: (read: ItemById<T>) => ReactNode
}

/** A cell showing an id's item from the first of `lists` that holds it, else from its own read. */
export function ItemByIdCell<T extends { id: string }>({ lists, id, own, children }: CellProps<T>) {
  const reads = useQueries({ queries: lists })
  const item = reads.map((r) => r.data && indexOf(r.data).get(id)).find(Boolean)
  if (item) return children({ status: 'found', item })
  if (reads.some((r) => r.isPending)) return children({ status: 'pending' })
  return (
    <RowQueryCell
      query={own}
      pending={children({ status: 'pending' })}
      failed={(error) => children({ status: 'error', error })}
    >
      {(found) => children({ status: 'found', item: found })}
    </RowQueryCell>
  )
}
