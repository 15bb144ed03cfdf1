import type { Instance } from '~/api/__generated__/Api'
import { autoRestartDue } from '~/api/capabilities'
import { apiq } from '~/api/client'
import { diskByIdQuery, projectDisksQuery } from '~/api/queries'
import { quiet, rawId } from '~/table/cells'
import { ItemByIdCell } from '~/table/itemById'
import { RowQueryCell } from '~/table/rowQuery'
import { Badge } from '~/ui/Badge'
import { StateBadge } from '~/ui/StateBadge'
import { formatBytes } from '~/util/bytes'

export function InstanceState({ instance }: { instance: Instance }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <StateBadge kind="instance" state={instance.runState} />
      {autoRestartDue(instance) && <Badge color="warn">restart due</Badge>}
    </span>
  )
}

export const cpuAndMemory = (i: Pick<Instance, 'ncpus' | 'memory'>) =>
  `${i.ncpus} vCPU${i.ncpus === 1 ? '' : 's'}, ${formatBytes(i.memory)}`

/** The boot disk by name: the project's disks name every row at once (~/table/itemById). */
export function BootDiskCell({ project, diskId }: { project: string; diskId?: string | null }) {
  if (!diskId) return quiet('None')
  return <BootDiskName project={project} id={diskId} />
}

const BootDiskName = ({ project, id }: { project: string; id: string }) => (
  <ItemByIdCell lists={[projectDisksQuery(project)]} id={id} own={diskByIdQuery(id)}>
    {(disk) => {
      if (disk.status === 'pending') return quiet('…')
      // out of reach: its id still says which disk it boots from
      if (disk.status !== 'found') return rawId(id)
      return <span>{disk.item.name}</span>
    }}
  </ItemByIdCell>
)

/** The instance's external addresses: no list call has them, so each row asks when it is seen. */
export function ExternalIpsCell({ instanceId }: { instanceId: string }) {
  return (
    <RowQueryCell
      query={apiq('instanceExternalIpList', { path: { instance: instanceId } })}
      pending={quiet('…')}
      failed={quiet('Unavailable')}
    >
      {(ips) => {
        const external = ips.items.filter((ip) => ip.kind !== 'snat')
        if (external.length === 0) return quiet('None')
        return <span className="font-mono text-[13px]">{external.map((ip) => ip.ip).join(', ')}</span>
      }}
    </RowQueryCell>
  )
}
