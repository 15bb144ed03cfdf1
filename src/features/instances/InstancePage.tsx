import { useProjectRefusal } from '~/features/access/permissions'
import { guardedItem } from '~/ui/Menu'
import { Outlet, useNavigate } from 'react-router'
import { isTransitioning } from '~/api/capabilities'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { CopyableId } from '~/ui/CopyableId'
import { ActionsMenu, ResourceHeader } from '~/ui/ResourceHeader'
import { TabNav } from '~/ui/TabNav'
import { Timestamp } from '~/ui/Timestamp'
import { formatBytes } from '~/util/bytes'
import { InstanceState } from './cells'
import { useInstanceActions } from './instanceActions'
import { instanceQuery } from './queries'

export const instanceLoader = loadQueries((p) => [instanceQuery(p)])

// the tabs this build has; the rest of SPEC section 2's list joins as it lands
const TABS = [
  [pb.instanceStorage, 'Storage'],
  [pb.instanceNetworking, 'Networking'],
  [pb.instanceMetrics, 'Metrics'],
  [pb.instanceConnect, 'Connect'],
  [pb.instanceSettings, 'Settings'],
] as const

export function InstancePage() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const { data: instance } = usePrefetchedQuery({
    ...instanceQuery(p),
    // follow a start, stop or reboot to its end
    refetchInterval: (q) => (q.state.data && isTransitioning(q.state.data.runState) ? 1000 : false),
  })
  const actions = useInstanceActions(p.project, { onDeleted: () => navigate(pb.instances(p)) })
  const refusal = useProjectRefusal(p.project, 'start, stop, change and delete instances')

  return (
    <>
      <ResourceHeader
        name={instance.name}
        badge={<InstanceState instance={instance} />}
        actions={
          <ActionsMenu label="Instance actions" items={actions(instance).map((item) => guardedItem(refusal, item))} />
        }
        properties={[
          ['CPUs', instance.ncpus],
          ['Memory', formatBytes(instance.memory)],
          ['Hostname', instance.hostname],
          ['Created', <Timestamp date={instance.timeCreated} />],
          ['ID', <CopyableId id={instance.id} label="Copy instance ID" />],
        ]}
      />
      <TabNav label="Instance sections" tabs={TABS.map(([to, label]) => [to(p), label])} />
      <Outlet />
    </>
  )
}
