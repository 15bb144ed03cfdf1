import { useFleetRefusal } from '~/features/access/permissions'
import { guardedItem } from '~/ui/Menu'
// One sled: what it is and whether it takes new instances, then its instances and its drives
// as tabs.
import { createColumnHelper } from '@tanstack/react-table'
import { Outlet } from 'react-router'
import type { SledInstance } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { sysPb } from '~/features/system/paths'
import { loadQueries } from '~/routing'
import { stateColumn } from '~/table/stateColumn'
import { ListPage } from '~/table/ListPage'
import { CopyableId } from '~/ui/CopyableId'
import { ActionsMenu, ResourceHeader } from '~/ui/ResourceHeader'
import { TabNav } from '~/ui/TabNav'
import { Timestamp } from '~/ui/Timestamp'
import { formatBytes } from '~/util/bytes'
import { HardwareStateBadge, SledPolicyBadge, sledActions } from './hardware'
import { sledInstanceList } from './lists'
import { sledQuery } from './queries'

export const sledLoader = loadQueries((p) => [sledQuery(p.sledId)])

export function SledPage() {
  const p = useRouteParams()
  const { data: sled } = usePrefetchedQuery(sledQuery(p.sledId))
  const refusal = useFleetRefusal('change sleds and add them to the rack')
  return (
    <>
      <ResourceHeader
        name={`Sled ${sled.baseboard.serial}`}
        actions={
          <ActionsMenu label="Sled actions" items={sledActions(sled).map((item) => guardedItem(refusal, item))} />
        }
        properties={[
          ['Provision policy', <SledPolicyBadge policy={sled.policy} />],
          ['State', <HardwareStateBadge state={sled.state} />],
          ['Part', sled.baseboard.part],
          ['Revision', sled.baseboard.revision],
          ['Hardware threads', sled.usableHardwareThreads],
          ['Physical RAM', formatBytes(sled.usablePhysicalRam)],
          ['Rack', <CopyableId id={sled.rackId} label="Copy rack ID" />],
          ['Added', <Timestamp date={sled.timeCreated} />],
          ['ID', <CopyableId id={sled.id} label="Copy sled ID" />],
        ]}
      />
      <TabNav
        label="Sled sections"
        tabs={[
          [sysPb.sledInstances(p), 'Instances'],
          [sysPb.sledDisks(p), 'Physical disks'],
        ]}
      />
      <Outlet />
    </>
  )
}

const col = createColumnHelper<SledInstance>()
const columns = [
  col.accessor('name', { header: 'Name', cell: (i) => <span className="font-medium">{i.getValue()}</span> }),
  col.accessor('projectName', { header: 'Project' }),
  col.accessor('siloName', { header: 'Silo' }),
  stateColumn(col, 'instance', (i) => i.state),
  col.accessor('ncpus', { header: 'vCPUs' }),
  col.accessor('memory', {
    header: 'Memory',
    cell: (i) => <span className="whitespace-nowrap">{formatBytes(i.getValue())}</span>,
  }),
]

/** The instances with a VM on this sled, from every silo. */
export function SledInstancesTab() {
  return (
    <ListPage
      layout="tab"
      title="Instances"
      intro="The instances running on this sled, whichever silo and project they belong to."
      list={sledInstanceList}
      label="Instances on this sled"
      columns={columns}
      empty={{ title: 'No instances', body: 'No instance is running on this sled.' }}
    />
  )
}
