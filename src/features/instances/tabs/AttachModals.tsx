// The side modals that add something to an instance from its tabs: a disk (existing or new)
// and an external IP (ephemeral or floating).
import { useMutation, useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { DiskCreate, Instance } from '~/api/__generated__/Api'
import { apiCall } from '~/api/apiCall'
import { step } from '~/api/calls'
import { callApi, invalidate, type OpName } from '~/api/client'
import { projectDisksQuery, projectFloatingIpsQuery, siloPoolsQuery } from '~/api/queries'
import { DiskCreateForm } from '~/features/disks/DiskCreateForm'
import { disksFor, moreDisksFor } from '~/features/disks/pickDisk'
import { SelectField, type Option } from '~/forms/SelectField'
import { pickByName, type PickByName } from '~/forms/pickByName'
import { submitTo } from '~/forms/formShell'
import { SideModalForm } from '~/forms/SideModalForm'
import { addToast } from '~/ui/Toast'
import { genName } from '~/util/names'
import { byName } from '../options'

type Props = { project: string; instance: Instance; onDismiss: () => void }

const DISK_LISTS: OpName[] = ['instanceDiskList', 'diskList', 'instanceView']
const IP_LISTS: OpName[] = ['instanceExternalIpList', 'floatingIpList']

const refetch = (ops: OpName[]) => Promise.all(ops.map(invalidate))

type PickProps<R> = {
  title: string
  submitLabel: string
  /** the one choice the modal asks for */
  field: {
    label: string
    placeholder: string
    empty?: string
    options: Option[]
    required?: boolean
    more?: PickByName
  }
  attach: (choice: string) => Promise<R>
  success: string
  subject: (attached: R) => string
  refresh: OpName[]
  onDismiss: () => void
}

/** Pick one thing from a list and attach it; the form stays, with the API's message, if that fails. */
function PickAndAttach<R>({ title, submitLabel, field, attach, success, subject, refresh, onDismiss }: PickProps<R>) {
  const form = useForm({ defaultValues: { choice: '' } })
  const mutation = useMutation({
    mutationFn: ({ choice }: { choice: string }) => attach(choice),
    onSuccess: async (attached) => {
      await refetch(refresh)
      addToast({ title: success, content: subject(attached) })
      onDismiss()
    },
  })
  return (
    <SideModalForm title={title} form={form} onDismiss={onDismiss} {...submitTo(mutation)} submitLabel={submitLabel}>
      <SelectField control={form.control} name="choice" {...field} />
    </SideModalForm>
  )
}

export function AttachDiskModal({ project, instance, onDismiss }: Props) {
  const disks = useQuery(projectDisksQuery(project)).data
  const attachable = disksFor(disks?.items, 'attach')
  return (
    <PickAndAttach
      title="Attach existing disk"
      submitLabel="Attach disk"
      field={{
        label: 'Disk',
        required: true,
        options: attachable.map(byName),
        placeholder: 'Choose a detached disk',
        empty: 'No detached disks in this project',
        more: moreDisksFor(project, disks, 'attach'),
      }}
      attach={(disk) =>
        callApi('instanceDiskAttach', { path: { instance: instance.name }, query: { project }, body: { disk } })
      }
      success="Disk attached"
      subject={(disk) => disk.name}
      refresh={DISK_LISTS}
      onDismiss={onDismiss}
    />
  )
}

/**
 * The two calls of a create-and-attach, as data: sent by the modal and shown as its
 * equivalent request. The attach names the new disk, which the API takes as well as its id,
 * so neither call waits for the other's answer.
 */
const createAndAttachCalls = (project: string, instance: Instance, body: DiskCreate) =>
  [
    step('Create the disk', apiCall('diskCreate', { query: { project }, body })),
    step(
      'Attach it to the instance',
      apiCall('instanceDiskAttach', {
        path: { instance: instance.name },
        query: { project },
        body: { disk: body.name },
      }),
    ),
  ] as const

/** The disk form every disk is made with; the new disk is attached to the instance at once. */
export function CreateAndAttachDiskModal({ project, instance, onDismiss }: Props) {
  const create = useMutation({
    mutationFn: async (body: DiskCreate) => {
      const [createCall, attachCall] = createAndAttachCalls(project, instance, body)
      await callApi(createCall.operation, createCall.params)
      try {
        return await callApi(attachCall.operation, attachCall.params)
      } catch (e) {
        // the disk exists now: say so, or a second try would only hear that its name is taken
        throw new Error(`Disk ${body.name} was created but could not be attached: ${(e as Error).message}`, {
          cause: e,
        })
      }
    },
    onSuccess: (disk) => {
      addToast({ title: 'Disk created and attached', content: disk.name })
      onDismiss()
    },
    onSettled: () => refetch(DISK_LISTS),
  })
  return (
    <DiskCreateForm
      project={project}
      title="Create and attach disk"
      submitLabel="Create disk"
      defaultName={genName(instance.name, 'disk')}
      {...submitTo(create)}
      request={(body) => createAndAttachCalls(project, instance, body)}
      onDismiss={onDismiss}
    />
  )
}

export function AttachEphemeralIpModal({ project, instance, onDismiss }: Props) {
  const pools = useQuery(siloPoolsQuery).data?.items ?? []
  return (
    <PickAndAttach
      title="Attach ephemeral IP"
      submitLabel="Attach IP"
      field={{
        label: 'IP pool',
        placeholder: "The silo's default pool",
        options: pools.map((p) => ({ value: p.name, label: p.isDefault ? `${p.name} (default)` : p.name })),
      }}
      attach={(pool) =>
        callApi('instanceEphemeralIpAttach', {
          path: { instance: instance.name },
          query: { project },
          body: { pool: pool || undefined },
        })
      }
      success="Ephemeral IP attached"
      subject={(ip) => ip.ip}
      refresh={IP_LISTS}
      onDismiss={onDismiss}
    />
  )
}

export function AttachFloatingIpModal({ project, instance, onDismiss }: Props) {
  const floating = useQuery(projectFloatingIpsQuery(project)).data
  const free = (floating?.items ?? []).filter((f) => !f.instanceId)
  const moreIps = pickByName(
    floating,
    'floating IP',
    (floatingIp) => callApi('floatingIpView', { path: { floatingIp }, query: { project } }),
    (ip) => (ip.instanceId ? `${ip.name} is attached to another instance: detach it first` : undefined),
  )
  return (
    <PickAndAttach
      title="Attach floating IP"
      submitLabel="Attach IP"
      field={{
        label: 'Floating IP',
        required: true,
        options: free.map((f) => ({ value: f.name, label: `${f.name} (${f.ip})` })),
        placeholder: 'Choose a floating IP',
        empty: 'No unattached floating IPs in this project',
        more: moreIps,
      }}
      attach={(floatingIp) =>
        callApi('floatingIpAttach', {
          path: { floatingIp },
          query: { project },
          body: { kind: 'instance', parent: instance.id },
        })
      }
      success="Floating IP attached"
      subject={(ip) => `${ip.name} (${ip.ip})`}
      refresh={IP_LISTS}
      onDismiss={onDismiss}
    />
  )
}
