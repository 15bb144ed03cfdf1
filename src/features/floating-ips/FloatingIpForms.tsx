import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import { queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { SelectField } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { PropertyList } from '~/ui/PropertyList'
import { addToast } from '~/ui/Toast'
import { AttachedInstance, IpAddress, PoolName } from './cells'
import { refreshFloatingIps } from './floatingIpActions'
import { allFloatingIpsQuery, floatingIpQuery, siloPoolsQuery } from './floatingIpQueries'
import { addressProblem, createBody, createErrorText, knownPoolFamilies, type CreateValues } from './floatingIpRules'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'

const listPath = (project: string) => `/projects/${project}/floating-ips`

export async function floatingIpCreateLoader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(siloPoolsQuery),
    queryClient.ensureQueryData(allFloatingIpsQuery(params.project!)),
  ])
  return null
}

export function FloatingIpCreateForm() {
  const navigate = useNavigate()
  const { project = '' } = useParams()
  const pools = usePrefetchedQuery(siloPoolsQuery).data.items
  const families = knownPoolFamilies(usePrefetchedQuery(allFloatingIpsQuery(project)).data.items)
  const defaultPool = pools.find((p) => p.isDefault)
  const form = useForm<CreateValues>({
    defaultValues: { name: '', description: '', pool: defaultPool?.name ?? '', ip: '' },
    mode: 'onChange',
  })
  const back = () => navigate(listPath(project))
  const create = useApiMutation('floatingIpCreate', {
    onSuccess: async (ip) => {
      await refreshFloatingIps()
      addToast({ title: 'Floating IP created', content: `${ip.name} (${ip.ip})` })
      back()
    },
  })

  const pool = form.watch('pool')
  useEffect(() => {
    // an address checked against one pool's family is checked again against the new pool
    if (form.getValues('ip')) void form.trigger('ip')
  }, [pool, form])

  const chosenPool = () => {
    const pool = pools.find((p) => p.name === form.getValues('pool'))
    return pool && { name: pool.name, family: families.get(pool.id) }
  }

  return (
    <SideModalForm
      title="Create floating IP"
      form={form}
      onDismiss={back}
      onSubmit={(values) => create.mutate({ query: { project }, body: createBody(values) })}
      loading={create.isPending}
      submitError={create.error && new Error(createErrorText(create.error, create.variables?.body))}
      submitLabel="Create floating IP"
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <SelectField
        control={form.control}
        name="pool"
        label="IP pool"
        required={!defaultPool}
        placeholder={defaultPool ? undefined : pools.length ? 'Choose a pool' : 'No IP pools are linked to this silo'}
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

export async function floatingIpEditLoader({ params }: LoaderFunctionArgs) {
  await Promise.all([
    queryClient.ensureQueryData(floatingIpQuery(params.project!, params.floatingIp!)),
    queryClient.prefetchQuery(siloPoolsQuery),
  ])
  return null
}

type EditValues = { name: string; description: string }

export function FloatingIpEditForm() {
  const navigate = useNavigate()
  const { project = '', floatingIp: name = '' } = useParams()
  const ip = usePrefetchedQuery(floatingIpQuery(project, name)).data
  const form = useForm<EditValues>({
    defaultValues: { name: ip.name, description: ip.description },
    mode: 'onChange',
  })
  const back = () => navigate(listPath(project))
  const update = useApiMutation('floatingIpUpdate', {
    onSuccess: async (updated) => {
      await refreshFloatingIps()
      addToast({ title: 'Floating IP updated', content: updated.name })
      back()
    },
  })
  return (
    <SideModalForm
      title="Edit floating IP"
      form={form}
      onDismiss={back}
      onSubmit={(body) => update.mutate({ path: { floatingIp: ip.id }, body })}
      loading={update.isPending}
      submitError={update.error}
      submitLabel="Update floating IP"
    >
      <div className="mb-6">
        <PropertyList
          items={[
            ['IP address', <IpAddress key="ip" ip={ip.ip} />],
            ['IP pool', <PoolName key="pool" id={ip.ipPoolId} />],
            ['Instance', <AttachedInstance key="instance" project={project} id={ip.instanceId} />],
          ]}
        />
      </div>
      <NameAndDescriptionFields control={form.control} autoFocus />
    </SideModalForm>
  )
}
