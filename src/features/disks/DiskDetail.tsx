import { isDiskTransitioning } from '~/api/capabilities'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { CopyableId } from '~/ui/CopyableId'
import { PropertyList } from '~/ui/PropertyList'
import { SideModal } from '~/ui/SideModal'
import { StateBadge } from '~/ui/StateBadge'
import { Timestamp } from '~/ui/Timestamp'
import { formatBytes } from '~/util/bytes'
import { AttachedInstance, DiskSource } from './cells'
import { diskQuery } from './queries'

export const diskDetailLoader = loadQueries((p) => [diskQuery(p)])

/** Every field of one disk, in a side modal over the list. */
export function DiskDetail() {
  const p = useRouteParams()
  const { data: disk } = usePrefetchedQuery({
    ...diskQuery(p),
    // follow an attach or detach under way to its end
    refetchInterval: (q) => (q.state.data && isDiskTransitioning(q.state.data.state.state) ? 1000 : false),
  })
  const close = useCloseTo(pb.disks(p))

  return (
    <SideModal title={`Disk ${disk.name}`} onDismiss={close}>
      <PropertyList
        items={[
          ['Name', disk.name],
          ['ID', <CopyableId id={disk.id} label="Copy disk ID" />],
          ['Description', disk.description || <span className="text-ink-faint">No description</span>],
          ['State', <StateBadge kind="disk" state={disk.state.state} />],
          ['Size', formatBytes(disk.size)],
          ['Block size', `${disk.blockSize} B`],
          ['Device path', <span className="font-mono text-[13px]">{disk.devicePath}</span>],
          ['Attached to', <AttachedInstance project={p.project} disk={disk} />],
          ['Source', <DiskSource project={p.project} disk={disk} />],
          ['Created', <Timestamp date={disk.timeCreated} />],
          ['Modified', <Timestamp date={disk.timeModified} />],
        ]}
      />
    </SideModal>
  )
}
