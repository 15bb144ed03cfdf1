// A row's state as a coloured badge, the same column in every list of things with a life
// cycle. Its own module: the projects list, on the first page, has no state to show.
import type { ColumnHelper } from '@tanstack/react-table'
import { StateBadge, type StateKind } from '~/ui/StateBadge'

/** The "State" column: `state` reads it from the row, `kind` picks the badge's palette. */
export const stateColumn = <T,>(col: ColumnHelper<T>, kind: StateKind, state: (row: T) => string) =>
  col.accessor(state, {
    id: 'state',
    header: 'State',
    cell: (info) => <StateBadge kind={kind} state={info.getValue()} />,
  })
