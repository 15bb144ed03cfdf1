import { useState } from 'react'
import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import type { DiskCreate } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { projectDisksQuery, projectFloatingIpsQuery, siloPoolsQuery } from '~/api/queries'
import { DiskSource } from '~/features/disks/cells'
import { DiskCreateForm } from '~/features/disks/DiskCreateForm'
import { disksFor, moreDisksFor } from '~/features/disks/pickDisk'
import { CheckboxField, CheckboxGroupField } from '~/forms/CheckboxField'
import { FormSection } from '~/forms/FullPageForm'
import { NumberField } from '~/forms/NumberField'
import { RadioGroupField } from '~/forms/RadioGroupField'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { validateName } from '~/forms/validators'
import { Button } from '~/ui/Button'
import { formatBytes } from '~/util/bytes'
import { genName } from '~/util/names'
import { byName } from '../options'
import { VpcSubnetFields } from '../VpcSubnetFields'
import { PRESETS, type Values } from './values'

type Props = { form: UseFormReturn<Values>; project: string }

const PRESET_OPTIONS = [
  ...PRESETS.map((p) => ({ value: p.id, label: p.label, description: `${p.ncpus} vCPUs, ${p.memoryGib} GiB` })),
  { value: 'custom', label: 'Custom' },
]

const NETWORK_OPTIONS: { value: Values['network']; label: string }[] = [
  { value: 'default', label: 'Default (the default VPC and subnet)' },
  { value: 'none', label: 'None' },
  { value: 'custom', label: 'Custom' },
]

export function SizeSection({ form }: Props) {
  const preset = form.watch('preset')
  const apply = (id: string) => {
    const chosen = PRESETS.find((p) => p.id === id)
    if (!chosen) return
    form.setValue('ncpus', chosen.ncpus, { shouldValidate: true })
    form.setValue('memoryGib', chosen.memoryGib, { shouldValidate: true })
  }
  return (
    <FormSection title="CPU and memory">
      <RadioGroupField
        control={form.control}
        name="preset"
        label="Preset"
        labelHidden
        variant="cards"
        options={PRESET_OPTIONS}
        onPick={apply}
      />
      {preset === 'custom' && (
        <div className="grid grid-cols-2 gap-4">
          <NumberField control={form.control} name="ncpus" label="vCPUs" min={1} max={64} />
          <NumberField control={form.control} name="memoryGib" label="Memory" unit="GiB" min={1} max={1536} />
        </div>
      )}
    </FormSection>
  )
}

/** A disk the instance will be created with, as the disk form described it. */
function NewDisk({ project, disk }: { project: string; disk: DiskCreate }) {
  const { diskSource: source } = disk
  return (
    <div className="min-w-0">
      <div className="font-medium">{disk.name}</div>
      <div className="text-[13px] text-ink-muted">
        {formatBytes(disk.size)} ·{' '}
        <DiskSource
          project={project}
          disk={{
            imageId: source.type === 'image' ? source.imageId : undefined,
            snapshotId: source.type === 'snapshot' ? source.snapshotId : undefined,
          }}
        />
      </div>
    </div>
  )
}

export function ExtraDisksSection({ form, project }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'extraDisks' })
  const [adding, setAdding] = useState(false)
  const disks = usePrefetchedQuery(projectDisksQuery(project)).data
  const detached = disksFor(disks.items, 'attach')
  const moreDisks = moreDisksFor(project, disks, 'attach')
  return (
    <FormSection
      title="Additional disks"
      description="New disks to create with the instance, or detached disks to attach."
    >
      {fields.map((f, i) => (
        <div key={f.id} className="mb-3 flex items-center justify-between gap-3 rounded-md border border-line p-3">
          {f.type === 'create' ? (
            <NewDisk project={project} disk={f} />
          ) : (
            <div className="flex-1">
              <SelectField
                control={form.control}
                name={`extraDisks.${i}.name`}
                label={`Disk ${i + 1}`}
                required
                placeholder="Choose a detached disk"
                options={detached.map(byName)}
                more={moreDisks}
              />
            </div>
          )}
          <Button variant="ghost" size="sm" onClick={() => remove(i)}>
            Remove<span className="sr-only"> {f.type === 'create' ? f.name : `disk ${i + 1}`}</span>
          </Button>
        </div>
      ))}
      <div className="flex gap-2">
        <Button variant="secondary" onClick={() => setAdding(true)}>
          Add new disk
        </Button>
        <Button variant="secondary" onClick={() => append({ type: 'attach', name: '' })}>
          Attach existing disk
        </Button>
      </div>
      {adding && (
        // The disk form is a form of its own in a side modal. React passes its submit up
        // the component tree, portal or not, and this page is a form too: stop it here.
        <div onSubmit={(e) => e.stopPropagation()}>
          <DiskCreateForm
            project={project}
            title="Add new disk"
            submitLabel="Add disk"
            defaultName={genName(form.getValues('name') || 'disk', 'data')}
            onSubmit={(body) => {
              append({ type: 'create', ...body })
              setAdding(false)
            }}
            onDismiss={() => setAdding(false)}
            loading={false}
            submitError={null}
          />
        </div>
      )}
    </FormSection>
  )
}

const FloatingIpLabel = ({ name, ip }: { name: string; ip: string }) => (
  <>
    {name} <span className="font-mono text-[13px] text-ink-muted">{ip}</span>
  </>
)

export function NetworkSection({ form, project }: Props) {
  const pools = usePrefetchedQuery(siloPoolsQuery).data.items
  const floating = usePrefetchedQuery(projectFloatingIpsQuery(project)).data.items.filter((f) => !f.instanceId)
  const network = form.watch('network')
  const ephemeral = form.watch('ephemeral')
  return (
    <FormSection title="Networking">
      <RadioGroupField control={form.control} name="network" label="Network interface" options={NETWORK_OPTIONS} />
      {network === 'custom' && <CustomInterface form={form} project={project} />}
      <CheckboxField control={form.control} name="ephemeral" label="Allocate an ephemeral IP" />
      {ephemeral && (
        <SelectField
          control={form.control}
          name="ephemeralPool"
          label="Ephemeral IP pool"
          placeholder="The silo's default pool"
          options={pools.map(byName)}
        />
      )}
      <CheckboxGroupField
        control={form.control}
        name="floatingIps"
        label="Floating IPs"
        emptyText="No unattached floating IPs in this project."
        options={floating.map((f) => ({ value: f.name, label: <FloatingIpLabel {...f} /> }))}
      />
    </FormSection>
  )
}

function CustomInterface({ form, project }: Props) {
  return (
    <div className="grid grid-cols-3 gap-4">
      <TextField control={form.control} name="nicName" label="Interface name" required validate={validateName} />
      <VpcSubnetFields control={form.control} project={project} vpcField="nicVpc" subnetField="nicSubnet" />
    </div>
  )
}
