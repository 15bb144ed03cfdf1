// The rack's switches. The API names a switch by its baseboard; where it sits (slot 0 or 1)
// is not part of its view.
import { createColumnHelper } from '@tanstack/react-table'
import type { Switch } from '~/api/__generated__/Api'
import { rawId } from '~/table/cells'
import { defineList } from '~/table/list'
import { ListPage } from '~/table/ListPage'

const switchList = defineList({ operation: 'switchList', params: () => ({}) })
export const switchesLoader = switchList.loader

const col = createColumnHelper<Switch>()
const columns = [
  col.accessor((s) => s.baseboard.serial, {
    id: 'serial',
    header: 'Serial',
    cell: (i) => <span className="font-mono text-[13px]">{i.getValue()}</span>,
  }),
  col.accessor((s) => s.baseboard.part, { id: 'part', header: 'Part' }),
  col.accessor((s) => s.baseboard.revision, { id: 'revision', header: 'Revision' }),
  col.accessor('id', { header: 'ID', cell: (i) => rawId(i.getValue()) }),
  col.accessor('rackId', { header: 'Rack', cell: (i) => rawId(i.getValue()) }),
]

export function SwitchesTab() {
  return (
    <ListPage
      layout="tab"
      title="Switches"
      intro="The rack’s switches, by the serial and part number on their baseboards."
      list={switchList}
      noun="switch"
      columns={columns}
      empty={{ title: 'No switches', body: 'The control plane knows of no switch in this rack.' }}
    />
  )
}
