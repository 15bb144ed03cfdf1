import { useEffect } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import { diskCan } from '~/api/capabilities'
import { apiq, invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { SelectField } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { TextField } from '~/forms/TextField'
import { addToast } from '~/ui/Toast'
import { formatBytes } from '~/util/bytes'
import { genName } from '~/util/names'
import { projectDisksQuery } from '../instances/cells'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'

export async function snapshotCreateLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(projectDisksQuery(params.project!))
  return null
}

type SnapshotValues = { name: string; description: string; disk: string }

export function SnapshotCreateForm() {
  const navigate = useNavigate()
  const { project = '' } = useParams()
  const disks = usePrefetchedQuery(projectDisksQuery(project)).data.items
  // only a disk that is attached or detached holds steady contents to copy
  const snapshottable = disks.filter((d) => diskCan('snapshot', d.state.state))
  const form = useForm<SnapshotValues>({ defaultValues: { name: '', description: '', disk: '' }, mode: 'onChange' })
  const back = () => navigate(`/projects/${project}/snapshots`)
  const create = useApiMutation('snapshotCreate', {
    onSuccess: async (snapshot) => {
      await invalidate('snapshotList')
      addToast({ title: 'Snapshot started', content: snapshot.name })
      back()
    },
  })

  const disk = form.watch('disk')
  const nameTouched = !!form.formState.dirtyFields.name
  useEffect(() => {
    // suggest a name from the chosen disk until the user writes their own
    if (disk && !nameTouched) form.setValue('name', genName(disk), { shouldValidate: true })
  }, [disk, nameTouched, form])

  return (
    <SideModalForm
      title="Create snapshot"
      form={form}
      onDismiss={back}
      onSubmit={(body) => create.mutate({ query: { project }, body })}
      loading={create.isPending}
      submitError={create.error}
      submitLabel="Create snapshot"
    >
      <SelectField
        control={form.control}
        name="disk"
        label="Disk"
        required
        placeholder={snapshottable.length ? 'Choose a disk' : 'No attached or detached disks'}
        description="Only attached or detached disks can be snapshotted."
        options={snapshottable.map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` }))}
      />
      <NameAndDescriptionFields control={form.control} />
      {disk && <p className="text-ink-muted">The snapshot is taken now and is ready in a few moments.</p>}
    </SideModalForm>
  )
}

const snapshotQuery = (project: string, snapshot: string) =>
  apiq('snapshotView', { path: { snapshot }, query: { project } })

export async function imageFromSnapshotLoader({ params }: LoaderFunctionArgs) {
  await queryClient.ensureQueryData(snapshotQuery(params.project!, params.snapshot!))
  return null
}

type ImageValues = { name: string; description: string; os: string; version: string }

const required = (label: string) => (v: string) => (v.trim() ? undefined : `${label} is required`)

export function ImageFromSnapshotForm() {
  const navigate = useNavigate()
  const { project = '', snapshot: snapshotName = '' } = useParams()
  const snapshot = usePrefetchedQuery(snapshotQuery(project, snapshotName)).data
  const form = useForm<ImageValues>({
    defaultValues: { name: '', description: '', os: '', version: '' },
    mode: 'onChange',
  })
  const create = useApiMutation('imageCreate', {
    onSuccess: async (image) => {
      await invalidate('imageList')
      addToast({ title: 'Image created', content: image.name })
      navigate(`/projects/${project}/images`)
    },
  })

  return (
    <SideModalForm
      title="Create image from snapshot"
      form={form}
      onDismiss={() => navigate(`/projects/${project}/snapshots`)}
      onSubmit={(values) =>
        create.mutate({ query: { project }, body: { ...values, source: { type: 'snapshot', id: snapshot.id } } })
      }
      loading={create.isPending}
      submitError={create.error}
      submitLabel="Create image"
    >
      <p className="mb-4 text-ink-muted">
        A project image from snapshot <strong className="text-ink">{snapshot.name}</strong> (
        {formatBytes(snapshot.size)}). Instances in this project can boot from it; promote it later to share it with the
        whole silo.
      </p>
      <NameAndDescriptionFields control={form.control} autoFocus />
      <TextField
        control={form.control}
        name="os"
        label="OS"
        required
        validate={required('OS')}
        description="The operating system family, for example Debian or Ubuntu."
      />
      <TextField
        control={form.control}
        name="version"
        label="Version"
        required
        validate={required('Version')}
        description="The operating system version, for example 12 or 24.04."
      />
    </SideModalForm>
  )
}
