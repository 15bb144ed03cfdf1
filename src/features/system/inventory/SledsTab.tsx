import { useFleetRefusal } from '~/features/access/permissions'
// The rack's sleds, each linked to its page with its provision policy one menu away, and
// below them the sleds powered on in the rack but not yet added, each with its "Add".
import { apiCall } from '~/api/apiCall'
import { createColumnHelper } from '@tanstack/react-table'
import type { Sled, UninitializedSled } from '~/api/__generated__/Api'
import { confirmThenRun, strong } from '~/actions'
import { sysPb } from '~/features/system/paths'
import { rawId } from '~/table/cells'
import { idColumn } from '~/table/columns'
import { ListPage } from '~/table/ListPage'
import { formatBytes } from '~/util/bytes'
import { HardwareStateBadge, SledPolicyBadge, sledActions } from './hardware'
import { sledList, uninitializedList } from './lists'

const col = createColumnHelper<Sled>()
const columns = [
  idColumn(col, (sledId) => sysPb.sled({ sledId })),
  col.accessor((s) => s.baseboard.serial, { id: 'serial', header: 'Serial' }),
  col.accessor((s) => s.baseboard.part, { id: 'part', header: 'Part' }),
  col.accessor('rackId', { header: 'Rack', cell: (i) => rawId(i.getValue()) }),
  col.accessor('usableHardwareThreads', { header: 'Hardware threads' }),
  col.accessor('usablePhysicalRam', {
    header: 'Physical RAM',
    cell: (i) => <span className="whitespace-nowrap">{formatBytes(i.getValue())}</span>,
  }),
  col.accessor('policy', { header: 'Provision policy', cell: (i) => <SledPolicyBadge policy={i.getValue()} /> }),
  col.accessor('state', { header: 'State', cell: (i) => <HardwareStateBadge state={i.getValue()} /> }),
]

const waitingCol = createColumnHelper<UninitializedSled>()
const waitingColumns = [
  waitingCol.accessor('cubby', { header: 'Cubby' }),
  waitingCol.accessor((s) => s.baseboard.serial, { id: 'serial', header: 'Serial' }),
  waitingCol.accessor((s) => s.baseboard.part, { id: 'part', header: 'Part' }),
  waitingCol.accessor((s) => s.baseboard.revision, { id: 'revision', header: 'Revision' }),
  waitingCol.accessor('rackId', { header: 'Rack', cell: (i) => rawId(i.getValue()) }),
]

function addSled(sled: UninitializedSled) {
  const { serial, part } = sled.baseboard
  confirmThenRun({
    title: 'Add sled',
    content: (
      <>
        Add sled {strong(serial)} in cubby {sled.cubby} to the rack? The control plane starts it, and new instances may
        be placed on it.
      </>
    ),
    actionLabel: 'Add sled',
    call: apiCall('sledAdd', { body: { serial, part } }),
    success: 'Sled added',
    failure: 'Could not add sled',
    subject: `sled ${serial}`,
    refresh: ['sledList', 'sledListUninitialized'],
  })
}

export function SledsTab() {
  const refusal = useFleetRefusal('change sleds and add them to the rack')
  return (
    <>
      <ListPage
        layout="tab"
        title="Sleds"
        intro="The sleds in service. A sled that is not provisionable keeps its instances but gets no new ones."
        list={sledList}
        rowName={(s) => s.baseboard.serial}
        columns={columns}
        actions={sledActions}
        refusal={refusal}
        empty={{ title: 'No sleds', body: 'No sled of this rack is in service.' }}
        outlet={false}
      />
      <div className="mt-10">
        <ListPage
          layout="tab"
          title="Waiting to be added"
          intro="Sleds powered on in the rack that are not yet part of it."
          list={uninitializedList}
          label="Sleds waiting to be added"
          rowName={(s) => s.baseboard.serial}
          columns={waitingColumns}
          actions={(s) => [{ label: 'Add to rack', onSelect: () => addSled(s) }]}
          refusal={refusal}
          empty={{ title: 'No sleds waiting', body: 'Every sled in the rack has been added.' }}
          outlet={false}
        />
      </div>
    </>
  )
}
