// The forms the instance menu opens over a list or a page: the same settings the settings
// tab holds, for a user who should not have to go there to resize one instance.
import { useQuery } from '@tanstack/react-query'
import { useForm, type Control, type FieldValues } from 'react-hook-form'
import type { Disk, Instance } from '~/api/__generated__/Api'
import { NumberField } from '~/forms/NumberField'
import { SelectField, type Option } from '~/forms/SelectField'
import { submitTo } from '~/forms/formShell'
import { SideModalForm } from '~/forms/SideModalForm'
import { GiB } from '~/util/bytes'
import { instanceDisksQuery } from './queries'
import { useInstanceUpdate } from './update'

type Props = { project: string; instance: Instance; onDismiss: () => void }

type ResizeValues = { ncpus: number; memoryGib: number }

/** vCPUs and memory, with the limits of SPEC section 9. */
export function ResizeFields<T extends FieldValues & ResizeValues>({ control }: { control: Control<T> }) {
  const c = control as unknown as Control<ResizeValues>
  return (
    <div className="grid grid-cols-2 gap-4">
      <NumberField control={c} name="ncpus" label="vCPUs" min={1} max={64} />
      <NumberField control={c} name="memoryGib" label="Memory" unit="GiB" min={1} max={1536} />
    </div>
  )
}

/** The instance's disks as boot disk choices, by id, with the choice of none. */
export const bootDiskOptions = (disks: Disk[]): Option[] => [
  { value: '', label: 'No boot disk' },
  ...disks.map((d) => ({ value: d.id, label: d.name })),
]

export function ResizeInstanceModal({ project, instance, onDismiss }: Props) {
  const form = useForm<ResizeValues>({
    defaultValues: { ncpus: instance.ncpus, memoryGib: instance.memory / GiB },
    mode: 'onChange',
  })
  const update = useInstanceUpdate({ project, instance, done: 'Instance resized', onDone: onDismiss })
  return (
    <SideModalForm
      title="Resize instance"
      form={form}
      onDismiss={onDismiss}
      {...submitTo(update, { variables: (v: ResizeValues) => ({ ncpus: v.ncpus, memory: v.memoryGib * GiB }) })}
      submitLabel="Resize"
    >
      <p className="text-ink-muted">
        {instance.name} has {instance.ncpus} vCPUs and {instance.memory / GiB} GiB of memory.
      </p>
      <ResizeFields control={form.control} />
    </SideModalForm>
  )
}

export function BootDiskModal({ project, instance, onDismiss }: Props) {
  const disks = useQuery(instanceDisksQuery({ project, instance: instance.name }))
  const form = useForm({ defaultValues: { disk: instance.bootDiskId ?? '' } })
  const update = useInstanceUpdate({ project, instance, done: 'Boot disk updated', onDone: onDismiss })
  return (
    <SideModalForm
      title="Change boot disk"
      form={form}
      onDismiss={onDismiss}
      {...submitTo(update, {
        variables: (v: { disk: string }) => ({ bootDisk: v.disk || null }),
        loadError: disks.error,
      })}
      submitLabel="Set boot disk"
    >
      <SelectField
        control={form.control}
        name="disk"
        label="Boot from"
        options={bootDiskOptions(disks.data?.items ?? [])}
        description={disks.isPending ? 'Loading the instance’s disks…' : undefined}
      />
    </SideModalForm>
  )
}
