// The delete of one kind of resource, declared once per kind: the feature says what it is
// called, what goes with it and how the API deletes one; `confirmDelete` asks and reports.
// Its own module: only lazily loaded pages use it (the projects list, on the first page,
// calls `confirmDelete` itself).
import type { ReactNode } from 'react'
import { confirmDelete } from './actions'
import type { OpName } from './api/client'

/**
 * `deleteX(item, onDone?)` for one kind of named resource: asks "Delete KIND" with the
 * item's name and the consequence, calls the API, refreshes `refresh` and says how it went.
 */
export const deleteAction =
  <T extends { name: string }>({
    call,
    ...ask
  }: {
    kind: string
    consequence: ReactNode
    call: (item: T) => Promise<unknown>
    refresh: OpName[]
  }) =>
  (item: T, onDone?: () => void) =>
    confirmDelete({ ...ask, name: item.name, call: () => call(item), onDone })
