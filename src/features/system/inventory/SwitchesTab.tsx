// The rack's switches. The API names a switch by its baseboard; where it sits (slot 0 or 1)
// is not part of its view. The networking section lists them with the same columns, each
// linked to the switch's page there (its ports and their links).
import { createColumnHelper } from '@tanstack/react-table'
import type { Switch } from '~/api/__generated__/Api'
import { rawId } from '~/table/cells'
import { ListPage } from '~/table/ListPage'
import { CellLink } from '~/ui/Table'
import { netPb } from '../networking/paths'
import { switchList } from './lists'

const col = createColumnHelper<Switch>()
const switchColumns = [
  col.accessor((s) => s.baseboard.serial, {
    id: 'serial',
    header: 'Serial',
    cell: (i) => (
      <CellLink to={netPb.switch({ switchId: i.row.original.id })} className="font-mono text-[13px] hover:underline">
        {i.getValue()}
      </CellLink>
    ),
  }),
  col.accessor((s) => s.baseboard.part, { id: 'part', header: 'Part' }),
  col.accessor((s) => s.baseboard.revision, { id: 'revision', header: 'Revision' }),
  col.accessor('id', { header: 'ID', cell: (i) => rawId(i.getValue()) }),
  col.accessor('rackId', { header: 'Rack', cell: (i) => rawId(i.getValue()) }),
]

/** The switches' list, as a tab of the inventory or as the networking section's page. */
export function SwitchList({ layout, intro }: { layout: 'page' | 'tab'; intro: string }) {
  return (
    <ListPage
      layout={layout}
      title="Switches"
      intro={intro}
      list={switchList}
      columns={switchColumns}
      empty={{ title: 'No switches', body: 'The control plane knows of no switch in this rack.' }}
      outlet={false}
    />
  )
}

export function SwitchesTab() {
  return <SwitchList layout="tab" intro="The rack’s switches, by the serial and part number on their baseboards." />
}
