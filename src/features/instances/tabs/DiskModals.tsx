import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { Instance } from '~/api/__generated__/Api'
import { diskCan } from '~/api/capabilities'
import { callApi, invalidate } from '~/api/client'
import { NumberField } from '~/forms/NumberField'
import { SelectField } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { validateDescription, validateName } from '~/forms/validators'
import { addToast } from '~/ui/Toast'
import { DEFAULT_BLOCK_SIZE, MAX_DISK_GIB } from '~/features/disks/sizes'
import { GiB } from '~/util/bytes'
import { genName } from '~/util/names'
import { useMutation } from '@tanstack/react-query'
import { projectDisksQuery } from '../cells'

type Props = { project: string; instance: Instance; onDismiss: () => void }

const refresh = () => Promise.all([invalidate('instanceDiskList'), invalidate('diskList'), invalidate('instanceView')])

export function AttachDiskModal({ project, instance, onDismiss }: Props) {
  const disks = useQuery(projectDisksQuery(project))
  const attachable = (disks.data?.items ?? []).filter((d) => diskCan('attach', d.state.state))
  const form = useForm({ defaultValues: { disk: '' } })
  const attach = useMutation({
    mutationFn: ({ disk }: { disk: string }) =>
      callApi('instanceDiskAttach', { path: { instance: instance.name }, query: { project }, body: { disk } }),
    onSuccess: async (disk) => {
      await refresh()
      addToast({ title: 'Disk attached', content: disk.name })
      onDismiss()
    },
  })
  return (
    <SideModalForm
      title="Attach existing disk"
      form={form}
      onDismiss={onDismiss}
      onSubmit={(v) => attach.mutate(v)}
      loading={attach.isPending}
      submitError={attach.error}
      submitLabel="Attach disk"
    >
      <SelectField
        control={form.control}
        name="disk"
        label="Disk"
        required
        placeholder={attachable.length ? 'Choose a detached disk' : 'No detached disks in this project'}
        options={attachable.map((d) => ({ value: d.name, label: d.name }))}
      />
    </SideModalForm>
  )
}

type NewDisk = { name: string; description: string; sizeGib: number }

export function CreateDiskModal({ project, instance, onDismiss }: Props) {
  const form = useForm<NewDisk>({
    defaultValues: { name: genName(instance.name, 'disk'), description: '', sizeGib: 20 },
    mode: 'onChange',
  })
  const create = useMutation({
    mutationFn: async (v: NewDisk) => {
      const disk = await callApi('diskCreate', {
        query: { project },
        body: {
          name: v.name,
          description: v.description,
          size: v.sizeGib * GiB,
          diskSource: { type: 'blank', blockSize: DEFAULT_BLOCK_SIZE },
        },
      })
      return callApi('instanceDiskAttach', {
        path: { instance: instance.name },
        query: { project },
        body: { disk: disk.id },
      })
    },
    onSuccess: async (disk) => {
      await refresh()
      addToast({ title: 'Disk created and attached', content: disk.name })
      onDismiss()
    },
    onError: refresh,
  })
  return (
    <SideModalForm
      title="Create and attach disk"
      form={form}
      onDismiss={onDismiss}
      onSubmit={(v) => create.mutate(v)}
      loading={create.isPending}
      submitError={create.error}
      submitLabel="Create disk"
    >
      <TextField control={form.control} name="name" label="Name" required validate={validateName} />
      <TextField control={form.control} name="description" label="Description" validate={validateDescription} />
      <NumberField control={form.control} name="sizeGib" label="Size" unit="GiB" min={1} max={MAX_DISK_GIB} />
    </SideModalForm>
  )
}
