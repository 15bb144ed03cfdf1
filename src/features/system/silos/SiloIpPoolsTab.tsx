import { useFleetRefusal } from '~/features/access/permissions'
import { apiCall } from '~/api/apiCall'
import { useQuery } from '@tanstack/react-query'
import { createColumnHelper } from '@tanstack/react-table'
import { useForm } from 'react-hook-form'
import type { Silo, SiloIpPool } from '~/api/__generated__/Api'
import { allPoolsQuery, siloPoolsOfQuery } from '../ip-pools/queries'
import { confirmThenRun, strong } from '~/actions'
import { CheckboxField } from '~/forms/CheckboxField'
import { SelectField } from '~/forms/SelectField'
import { DialogForm } from '~/forms/DialogForm'
import { descriptionColumn } from '~/table/columns'
import { defineList } from '~/table/list'
import { ListPage } from '~/table/ListPage'
import { Badge } from '~/ui/Badge'
import { unlinkImpact } from '../ip-pools/impact'

export const siloPoolList = defineList({
  noun: 'IP pool',
  operation: 'siloIpPoolList',
  params: ({ silo }) => ({ path: { silo } }),
  pageKey: 'pools',
})

// a link changes what both the silo's and the pool's pages show
const LINK_QUERIES = ['siloIpPoolList', 'ipPoolSiloList'] as const

function LinkPoolModal({ silo, onDismiss }: { silo: Silo; onDismiss: () => void }) {
  const pools = useQuery(allPoolsQuery)
  const linked = useQuery(siloPoolsOfQuery(silo.name))
  const loading = pools.isPending || linked.isPending
  const taken = new Set((linked.data?.items ?? []).map((p) => p.id))
  // none until both lists are in: with the pools alone, linked ones would be offered a moment
  const options = loading
    ? []
    : (pools.data?.items ?? []).filter((p) => !taken.has(p.id)).map((p) => ({ value: p.name, label: p.name }))
  const form = useForm({ mode: 'onChange', defaultValues: { pool: '', isDefault: false } })
  return (
    <DialogForm
      title="Link IP pool"
      submitLabel="Link pool"
      form={form}
      call={(v) =>
        apiCall('ipPoolSiloLink', { path: { pool: v.pool }, body: { silo: silo.name, isDefault: v.isDefault } })
      }
      loadError={pools.error ?? linked.error}
      refresh={[...LINK_QUERIES]}
      leave={onDismiss}
      done={(_, v) => ({ title: 'IP pool linked', content: v.pool })}
    >
      <SelectField
        control={form.control}
        name="pool"
        label="IP pool"
        required
        options={options}
        placeholder={loading ? 'Loading pools…' : options.length ? 'Choose a pool' : 'Every pool is linked already'}
      />
      <CheckboxField control={form.control} name="isDefault" label="Make it the silo’s default pool" />
    </DialogForm>
  )
}

function poolActions(silo: Silo, pool: SiloIpPool) {
  const path = { pool: pool.name, silo: silo.name }
  return [
    {
      label: 'Make default',
      disabledReason: pool.isDefault ? 'This is the silo’s default pool already' : undefined,
      onSelect: () =>
        confirmThenRun({
          title: 'Make default pool',
          content: (
            <>
              Make {strong(pool.name)} the default IP pool of {strong(silo.name)}? Addresses asked for without a pool
              come from it; the current default stays linked.
            </>
          ),
          actionLabel: 'Make default',
          call: apiCall('ipPoolSiloUpdate', { path, body: { isDefault: true } }),
          success: 'Default pool changed',
          failure: 'Could not change the default pool',
          subject: pool.name,
          refresh: [...LINK_QUERIES],
        }),
    },
    {
      label: 'Unlink',
      danger: true,
      onSelect: () =>
        confirmThenRun({
          title: 'Unlink IP pool',
          content: (
            <>
              Unlink {strong(pool.name)} from {strong(silo.name)}? Its users can no longer take addresses from it. A
              pool whose addresses the silo still uses cannot be unlinked.
            </>
          ),
          actionLabel: 'Unlink',
          danger: true,
          call: apiCall('ipPoolSiloUnlink', { path }),
          impact: unlinkImpact(pool.name, silo.name),
          success: 'IP pool unlinked',
          failure: 'Could not unlink IP pool',
          subject: pool.name,
          refresh: [...LINK_QUERIES],
        }),
    },
  ]
}

const col = createColumnHelper<SiloIpPool>()
const columns = [
  col.accessor('name', {
    header: 'Name',
    cell: (i) => (
      <span className="flex items-center gap-2 font-medium">
        {i.getValue()}
        {i.row.original.isDefault && <Badge>default pool</Badge>}
      </span>
    ),
  }),
  descriptionColumn(col),
]

/** The IP pools the silo's users take addresses from; one may be its default. */
export function SiloIpPoolsTab({ silo }: { silo: Silo }) {
  const refusal = useFleetRefusal('link and unlink IP pools')
  return (
    <ListPage
      layout="tab"
      outlet={false}
      title="IP pools"
      intro="The pools this silo’s users take external addresses from; the default pool serves requests that name none."
      docs="ipPools"
      list={siloPoolList}
      columns={columns}
      actions={(pool) => poolActions(silo, pool)}
      empty={{ title: 'No linked pools', body: 'Link a pool so the silo’s users can have external addresses.' }}
      create={{ label: 'Link pool', dialog: (close) => <LinkPoolModal silo={silo} onDismiss={close} /> }}
      refusal={refusal}
    />
  )
}
