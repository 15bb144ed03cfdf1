import { submitTo } from '~/forms/formShell'
import { apiCall } from '~/api/apiCall'
import { useForm } from 'react-hook-form'
import { usePrefetchedQuery } from '~/api/client'
import { useApiMutation } from '~/api/mutation'
import { projectFloatingIpsQuery, siloPoolsQuery } from '~/api/queries'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { useRecheck } from '~/forms/recheck'
import { ResourceForm } from '~/forms/ResourceForm'
import { SelectField } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { PropertyList } from '~/ui/PropertyList'
import { addToast } from '~/ui/Toast'
import { AttachedInstance, IpAddress, PoolName } from './cells'
import { floatingIpRefresh, refreshFloatingIps } from './floatingIpActions'
import { addressProblem, createBody, createErrorText, knownPoolFamilies, type CreateValues } from './floatingIpRules'
import { floatingIpQuery } from './queries'

export const floatingIpCreateLoader = loadQueries(({ project }) => [siloPoolsQuery, projectFloatingIpsQuery(project)])

/** `floating-ips-new`: an address from one of the silo's pools, over the list. */
export function FloatingIpCreateForm() {
  const { project } = useRouteParams()
  const pools = usePrefetchedQuery(siloPoolsQuery).data.items
  const families = knownPoolFamilies(usePrefetchedQuery(projectFloatingIpsQuery(project)).data.items)
  const defaultPool = pools.find((p) => p.isDefault)
  const form = useForm<CreateValues>({
    defaultValues: { name: '', description: '', pool: defaultPool?.name ?? '', ip: '' },
    mode: 'onChange',
  })
  const backToList = useCloseTo(pb.floatingIps({ project }))
  const create = useApiMutation('floatingIpCreate', {
    onSuccess: async (ip) => {
      await refreshFloatingIps()
      addToast({ title: 'Floating IP created', content: `${ip.name} (${ip.ip})` })
      backToList()
    },
  })

  // an address checked against one pool's family is checked again against the new pool
  useRecheck(form, 'ip', form.watch('pool'))

  const chosenPool = () => {
    const pool = pools.find((p) => p.name === form.getValues('pool'))
    return pool && { name: pool.name, family: families.get(pool.id) }
  }

  return (
    <SideModalForm
      title="Create floating IP"
      form={form}
      onDismiss={backToList}
      {...submitTo(create, { variables: (values: CreateValues) => ({ query: { project }, body: createBody(values) }) })}
      submitError={create.error && new Error(createErrorText(create.error, create.variables?.body))}
      submitLabel="Create floating IP"
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <SelectField
        control={form.control}
        name="pool"
        label="IP pool"
        required={!defaultPool}
        placeholder={defaultPool ? undefined : 'Choose a pool'}
        empty="No IP pools are linked to this silo"
        description="The pool the address is drawn from."
        options={pools.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name }))}
      />
      <TextField
        control={form.control}
        name="ip"
        label="IP address"
        description="A specific free address of the pool. Leave blank to take the next free one."
        validate={(value) => addressProblem(value, chosenPool())}
      />
    </SideModalForm>
  )
}

// the pool's name is only a nicety; without it the pool shows as its id
export const floatingIpEditLoader = loadQueries(
  (p) => [floatingIpQuery(p)],
  () => [siloPoolsQuery],
)

type EditValues = { name: string; description: string }

/** `floating-ips/:floatingIp/edit`: its name and description; where it points is shown, not edited. */
export function FloatingIpEditForm() {
  const p = useRouteParams()
  const ip = usePrefetchedQuery(floatingIpQuery(p)).data
  const form = useForm<EditValues>({
    defaultValues: { name: ip.name, description: ip.description },
    mode: 'onChange',
  })
  return (
    <ResourceForm
      kind="floating IP"
      editing
      form={form}
      call={(body) => apiCall('floatingIpUpdate', { path: { floatingIp: ip.id }, body })}
      refresh={floatingIpRefresh}
      leave={useCloseTo(pb.floatingIps(p))}
    >
      <div className="mb-6">
        <PropertyList
          items={[
            ['IP address', <IpAddress ip={ip.ip} />],
            ['IP pool', <PoolName id={ip.ipPoolId} />],
            ['Instance', <AttachedInstance project={p.project} id={ip.instanceId} />],
          ]}
        />
      </div>
      <NameAndDescriptionFields control={form.control} autoFocus />
    </ResourceForm>
  )
}
