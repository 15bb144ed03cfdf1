import { apiCall } from '~/api/apiCall'
import { useForm, type Control } from 'react-hook-form'
import type { VpcRouter, VpcSubnet } from '~/api/__generated__/Api'
import { usePrefetchedQuery, type OpName } from '~/api/client'
import { vpcRoutersQuery } from '~/api/queries'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { SelectField, type Option } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { useRouteParams, type RouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { PropertyList } from '~/ui/PropertyList'
import { subnetQuery, vpcQuery } from './queries'
import { ResourceForm } from '~/forms/ResourceForm'
import {
  subnetCreateBody,
  subnetFormValues,
  subnetUpdateBody,
  validateSubnetBlock,
  type SubnetFormValues,
} from './vpcRules'

const validateIpv4 = validateSubnetBlock(4, true)
const validateIpv6 = validateSubnetBlock(6, false)

const emptySubnet: SubnetFormValues = { name: '', description: '', ipv4Block: '', ipv6Block: '', customRouter: '' }

/** Custom routers only: the system router applies to every subnet already. */
function routerOptions(routers: VpcRouter[], current?: string | null): Option[] {
  const options = routers.filter((r) => r.kind === 'custom').map((r) => ({ value: r.id, label: r.name }))
  // keep a router the list does not show (say, on a later page) rather than silently dropping it
  if (current && !options.some((o) => o.value === current)) options.push({ value: current, label: current })
  return options
}

// a created or renamed subnet changes the system router's routes too
const SUBNET_OPS: OpName[] = ['vpcSubnetList', 'vpcSubnetView', 'vpcRouterRouteList']

const mono = (value: string) => <span className="font-mono text-[13px]">{value}</span>

/** The address blocks of a new subnet: set once, when it is created. */
function BlockFields({ control, vpcPrefix }: { control: Control<SubnetFormValues>; vpcPrefix: string }) {
  return (
    <>
      <TextField
        control={control}
        name="ipv4Block"
        label="IPv4 block"
        required
        validate={validateIpv4}
        description="A private range (10.0.0.0/8, 172.16.0.0/12 or 192.168.0.0/16), /8 to /26, not overlapping another subnet. For example 10.1.0.0/24."
      />
      <TextField
        control={control}
        name="ipv6Block"
        label="IPv6 block"
        validate={validateIpv6}
        description={`A /64 within the VPC's prefix ${vpcPrefix}. Leave empty to have a free one chosen.`}
      />
    </>
  )
}

/** A new subnet of the VPC (no `subnet`), or the one given; both open over the subnets list. */
function SubnetForm({ subnet }: { subnet?: VpcSubnet }) {
  const p = useRouteParams()
  const { data: vpc } = usePrefetchedQuery(vpcQuery(p))
  const routers = usePrefetchedQuery(vpcRoutersQuery(p.project, p.vpc)).data.items
  const close = useCloseTo(pb.subnets(p))
  const form = useForm<SubnetFormValues>({
    defaultValues: subnet ? subnetFormValues(subnet) : emptySubnet,
    mode: 'onChange',
  })
  const query = { project: p.project, vpc: p.vpc }
  const call = (values: SubnetFormValues) =>
    subnet
      ? apiCall('vpcSubnetUpdate', { path: { subnet: subnet.name }, query, body: subnetUpdateBody(values) })
      : apiCall('vpcSubnetCreate', { query, body: subnetCreateBody(values) })

  return (
    <ResourceForm kind="subnet" editing={!!subnet} form={form} call={call} refresh={SUBNET_OPS} leave={() => close()}>
      <NameAndDescriptionFields control={form.control} autoFocus />
      {!subnet && <BlockFields control={form.control} vpcPrefix={vpc.ipv6Prefix} />}
      <SelectField
        control={form.control}
        name="customRouter"
        label="Custom router"
        placeholder="None"
        options={routerOptions(routers, subnet?.customRouterId)}
        description="Routes of a custom router apply to this subnet before those of the system router."
      />
      {subnet && (
        <>
          <h2 className="mb-1 font-semibold">Address blocks</h2>
          <p className="mb-3 text-[13px] text-ink-muted">Fixed when the subnet is created.</p>
          <PropertyList
            items={[
              ['IPv4 block', mono(subnet.ipv4Block)],
              ['IPv6 block', mono(subnet.ipv6Block)],
            ]}
          />
        </>
      )}
    </ResourceForm>
  )
}

const formQueries = (p: RouteParams) => [vpcQuery(p), vpcRoutersQuery(p.project, p.vpc)]

export const subnetCreateLoader = loadQueries(formQueries)
export const subnetEditLoader = loadQueries((p) => [...formQueries(p), subnetQuery(p)])

/** `subnets-new` */
export function SubnetCreateForm() {
  return <SubnetForm />
}

/** `subnets/:subnet/edit` */
export function SubnetEditForm() {
  const { data: subnet } = usePrefetchedQuery(subnetQuery(useRouteParams()))
  return <SubnetForm key={subnet.id} subnet={subnet} />
}
