import { useQuery } from '@tanstack/react-query'
import type { Instance } from '~/api/__generated__/Api'
import { autoRestartDue } from '~/api/capabilities'
import { apiq } from '~/api/client'
import { projectDisksQuery } from '~/api/queries'
import { quiet } from '~/table/cells'
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

/** The boot disk by name, from every disk of the project, fetched once for the page. */
export function BootDiskCell({ project, diskId }: { project: string; diskId?: string | null }) {
  const disks = useQuery(projectDisksQuery(project))
  if (!diskId) return quiet('None')
  const disk = disks.data?.items.find((d) => d.id === diskId)
  return <span>{disk?.name ?? '…'}</span>
}

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
