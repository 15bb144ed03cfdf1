// The delete of one kind of resource, declared once per kind: the feature says what it is
// called, what goes with it and how the API deletes one; `confirmDelete` asks and reports.
// Its own module: only lazily loaded pages use it (the projects list, on the first page,
// calls `confirmDelete` itself).
import type { ReactNode } from 'react'
import { confirmDelete, type ActionRun } from './actions'
import type { OpName } from './api/client'
import type { ImpactLoader } from './impact'

type DeleteKind<T, S> = {
  kind: string
  consequence: ReactNode
  /** the call deleting one, as data (`apiCall`) so the dialog can show it */
  call: (item: T, scope: S) => ActionRun['call']
  refresh: OpName[]
  /** what deleting this one touches, read when the confirmation opens */
  impact?: (item: T, scope: S) => ImpactLoader
}

/**
 * `deleteX(scope, item, onDone?)` for a kind of resource named within a parent (a VPC's
 * subnets and routers under `{ project, vpc }`): as `deleteAction`, the call given both.
 */
export const scopedDeleteAction =
  <T extends { name: string }, S>({ call, impact, ...ask }: DeleteKind<T, S>) =>
  (scope: S, item: T, onDone?: () => void) =>
    confirmDelete({ ...ask, name: item.name, call: call(item, scope), impact: impact?.(item, scope), onDone })

/**
 * `deleteX(item, onDone?)` for one kind of named resource: asks "Delete KIND" with the
 * item's name and the consequence, calls the API, refreshes `refresh` and says how it went.
 */
export const deleteAction =
  <T extends { name: string }>(kind: DeleteKind<T, void>) =>
  (item: T, onDone?: () => void) =>
    scopedDeleteAction(kind)(undefined, item, onDone)
