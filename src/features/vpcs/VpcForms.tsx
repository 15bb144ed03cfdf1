import { apiCall } from '~/api/apiCall'
import { useForm, type UseFormReturn } from 'react-hook-form'
import type { Vpc } from '~/api/__generated__/Api'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { TextField } from '~/forms/TextField'
import { editOverList } from '~/forms/useLeaveEdit'
import { useSuggestedValue } from '~/forms/useSuggestedValue'
import { validateName } from '~/forms/validators'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { vpcQuery } from './queries'
import { ResourceForm } from '~/forms/ResourceForm'
import { useLeaveToNew } from '~/table/overList'
import { validateVpcPrefix, vpcCreateBody, vpcUpdateBody, type VpcFormValues } from './vpcRules'

const validateDnsName = (v: string) => validateName(v, 'DNS name')

/** What only a new VPC has: a DNS name that follows its name, and a prefix to choose. */
function NewVpcFields({ form }: { form: UseFormReturn<VpcFormValues> }) {
  // the DNS name follows the name until the user writes one of their own
  useSuggestedValue(form, 'dnsName', form.watch('name'))
  return (
    <>
      <TextField
        control={form.control}
        name="ipv6Prefix"
        label="IPv6 prefix"
        validate={validateVpcPrefix}
        description="A /48 in the unique local range fd00::/8, for example fd12:3456:789a::/48. Leave empty to have one chosen."
      />
      <p className="text-ink-muted">
        The VPC comes with a default subnet, a system router, an internet gateway and firewall rules that allow ICMP,
        SSH and traffic between its instances.
      </p>
    </>
  )
}

/**
 * A new VPC (no `vpc`), or the one given. `leave` closes the form: after a save with the
 * VPC as saved, on dismiss with nothing.
 */
function VpcForm({ vpc, leave }: { vpc?: Vpc; leave: (saved?: Vpc) => void }) {
  const { project } = useRouteParams()
  const form = useForm<VpcFormValues>({
    defaultValues: {
      name: vpc?.name ?? '',
      description: vpc?.description ?? '',
      dnsName: vpc?.dnsName ?? '',
      ipv6Prefix: '',
    },
    mode: 'onChange',
  })
  const call = (values: VpcFormValues) =>
    vpc
      ? apiCall('vpcUpdate', { path: { vpc: vpc.name }, query: { project }, body: vpcUpdateBody(values) })
      : apiCall('vpcCreate', { query: { project }, body: vpcCreateBody(values) })

  return (
    <ResourceForm kind="VPC" editing={!!vpc} form={form} call={call} refresh={['vpcList', 'vpcView']} leave={leave}>
      <NameAndDescriptionFields control={form.control} autoFocus />
      <TextField
        control={form.control}
        name="dnsName"
        label="DNS name"
        required
        validate={validateDnsName}
        description="The name of the VPC in DNS. Same rules as a name."
      />
      {vpc ? (
        <p className="text-ink-muted">
          The IPv6 prefix <span className="font-mono text-ink">{vpc.ipv6Prefix}</span> is fixed when the VPC is created.
        </p>
      ) : (
        <NewVpcFields form={form} />
      )}
    </ResourceForm>
  )
}

/** `vpcs-new`: a new VPC opens its page once made. */
export function VpcCreateForm() {
  const p = useRouteParams()
  return <VpcForm leave={useLeaveToNew(pb.vpcs(p), (vpc) => pb.vpc({ ...p, vpc }))} />
}

const vpcEdit = editOverList(vpcQuery, pb.vpcs, (vpc, p) => pb.vpc({ ...p, vpc: vpc.name }))
export const vpcEditLoader = vpcEdit.loader

export function VpcEditForm() {
  const { data: vpc, leave } = vpcEdit.use()
  return <VpcForm vpc={vpc} leave={leave} />
}
