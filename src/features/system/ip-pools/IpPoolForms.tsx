import { apiCall } from '~/api/apiCall'
import { useForm } from 'react-hook-form'
import type { IpPool } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { ResourceForm } from '~/forms/ResourceForm'
import { useLeaveEdit, type EditOrigin } from '~/forms/useLeaveEdit'
import { useRouteParams } from '~/params'
import { sysPb } from '~/features/system/paths'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useLeaveToNew } from '~/table/overList'
import { poolQuery } from './queries'

type Values = { name: string; description: string }

/** A new pool (no `pool`), or the one given; `leave` closes the form. */
function IpPoolForm({ pool, leave }: { pool?: IpPool; leave: (saved?: IpPool) => void }) {
  const form = useForm<Values>({
    defaultValues: { name: pool?.name ?? '', description: pool?.description ?? '' },
    mode: 'onChange',
  })
  const call = (body: Values) =>
    pool ? apiCall('ipPoolUpdate', { path: { pool: pool.name }, body }) : apiCall('ipPoolCreate', { body })
  return (
    <ResourceForm
      kind="IP pool"
      editing={!!pool}
      form={form}
      call={call}
      refresh={['ipPoolList', 'ipPoolView']}
      leave={leave}
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      {!pool && (
        <p className="text-ink-muted">
          A new pool has no addresses: add ranges to it, then link it to the silos that may use it.
        </p>
      )}
    </ResourceForm>
  )
}

/** `ip-pools-new`: a new pool opens its page, where ranges are added. */
export function IpPoolCreateForm() {
  return <IpPoolForm leave={useLeaveToNew(pb.ipPools(), (pool) => sysPb.ipPool({ pool }))} />
}

export const ipPoolEditLoader = loadQueries((p) => [poolQuery(p)])

/** Where the edit form was opened from (the pool's own page passes its path along). */
export type PoolEditOrigin = EditOrigin

export function IpPoolEditForm() {
  const p = useRouteParams()
  const { data: pool } = usePrefetchedQuery(poolQuery(p))
  const leave = useLeaveEdit(pb.ipPools(), (saved) => sysPb.ipPool({ pool: saved.name }), pool)
  return <IpPoolForm pool={pool} leave={leave} />
}
