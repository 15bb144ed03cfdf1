import { useQuery } from '@tanstack/react-query'
import type { Instance } from '~/api/__generated__/Api'
import { autoRestartDue } from '~/api/capabilities'
import { apiq } from '~/api/client'
import { projectDisksQuery } from '~/api/queries'
import { quiet } from '~/table/cells'
import { useRowQuery } from '~/table/rowQuery'
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
  const { ref, query: ips } = useRowQuery(apiq('instanceExternalIpList', { path: { instance: instanceId } }))
  let shown
  if (ips.isError) shown = quiet('Unavailable')
  else if (!ips.data) shown = quiet('…')
  else {
    const external = ips.data.items.filter((ip) => ip.kind !== 'snat')
    shown =
      external.length === 0 ? (
        quiet('None')
      ) : (
        <span className="font-mono text-[13px]">{external.map((ip) => ip.ip).join(', ')}</span>
      )
  }
  return <span ref={ref}>{shown}</span>
}
