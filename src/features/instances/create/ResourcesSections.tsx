import { useFieldArray, type UseFormReturn } from 'react-hook-form'
import { diskCan } from '~/api/capabilities'
import { useQuery } from '@tanstack/react-query'
import { usePrefetchedQuery } from '~/api/client'
import { FormSection } from '~/forms/FullPageForm'
import { NumberField } from '~/forms/NumberField'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { validateName } from '~/forms/validators'
import { Button } from '~/ui/Button'
import { cn } from '~/ui/cn'
import { genName } from '~/util/names'
import { vpcSubnetsQuery } from '../instanceQueries'
import { createQueries } from './queries'
import { PRESETS, type Values } from './values'

type Props = { form: UseFormReturn<Values>; project: string }

export function SizeSection({ form }: Props) {
  const preset = form.watch('preset')
  return (
    <FormSection title="CPU and memory">
      <fieldset className="mb-4">
        <legend className="sr-only">Preset</legend>
        <div className="grid grid-cols-2 gap-2 md:grid-cols-3">
          {[...PRESETS, { id: 'custom', label: 'Custom', ncpus: 0, memoryGib: 0 }].map((p) => (
            <label
              key={p.id}
              className={cn(
                'flex cursor-pointer flex-col rounded-md border px-3 py-2',
                preset === p.id ? 'border-accent bg-raised' : 'border-line-strong',
              )}
            >
              <span className="flex items-center gap-2">
                <input
                  type="radio"
                  value={p.id}
                  {...form.register('preset', {
                    onChange: () => {
                      if (p.id === 'custom') return
                      form.setValue('ncpus', p.ncpus, { shouldValidate: true })
                      form.setValue('memoryGib', p.memoryGib, { shouldValidate: true })
                    },
                  })}
                />
                <span className="font-medium">{p.label}</span>
              </span>
              {p.id !== 'custom' && (
                <span className="ml-6 text-[13px] text-ink-muted">
                  {p.ncpus} vCPUs, {p.memoryGib} GiB
                </span>
              )}
            </label>
          ))}
        </div>
      </fieldset>
      {preset === 'custom' && (
        <div className="grid grid-cols-2 gap-4">
          <NumberField control={form.control} name="ncpus" label="vCPUs" min={1} max={64} />
          <NumberField control={form.control} name="memoryGib" label="Memory" unit="GiB" min={1} max={1536} />
        </div>
      )}
    </FormSection>
  )
}

export function ExtraDisksSection({ form, project }: Props) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: 'extraDisks' })
  const detached = usePrefetchedQuery(createQueries(project).disks).data.items.filter((d) =>
    diskCan('attach', d.state.state),
  )
  return (
    <FormSection title="Additional disks" description="Blank disks to create, or detached disks to attach.">
      {fields.map((f, i) => (
        <div key={f.id} className="mb-3 rounded-md border border-line p-3">
          {f.kind === 'new' ? (
            <div className="grid grid-cols-2 gap-4">
              <TextField
                control={form.control}
                name={`extraDisks.${i}.name`}
                label={`Disk ${i + 1} name`}
                required
                validate={validateName}
              />
              <NumberField
                control={form.control}
                name={`extraDisks.${i}.sizeGib`}
                label={`Disk ${i + 1} size`}
                unit="GiB"
                min={1}
                max={1023}
              />
            </div>
          ) : (
            <SelectField
              control={form.control}
              name={`extraDisks.${i}.name`}
              label={`Disk ${i + 1}`}
              required
              placeholder="Choose a detached disk"
              options={detached.map((d) => ({ value: d.name, label: d.name }))}
            />
          )}
          <Button variant="ghost" size="sm" onClick={() => remove(i)}>
            Remove disk {i + 1}
          </Button>
        </div>
      ))}
      <div className="flex gap-2">
        <Button
          variant="secondary"
          onClick={() => append({ kind: 'new', name: genName(form.getValues('name') || 'disk', 'data'), sizeGib: 20 })}
        >
          Add new disk
        </Button>
        <Button variant="secondary" onClick={() => append({ kind: 'existing', name: '', sizeGib: 0 })}>
          Attach existing disk
        </Button>
      </div>
    </FormSection>
  )
}

export function NetworkSection({ form, project }: Props) {
  const q = createQueries(project)
  const vpcs = usePrefetchedQuery(q.vpcs).data.items
  const pools = usePrefetchedQuery(q.pools).data.items
  const floating = usePrefetchedQuery(q.floatingIps).data.items.filter((f) => !f.instanceId)
  const network = form.watch('network')
  const ephemeral = form.watch('ephemeral')
  return (
    <FormSection title="Networking">
      <fieldset className="mb-5">
        <legend className="mb-1.5 font-medium">Network interface</legend>
        <div className="flex flex-wrap gap-4">
          {[
            ['default', 'Default (the default VPC and subnet)'],
            ['none', 'None'],
            ['custom', 'Custom'],
          ].map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" value={value} {...form.register('network')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {network === 'custom' && (
        <div className="grid grid-cols-3 gap-4">
          <TextField control={form.control} name="nicName" label="Interface name" required validate={validateName} />
          <SelectField
            control={form.control}
            name="nicVpc"
            label="VPC"
            required
            placeholder="Choose a VPC"
            options={vpcs.map((v) => ({ value: v.name, label: v.name }))}
          />
          <SubnetSelect form={form} project={project} />
        </div>
      )}
      <label className="mb-3 flex items-center gap-2">
        <input type="checkbox" {...form.register('ephemeral')} />
        Allocate an ephemeral IP
      </label>
      {ephemeral && (
        <SelectField
          control={form.control}
          name="ephemeralPool"
          label="Ephemeral IP pool"
          placeholder="The silo's default pool"
          options={pools.map((p) => ({ value: p.name, label: p.name }))}
        />
      )}
      <fieldset>
        <legend className="mb-1.5 font-medium">Floating IPs</legend>
        {floating.length === 0 && (
          <p className="text-[13px] text-ink-muted">No unattached floating IPs in this project.</p>
        )}
        {floating.map((f) => (
          <label key={f.id} className="mb-1 flex items-center gap-2">
            <input type="checkbox" value={f.name} {...form.register('floatingIps')} />
            {f.name} <span className="font-mono text-[13px] text-ink-muted">{f.ip}</span>
          </label>
        ))}
      </fieldset>
    </FormSection>
  )
}

function SubnetSelect({ form, project }: Props) {
  const vpc = form.watch('nicVpc')
  const subnets = useQuery({ ...vpcSubnetsQuery(project, vpc), enabled: !!vpc })
  return (
    <SelectField
      control={form.control}
      name="nicSubnet"
      label="Subnet"
      required
      placeholder={vpc ? 'Choose a subnet' : 'Choose a VPC first'}
      options={(subnets.data?.items ?? []).map((s) => ({ value: s.name, label: s.name }))}
    />
  )
}
