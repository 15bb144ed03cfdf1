// The forms the instance menu opens over a list or a page: the same settings the settings
// tab holds, for a user who should not have to go there to resize one instance.
import { useQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useForm, type Control, type FieldValues, type UseFormReturn } from 'react-hook-form'
import type { Disk, Instance, InstanceUpdate } from '~/api/__generated__/Api'
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

/**
 * A side-modal form of one change to the instance's settings: `changes` turns its values into
 * the fields the update changes, `done` is the toast's title.
 */
function UpdateModal<V extends FieldValues>({
  project,
  instance,
  onDismiss,
  form,
  changes,
  loadError,
  done,
  ...shell
}: Props & {
  title: string
  submitLabel: string
  form: UseFormReturn<V>
  changes: (values: V) => Partial<InstanceUpdate>
  loadError?: Error | null
  done: string
  children: ReactNode
}) {
  const update = useInstanceUpdate({ project, instance, done, onDone: onDismiss })
  return (
    <SideModalForm
      form={form}
      onDismiss={onDismiss}
      {...submitTo(update, { variables: changes, loadError })}
      {...shell}
    />
  )
}

export function ResizeInstanceModal(props: Props) {
  const { instance } = props
  const form = useForm<ResizeValues>({
    defaultValues: { ncpus: instance.ncpus, memoryGib: instance.memory / GiB },
    mode: 'onChange',
  })
  return (
    <UpdateModal
      {...props}
      title="Resize instance"
      submitLabel="Resize"
      form={form}
      changes={(v) => ({ ncpus: v.ncpus, memory: v.memoryGib * GiB })}
      done="Instance resized"
    >
      <p className="text-ink-muted">
        {instance.name} has {instance.ncpus} vCPUs and {instance.memory / GiB} GiB of memory.
      </p>
      <ResizeFields control={form.control} />
    </UpdateModal>
  )
}

export function BootDiskModal(props: Props) {
  const { project, instance } = props
  const disks = useQuery(instanceDisksQuery({ project, instance: instance.name }))
  const form = useForm({ defaultValues: { disk: instance.bootDiskId ?? '' } })
  return (
    <UpdateModal
      {...props}
      title="Change boot disk"
      submitLabel="Set boot disk"
      form={form}
      changes={(v) => ({ bootDisk: v.disk || null })}
      loadError={disks.error}
      done="Boot disk updated"
    >
      <SelectField
        control={form.control}
        name="disk"
        label="Boot from"
        options={bootDiskOptions(disks.data?.items ?? [])}
        description={disks.isPending ? 'Loading the instance’s disks…' : undefined}
      />
    </UpdateModal>
  )
}
