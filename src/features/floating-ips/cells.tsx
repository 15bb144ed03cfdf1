// Cells that name what a floating IP points at by id. Names come from cached lookups, so
// rows that share a pool or an instance share one fetch.
import { useQuery } from '@tanstack/react-query'
import { siloPoolsQuery } from '~/api/queries'
import { InstanceLink, quiet, rawId } from '~/table/cells'
import { CopyButton } from '~/ui/CopyButton'

export function IpAddress({ ip }: { ip: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span className="font-mono text-[13px]">{ip}</span>
      <CopyButton text={ip} label={`Copy ${ip}`} iconOnly />
    </span>
  )
}

export function PoolName({ id }: { id: string }) {
  const pools = useQuery(siloPoolsQuery)
  if (pools.isPending) return quiet('…')
  const pool = pools.data?.items.find((p) => p.id === id)
  // a pool unlinked from the silo since the address was drawn is no longer listed
  return pool ? <span>{pool.name}</span> : rawId(id)
}

export const AttachedInstance = ({ project, id }: { project: string; id: string | null | undefined }) => (
  <InstanceLink project={project} id={id} none="None" />
)
