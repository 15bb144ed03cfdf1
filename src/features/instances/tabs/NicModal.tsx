import { useMutation } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { Instance, InstanceNetworkInterface } from '~/api/__generated__/Api'
import { callApi, invalidate, usePrefetchedQuery } from '~/api/client'
import { projectVpcsQuery } from '~/api/queries'
import { CheckboxField } from '~/forms/CheckboxField'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { submitTo } from '~/forms/formShell'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { addToast } from '~/ui/Toast'
import { validateIp } from '~/util/ip'
import { VpcSubnetFields } from '../VpcSubnetFields'

type Props = {
  project: string
  instance: Instance
  /** the interface to edit; absent to add one */
  nic?: InstanceNetworkInterface
  onDismiss: () => void
}

type Values = { name: string; description: string; vpc: string; subnet: string; ip: string; primary: boolean }

export function NicModal({ project, instance, nic, onDismiss }: Props) {
  // the networking tab's loader read them
  const vpcs = usePrefetchedQuery(projectVpcsQuery(project)).data.items
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
      {...submitTo(save)}
      submitLabel={nic ? 'Update interface' : 'Add interface'}
    >
      <NameAndDescriptionFields control={form.control} />
      {!nic && (
        <>
          <VpcSubnetFields control={form.control} project={project} vpcField="vpc" subnetField="subnet" />
          <TextField
            control={form.control}
            name="ip"
            label="IP address"
            description="Leave empty to take the next free address of the subnet."
            validate={(v) => (v ? validateIp(v) : undefined)}
          />
        </>
      )}
      <CheckboxField control={form.control} name="primary" label="Primary interface" />
    </SideModalForm>
  )
}
