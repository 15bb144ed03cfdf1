import { useMutation, useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { Instance } from '~/api/__generated__/Api'
import { apiq, callApi, invalidate } from '~/api/client'
import { SelectField } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { addToast } from '~/ui/Toast'

type Props = { project: string; instance: Instance; onDismiss: () => void }

const refresh = () => Promise.all([invalidate('instanceExternalIpList'), invalidate('floatingIpList')])

export function AttachEphemeralIpModal({ project, instance, onDismiss }: Props) {
  const pools = useQuery(apiq('projectIpPoolList', { query: { limit: 1000 } }))
  const form = useForm({ defaultValues: { pool: '' } })
  const attach = useMutation({
    mutationFn: ({ pool }: { pool: string }) =>
      callApi('instanceEphemeralIpAttach', {
        path: { instance: instance.name },
        query: { project },
        body: { pool: pool || undefined },
      }),
    onSuccess: async (ip) => {
      await refresh()
      addToast({ title: 'Ephemeral IP attached', content: ip.ip })
      onDismiss()
    },
  })
  return (
    <SideModalForm
      title="Attach ephemeral IP"
      form={form}
      onDismiss={onDismiss}
      onSubmit={(v) => attach.mutate(v)}
      loading={attach.isPending}
      submitError={attach.error}
      submitLabel="Attach IP"
    >
      <SelectField
        control={form.control}
        name="pool"
        label="IP pool"
        placeholder="The silo's default pool"
        options={(pools.data?.items ?? []).map((p) => ({
          value: p.name,
          label: p.isDefault ? `${p.name} (default)` : p.name,
        }))}
      />
    </SideModalForm>
  )
}

export function AttachFloatingIpModal({ project, instance, onDismiss }: Props) {
  const floating = useQuery(apiq('floatingIpList', { query: { project, limit: 1000 } }))
  const free = (floating.data?.items ?? []).filter((f) => !f.instanceId)
  const form = useForm({ defaultValues: { floatingIp: '' } })
  const attach = useMutation({
    mutationFn: ({ floatingIp }: { floatingIp: string }) =>
      callApi('floatingIpAttach', {
        path: { floatingIp },
        query: { project },
        body: { kind: 'instance', parent: instance.id },
      }),
    onSuccess: async (ip) => {
      await refresh()
      addToast({ title: 'Floating IP attached', content: `${ip.name} (${ip.ip})` })
      onDismiss()
    },
  })
  return (
    <SideModalForm
      title="Attach floating IP"
      form={form}
      onDismiss={onDismiss}
      onSubmit={(v) => attach.mutate(v)}
      loading={attach.isPending}
      submitError={attach.error}
      submitLabel="Attach IP"
    >
      <SelectField
        control={form.control}
        name="floatingIp"
        label="Floating IP"
        required
        placeholder={free.length ? 'Choose a floating IP' : 'No unattached floating IPs in this project'}
        options={free.map((f) => ({ value: f.name, label: `${f.name} (${f.ip})` }))}
      />
    </SideModalForm>
  )
}
