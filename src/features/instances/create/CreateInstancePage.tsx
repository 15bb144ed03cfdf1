import { submitTo } from '~/forms/formShell'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import type { Image, Snapshot } from '~/api/__generated__/Api'
import { invalidate, usePrefetchedQuery } from '~/api/client'
import { useApiMutation } from '~/api/mutation'
import { antiAffinityGroupsQuery, siloImagesQuery, sshKeysQuery } from '~/api/queries'
import { CheckboxField, CheckboxGroupField } from '~/forms/CheckboxField'
import { FormSection, FullPageForm } from '~/forms/FullPageForm'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { useFoundByName } from '~/forms/pickByName'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { useSuggestedValue } from '~/forms/useSuggestedValue'
import { validateName } from '~/forms/validators'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { addToast } from '~/ui/Toast'
import { byName } from '../options'
import { createChoicesQueries } from '../queries'
import { AUTO_RESTART_OPTIONS } from '../update'
import { BootDiskSection, withBootIds, type BootFound } from './BootDiskSection'
import { ExtraDisksSection, NetworkSection, SizeSection } from './ResourcesSections'
import { BOOT_DISK_GIB, toCreateBody, USER_DATA_MAX_BYTES, utf8Length, type Values } from './values'

/** Every list the form offers choices from, fetched before it renders. */
export const createInstanceLoader = loadQueries((p) => createChoicesQueries(p.project))

/** The boot disk is named after the instance, within the 63 characters a name may have. */
const bootDiskName = (instance: string) => (instance ? `${instance.slice(0, 58)}-boot` : '')

export function CreateInstancePage() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const sshKeys = usePrefetchedQuery(sshKeysQuery).data.items
  const groups = usePrefetchedQuery(antiAffinityGroupsQuery(p.project)).data.items
  const firstImage = usePrefetchedQuery(siloImagesQuery).data.items[0]

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
      bootDiskSizeGib: BOOT_DISK_GIB,
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
  useSuggestedValue(form, 'bootDiskName', bootDiskName(form.watch('name')))
  const bootFound: BootFound = {
    siloImages: useFoundByName<Image>(),
    projectImages: useFoundByName<Image>(),
    snapshots: useFoundByName<Snapshot>(),
  }

  const create = useApiMutation('instanceCreate', {
    onSuccess: async (instance) => {
      await invalidate('instanceList')
      addToast({ title: 'Instance created', content: instance.name })
      navigate(pb.instanceStorage({ project: p.project, instance: instance.name }))
    },
  })

  return (
    <FullPageForm
      title="Create instance"
      form={form}
      {...submitTo(create, {
        variables: (v: Values) => ({ query: { project: p.project }, body: toCreateBody(withBootIds(v, bootFound)) }),
      })}
      onCancel={() => navigate(pb.instances(p))}
      submitLabel="Create instance"
    >
      <FormSection title="Identity">
        <NameAndDescriptionFields control={form.control} autoFocus />
        <TextField
          control={form.control}
          name="hostname"
          label="Hostname"
          description="The guest's hostname; the instance name when left empty."
          validate={(v) => (v ? validateName(v, 'Hostname') : undefined)}
        />
      </FormSection>
      <SizeSection form={form} project={p.project} />
      <BootDiskSection form={form} project={p.project} found={bootFound} />
      <ExtraDisksSection form={form} project={p.project} />
      <NetworkSection form={form} project={p.project} />
      <FormSection title="Access and start-up">
        <CheckboxGroupField
          control={form.control}
          name="sshKeys"
          label="SSH keys"
          emptyText="You have no SSH keys. Add one in your settings."
          options={sshKeys.map(byName)}
        />
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
        <CheckboxGroupField
          control={form.control}
          name="antiAffinityGroups"
          label="Anti-affinity groups"
          emptyText="No anti-affinity groups in this project."
          options={groups.map(byName)}
        />
        <CheckboxField control={form.control} name="start" label="Start the instance once it is created" />
      </FormSection>
    </FullPageForm>
  )
}
