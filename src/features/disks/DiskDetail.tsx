import { isDiskTransitioning } from '~/api/capabilities'
import { usePrefetchedQuery } from '~/api/client'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { Button } from '~/ui/Button'
import { CopyButton } from '~/ui/CopyButton'
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
    <SideModal
      title={`Disk ${disk.name}`}
      onDismiss={close}
      footer={
        <Button variant="secondary" onClick={close}>
          Close
        </Button>
      }
    >
      <PropertyList
        items={[
          ['Name', disk.name],
          [
            'ID',
            <span className="inline-flex items-center gap-2">
              <span className="font-mono text-[13px]">{disk.id}</span>
              <CopyButton text={disk.id} label="Copy disk ID" iconOnly />
            </span>,
          ],
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
