import { createColumnHelper } from '@tanstack/react-table'
import { useFleetRefusal } from '~/features/access/permissions'
import type { IpPoolRange } from '~/api/__generated__/Api'
import { sysPb } from '~/features/system/paths'
import { createdColumn } from '~/table/columns'
import { defineList } from '~/table/list'
import { ListPage } from '~/table/ListPage'
import { mono } from '~/table/cells'
import { removeRange } from './poolActions'

export const rangesList = defineList({
  noun: 'range',
  operation: 'ipPoolRangeList',
  params: ({ pool }) => ({ path: { pool } }),
  pageKey: 'ranges',
})

const col = createColumnHelper<IpPoolRange>()
const columns = [
  col.accessor((r) => r.range.first, { id: 'first', header: 'First address', cell: (i) => mono(i.getValue()) }),
  col.accessor((r) => r.range.last, { id: 'last', header: 'Last address', cell: (i) => mono(i.getValue()) }),
  createdColumn(col),
]

/** The pool's ranges, ordered by first address; the add form opens over them. */
export function RangesTab({ pool }: { pool: string }) {
  return (
    <ListPage
      layout="tab"
      title="Ranges"
      intro="Addresses the pool hands out, first to last, both included. Ranges of all pools may not overlap."
      list={rangesList}
      columns={columns}
      // a range has no name: its row is named by its addresses
      actions={(range) => [{ label: 'Remove', danger: true, onSelect: () => removeRange(pool, range) }]}
      empty={{ title: 'No ranges', body: 'Add a range to give the pool addresses to hand out.' }}
      create={{ to: sysPb.ipPoolRangesAdd({ pool }), label: 'Add range' }}
      refusal={useFleetRefusal('add and remove IP pool ranges')}
      outlet={false}
    />
  )
}
