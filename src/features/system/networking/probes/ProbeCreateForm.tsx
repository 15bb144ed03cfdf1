import { apiCall } from '~/api/apiCall'
import { useForm } from 'react-hook-form'
import { usePrefetchedQuery } from '~/api/client'
import { siloPoolsQuery } from '~/api/queries'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { ResourceForm } from '~/forms/ResourceForm'
import { SelectField } from '~/forms/SelectField'
import { useRouteParams } from '~/params'
import { loadQueries } from '~/routing'
import { useLeaveToNew } from '~/table/overList'
import { netPb } from '../paths'
import { allSledsQuery } from '~/features/system/inventory/queries'

type Values = { name: string; description: string; sled: string; pool: string }

export const probeCreateLoader = loadQueries(() => [allSledsQuery, siloPoolsQuery])

/** `probes-new/{project}`: a probe on a chosen sled; a new probe opens its page. */
export function ProbeCreateForm() {
  const { project } = useRouteParams()
  const leave = useLeaveToNew(netPb.projectProbes({ project }), (probe) => netPb.probe({ project, probe }))
  const { data: sleds } = usePrefetchedQuery(allSledsQuery)
  const { data: pools } = usePrefetchedQuery(siloPoolsQuery)
  const form = useForm<Values>({ defaultValues: { name: '', description: '', sled: '', pool: '' }, mode: 'onChange' })
  const call = ({ sled, pool, ...rest }: Values) =>
    apiCall('probeCreate', { query: { project }, body: { ...rest, sled, ipPool: pool || null } })
  return (
    <ResourceForm kind="probe" editing={false} form={form} call={call} refresh={['probeList']} leave={leave}>
      <NameAndDescriptionFields control={form.control} autoFocus />
      <SelectField
        control={form.control}
        name="sled"
        label="Sled"
        required
        placeholder="Choose a sled"
        options={sleds.items.map((s) => ({ value: s.id, label: `${s.baseboard.serial} (${s.state})` }))}
        description="The sled the probe runs on"
      />
      <SelectField
        control={form.control}
        name="pool"
        label="IP pool"
        placeholder="The silo’s default pool"
        options={pools.items.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))}
        description="The pool the probe’s external address comes from"
      />
      <p className="text-ink-muted">
        The probe gets an interface in project {project}’s default subnet and an external address, all its ports.
      </p>
    </ResourceForm>
  )
}
