import { apiCall } from '~/api/apiCall'
import { useForm } from 'react-hook-form'
import type { IpPool } from '~/api/__generated__/Api'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { ResourceForm } from '~/forms/ResourceForm'
import { editOverList } from '~/forms/useLeaveEdit'
import { sysPb } from '~/features/system/paths'
import { pb } from '~/paths'
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

const poolEdit = editOverList(poolQuery, pb.ipPools, (pool) => sysPb.ipPool({ pool: pool.name }))
export const ipPoolEditLoader = poolEdit.loader

export function IpPoolEditForm() {
  const { data: pool, leave } = poolEdit.use()
  return <IpPoolForm pool={pool} leave={leave} />
}
