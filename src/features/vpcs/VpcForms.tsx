import { useEffect } from 'react'
import { useForm, type UseFormReturn } from 'react-hook-form'
import { useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { validateName } from '~/forms/validators'
import { addToast } from '~/ui/Toast'
import { vpcPath, vpcQuery } from './queries'
import { validateVpcPrefix, vpcCreateBody, type VpcFormValues } from './vpcRules'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'

const validateDnsName = (v: string) => validateName(v, 'DNS name')

function CommonFields({ form }: { form: UseFormReturn<VpcFormValues> }) {
  return (
    <>
      <NameAndDescriptionFields control={form.control} autoFocus />
      <TextField
        control={form.control}
        name="dnsName"
        label="DNS name"
        required
        validate={validateDnsName}
        description="The name of the VPC in DNS. Same rules as a name."
      />
    </>
  )
}

export function VpcCreateForm() {
  const navigate = useNavigate()
  const { project = '' } = useParams()
  const form = useForm<VpcFormValues>({
    defaultValues: { name: '', description: '', dnsName: '', ipv6Prefix: '' },
    mode: 'onChange',
  })
  const create = useApiMutation('vpcCreate', {
    onSuccess: async (vpc) => {
      await invalidate('vpcList')
      addToast({ title: 'VPC created', content: vpc.name })
      navigate(vpcPath(project, vpc.name))
    },
  })

  // the DNS name follows the name until the user writes one of their own
  const name = form.watch('name')
  const dnsTouched = !!form.formState.dirtyFields.dnsName
  useEffect(() => {
    if (!dnsTouched && name) form.setValue('dnsName', name, { shouldValidate: true })
  }, [name, dnsTouched, form])

  return (
    <SideModalForm
      title="Create VPC"
      form={form}
      onDismiss={() => navigate(`/projects/${project}/vpcs`)}
      onSubmit={(values) => create.mutate({ query: { project }, body: vpcCreateBody(values) })}
      loading={create.isPending}
      submitError={create.error}
      submitLabel="Create VPC"
    >
      <CommonFields form={form} />
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
    </SideModalForm>
  )
}

export async function vpcEditLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(vpcQuery(params.project!, params.vpc!))
  return null
}

/** Where the edit form was opened from: the VPC's own page passes its path along. */
type EditState = { returnTo?: string } | null

export function VpcEditForm() {
  const navigate = useNavigate()
  const location = useLocation()
  const { project = '', vpc: vpcName = '' } = useParams()
  const vpc = usePrefetchedQuery(vpcQuery(project, vpcName)).data
  const returnTo = (location.state as EditState)?.returnTo
  const listPath = `/projects/${project}/vpcs`
  const form = useForm<VpcFormValues>({
    defaultValues: { name: vpc.name, description: vpc.description, dnsName: vpc.dnsName, ipv6Prefix: '' },
    mode: 'onChange',
  })
  const update = useApiMutation('vpcUpdate', {
    onSuccess: async (updated) => {
      await Promise.all([invalidate('vpcList'), invalidate('vpcView')])
      addToast({ title: 'VPC updated', content: updated.name })
      // back to the VPC's page under its new name, or to the list it was opened from
      const oldBase = vpcPath(project, vpcName)
      const onPage = returnTo && (returnTo === oldBase || returnTo.startsWith(`${oldBase}/`))
      navigate(onPage ? vpcPath(project, updated.name) + returnTo.slice(oldBase.length) : listPath)
    },
  })

  return (
    <SideModalForm
      title="Edit VPC"
      form={form}
      onDismiss={() => navigate(returnTo ?? listPath)}
      onSubmit={({ name, description, dnsName }) =>
        update.mutate({ path: { vpc: vpcName }, query: { project }, body: { name, description, dnsName } })
      }
      loading={update.isPending}
      submitError={update.error}
      submitLabel="Update VPC"
    >
      <CommonFields form={form} />
      <p className="text-ink-muted">
        The IPv6 prefix <span className="font-mono text-ink">{vpc.ipv6Prefix}</span> is fixed when the VPC is created.
      </p>
    </SideModalForm>
  )
}
