// Cells that name what a floating IP points at by id. Names come from cached lookups, so
// rows that share a pool or an instance share one fetch.
import { useQuery } from '@tanstack/react-query'
import { Link } from 'react-router'
import { CopyButton } from '~/ui/CopyButton'
import { instanceByIdQuery, siloPoolsQuery } from './floatingIpQueries'

const quiet = (text: string) => <span className="text-ink-faint">{text}</span>

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
  return pool ? <span>{pool.name}</span> : <span className="font-mono text-[12px] text-ink-muted">{id}</span>
}

export function AttachedInstance({ project, id }: { project: string; id: string | null | undefined }) {
  const instance = useQuery({ ...instanceByIdQuery(id ?? ''), enabled: !!id })
  if (!id) return quiet('None')
  if (instance.isPending) return quiet('…')
  // the instance may be out of reach; its id still says which one it is
  if (instance.isError) return <span className="font-mono text-[12px] text-ink-muted">{id}</span>
  return (
    <Link to={`/projects/${project}/instances/${instance.data.name}`} className="hover:underline">
      {instance.data.name}
    </Link>
  )
}
