import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams } from 'react-router'
import { invalidate, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { FormSection, FullPageForm } from '~/forms/FullPageForm'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { validateDescription, validateName } from '~/forms/validators'
import { addToast } from '~/ui/Toast'
import { BootDiskSection } from './BootDiskSection'
import { AUTO_RESTART_OPTIONS } from '../instanceQueries'
import { createQueries } from './queries'
import { ExtraDisksSection, NetworkSection, SizeSection } from './ResourcesSections'
import { toCreateBody, USER_DATA_MAX_BYTES, utf8Length, type Values } from './values'

export { createInstanceLoader } from './queries'

export function CreateInstancePage() {
  const { project = '' } = useParams()
  const navigate = useNavigate()
  const q = createQueries(project)
  const sshKeys = usePrefetchedQuery(q.sshKeys).data.items
  const groups = usePrefetchedQuery(q.antiAffinityGroups).data.items
  const firstImage = usePrefetchedQuery(q.siloImages).data.items[0]

  const form = useForm<Values>({
    mode: 'onChange',
    defaultValues: {
      name: '',
      description: '',
      hostname: '',
      preset: 'general-s',
      ncpus: 2,
      memoryGib: 8,
      bootSource: 'silo-image',
      bootImage: firstImage?.id ?? '',
      bootSnapshot: '',
      bootDiskName: '',
      bootDiskSizeGib: 20,
      bootExisting: '',
      extraDisks: [],
      network: 'default',
      nicName: 'eth0',
      nicVpc: '',
      nicSubnet: '',
      ephemeral: true,
      ephemeralPool: '',
      floatingIps: [],
      sshKeys: sshKeys.map((k) => k.name),
      userData: '',
      autoRestartPolicy: '',
      antiAffinityGroups: [],
      start: true,
    },
  })

  // the boot disk is named after the instance until the user names it
  const name = form.watch('name')
  useEffect(() => {
    if (form.getFieldState('bootDiskName').isDirty) return
    form.setValue('bootDiskName', name ? `${name.slice(0, 58)}-boot` : '')
  }, [name, form])

  const create = useApiMutation('instanceCreate', {
    onSuccess: async (instance) => {
      await invalidate('instanceList')
      addToast({ title: 'Instance created', content: instance.name })
      navigate(`/projects/${project}/instances/${instance.name}/storage`)
    },
  })

  return (
    <FullPageForm
      title="Create instance"
      form={form}
      onSubmit={(v) => create.mutate({ query: { project }, body: toCreateBody(v) })}
      onCancel={() => navigate(`/projects/${project}/instances`)}
      loading={create.isPending}
      submitError={create.error}
      submitLabel="Create instance"
    >
      <FormSection title="Identity">
        <TextField control={form.control} name="name" label="Name" required validate={validateName} autoFocus />
        <TextField control={form.control} name="description" label="Description" validate={validateDescription} />
        <TextField
          control={form.control}
          name="hostname"
          label="Hostname"
          description="The guest's hostname; the instance name when left empty."
          validate={(v) => (v ? validateName(v, 'Hostname') : undefined)}
        />
      </FormSection>
      <SizeSection form={form} project={project} />
      <BootDiskSection form={form} project={project} />
      <ExtraDisksSection form={form} project={project} />
      <NetworkSection form={form} project={project} />
      <FormSection title="Access and start-up">
        <fieldset className="mb-5">
          <legend className="mb-1.5 font-medium">SSH keys</legend>
          {sshKeys.length === 0 && (
            <p className="text-[13px] text-ink-muted">You have no SSH keys. Add one in your settings.</p>
          )}
          {sshKeys.map((k) => (
            <label key={k.id} className="mb-1 flex items-center gap-2">
              <input type="checkbox" value={k.name} {...form.register('sshKeys')} />
              {k.name}
            </label>
          ))}
        </fieldset>
        <TextField
          control={form.control}
          name="userData"
          label="User data"
          multiline
          description="cloud-init configuration passed to the guest, at most 32 KiB."
          validate={(v) =>
            utf8Length(v) > USER_DATA_MAX_BYTES
              ? `User data must be at most 32 KiB (now ${utf8Length(v)} bytes)`
              : undefined
          }
        />
        <SelectField
          control={form.control}
          name="autoRestartPolicy"
          label="Auto-restart policy"
          options={AUTO_RESTART_OPTIONS}
        />
        <fieldset className="mb-5">
          <legend className="mb-1.5 font-medium">Anti-affinity groups</legend>
          {groups.length === 0 && (
            <p className="text-[13px] text-ink-muted">No anti-affinity groups in this project.</p>
          )}
          {groups.map((g) => (
            <label key={g.id} className="mb-1 flex items-center gap-2">
              <input type="checkbox" value={g.name} {...form.register('antiAffinityGroups')} />
              {g.name}
            </label>
          ))}
        </fieldset>
        <label className="flex items-center gap-2">
          <input type="checkbox" {...form.register('start')} />
          Start the instance once it is created
        </label>
      </FormSection>
    </FullPageForm>
  )
}
