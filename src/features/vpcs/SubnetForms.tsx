import { useForm, type UseFormReturn } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import type { VpcRouter } from '~/api/__generated__/Api'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { SelectField, type Option } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { PropertyList } from '~/ui/PropertyList'
import { addToast } from '~/ui/Toast'
import { subnetQuery, vpcPath, vpcQuery, vpcRoutersQuery } from './queries'
import {
  subnetCreateBody,
  subnetFormValues,
  subnetUpdateBody,
  validateSubnetBlock,
  type SubnetFormValues,
} from './vpcRules'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'

const validateIpv4 = validateSubnetBlock(4, true)
const validateIpv6 = validateSubnetBlock(6, false)

// a created or renamed subnet changes the system router's routes too
const refresh = () =>
  Promise.all([invalidate('vpcSubnetList'), invalidate('vpcSubnetView'), invalidate('vpcRouterRouteList')])

/** Custom routers only: the system router applies to every subnet already. */
function routerOptions(routers: VpcRouter[], current?: string | null): Option[] {
  const options = routers.filter((r) => r.kind === 'custom').map((r) => ({ value: r.id, label: r.name }))
  // keep a router the list does not show (say, on a later page) rather than silently dropping it
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current })
  return options
}

function NameFields({ form }: { form: UseFormReturn<SubnetFormValues> }) {
  return <NameAndDescriptionFields control={form.control} autoFocus />
}

function RouterField({ form, options }: { form: UseFormReturn<SubnetFormValues>; options: Option[] }) {
  return (
    <SelectField
      control={form.control}
      name="customRouter"
      label="Custom router"
      placeholder="None"
      options={options}
      description="Routes of a custom router apply to this subnet before those of the system router."
    />
  )
}

export async function subnetCreateLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc } = params as { project: string; vpc: string }
  await Promise.all([
    queryClient.ensureQueryData(vpcQuery(project, vpc)),
    queryClient.ensureQueryData(vpcRoutersQuery(project, vpc)),
  ])
  return null
}

export function SubnetCreateForm() {
  const navigate = useNavigate()
  const { project = '', vpc: vpcName = '' } = useParams()
  const vpc = usePrefetchedQuery(vpcQuery(project, vpcName)).data
  const routers = usePrefetchedQuery(vpcRoutersQuery(project, vpcName)).data.items
  const back = () => navigate(`${vpcPath(project, vpcName)}/subnets`)
  const form = useForm<SubnetFormValues>({
    defaultValues: { name: '', description: '', ipv4Block: '', ipv6Block: '', customRouter: '' },
    mode: 'onChange',
  })
  const create = useApiMutation('vpcSubnetCreate', {
    onSuccess: async (subnet) => {
      await refresh()
      addToast({ title: 'Subnet created', content: subnet.name })
      back()
    },
  })

  return (
    <SideModalForm
      title="Create subnet"
      form={form}
      onDismiss={back}
      onSubmit={(values) => create.mutate({ query: { project, vpc: vpcName }, body: subnetCreateBody(values) })}
      loading={create.isPending}
      submitError={create.error}
      submitLabel="Create subnet"
    >
      <NameFields form={form} />
      <TextField
        control={form.control}
        name="ipv4Block"
        label="IPv4 block"
        required
        validate={validateIpv4}
        description="A private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16), /8 to /26, not overlapping another subnet. For example 10.1.0.0/24."
      />
      <TextField
        control={form.control}
        name="ipv6Block"
        label="IPv6 block"
        validate={validateIpv6}
        description={`A /64 within the VPC's prefix ${vpc.ipv6Prefix}. Leave empty to have a free one chosen.`}
      />
      <RouterField form={form} options={routerOptions(routers)} />
    </SideModalForm>
  )
}

export async function subnetEditLoader({ params }: LoaderFunctionArgs) {
  const { project, vpc, subnet } = params as { project: string; vpc: string; subnet: string }
  await Promise.all([
    queryClient.ensureQueryData(subnetQuery(project, vpc, subnet)),
    queryClient.ensureQueryData(vpcRoutersQuery(project, vpc)),
  ])
  return null
}

export function SubnetEditForm() {
  const navigate = useNavigate()
  const { project = '', vpc = '', subnet: subnetName = '' } = useParams()
  const subnet = usePrefetchedQuery(subnetQuery(project, vpc, subnetName)).data
  const routers = usePrefetchedQuery(vpcRoutersQuery(project, vpc)).data.items
  const back = () => navigate(`${vpcPath(project, vpc)}/subnets`)
  const form = useForm<SubnetFormValues>({ defaultValues: subnetFormValues(subnet), mode: 'onChange' })
  const update = useApiMutation('vpcSubnetUpdate', {
    onSuccess: async (updated) => {
      await refresh()
      addToast({ title: 'Subnet updated', content: updated.name })
      back()
    },
  })

  return (
    <SideModalForm
      title="Edit subnet"
      form={form}
      onDismiss={back}
      onSubmit={(values) =>
        update.mutate({ path: { subnet: subnetName }, query: { project, vpc }, body: subnetUpdateBody(values) })
      }
      loading={update.isPending}
      submitError={update.error}
      submitLabel="Update subnet"
    >
      <NameFields form={form} />
      <RouterField form={form} options={routerOptions(routers, subnet.customRouterId)} />
      <h2 className="mb-1 font-semibold">Address blocks</h2>
      <p className="mb-3 text-[13px] text-ink-muted">Fixed when the subnet is created.</p>
      <PropertyList
        items={[
          [
            'IPv4 block',
            <span key="v4" className="font-mono text-[13px]">
              {subnet.ipv4Block}
            </span>,
          ],
          [
            'IPv6 block',
            <span key="v6" className="font-mono text-[13px]">
              {subnet.ipv6Block}
            </span>,
          ],
        ]}
      />
    </SideModalForm>
  )
}
