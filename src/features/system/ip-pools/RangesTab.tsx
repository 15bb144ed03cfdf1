import { useFleetRefusal } from '~/features/access/permissions'
import { sysPb } from '~/features/system/paths'
import { defineList } from '~/table/list'
import { ListPage } from '~/table/ListPage'
import { rangeColumns } from './cells'
import { removeRange } from './poolActions'

export const rangesList = defineList({
  noun: 'range',
  operation: 'ipPoolRangeList',
  params: ({ pool }) => ({ path: { pool } }),
  pageKey: 'ranges',
})

/** The pool's ranges, ordered by first address; the add form opens over them. */
export function RangesTab({ pool }: { pool: string }) {
  return (
    <ListPage
      layout="tab"
      title="Ranges"
      intro="Addresses the pool hands out, first to last, both included. Ranges of all pools may not overlap."
      list={rangesList}
      columns={rangeColumns}
      // a range has no name: its row is named by its addresses
      actions={(range) => [{ label: 'Remove', danger: true, onSelect: () => removeRange(pool, range) }]}
      empty={{ title: 'No ranges', body: 'Add a range to give the pool addresses to hand out.' }}
      create={{ to: sysPb.ipPoolRangesAdd({ pool }), label: 'Add range' }}
      refusal={useFleetRefusal('add and remove IP pool ranges')}
      outlet={false}
    />
  )
}
