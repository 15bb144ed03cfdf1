import { useMutation, useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { Instance, InstanceNetworkInterface, Vpc } from '~/api/__generated__/Api'
import { callApi, invalidate } from '~/api/client'
import { SelectField } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { validateDescription, validateName } from '~/forms/validators'
import { addToast } from '~/ui/Toast'
import { validateIp } from '~/util/ip'
import { vpcSubnetsQuery } from '../instanceQueries'

type Props = {
  project: string
  instance: Instance
  /** the interface to edit; absent to add one */
  nic?: InstanceNetworkInterface
  vpcs: Vpc[]
  onDismiss: () => void
}

type Values = { name: string; description: string; vpc: string; subnet: string; ip: string; primary: boolean }

export function NicModal({ project, instance, nic, vpcs, onDismiss }: Props) {
  const form = useForm<Values>({
    mode: 'onChange',
    defaultValues: {
      name: nic?.name ?? '',
      description: nic?.description ?? '',
      vpc: vpcs[0]?.name ?? '',
      subnet: '',
      ip: '',
      primary: nic?.primary ?? false,
    },
  })
  const vpc = form.watch('vpc')
  const subnets = useQuery({ ...vpcSubnetsQuery(project, vpc), enabled: !nic && !!vpc })
  const save = useMutation({
    mutationFn: (v: Values) =>
      nic
        ? callApi('instanceNetworkInterfaceUpdate', {
            path: { interface: nic.id },
            body: { name: v.name, description: v.description, primary: v.primary },
          })
        : callApi('instanceNetworkInterfaceCreate', {
            query: { project, instance: instance.name },
            body: {
              name: v.name,
              description: v.description,
              vpcName: v.vpc,
              subnetName: v.subnet,
              ip: v.ip || undefined,
            },
          }),
    onSuccess: async (saved) => {
      await invalidate('instanceNetworkInterfaceList')
      addToast({ title: nic ? 'Network interface updated' : 'Network interface added', content: saved.name })
      onDismiss()
    },
  })
  return (
    <SideModalForm
      title={nic ? 'Edit network interface' : 'Add network interface'}
      form={form}
      onDismiss={onDismiss}
      onSubmit={(v) => save.mutate(v)}
      loading={save.isPending}
      submitError={save.error}
      submitLabel={nic ? 'Update interface' : 'Add interface'}
    >
      <TextField control={form.control} name="name" label="Name" required validate={validateName} />
      <TextField control={form.control} name="description" label="Description" validate={validateDescription} />
      {!nic && (
        <>
          <SelectField
            control={form.control}
            name="vpc"
            label="VPC"
            required
            options={vpcs.map((v) => ({ value: v.name, label: v.name }))}
          />
          <SelectField
            control={form.control}
            name="subnet"
            label="Subnet"
            required
            placeholder="Choose a subnet"
            options={(subnets.data?.items ?? []).map((s) => ({ value: s.name, label: `${s.name} (${s.ipv4Block})` }))}
          />
          <TextField
            control={form.control}
            name="ip"
            label="IP address"
            description="Leave empty to take the next free address of the subnet."
            validate={(v) => (v ? validateIp(v) : undefined)}
          />
        </>
      )}
      <label className="mb-5 flex items-center gap-2">
        <input type="checkbox" {...form.register('primary')} />
        Primary interface
      </label>
    </SideModalForm>
  )
}
