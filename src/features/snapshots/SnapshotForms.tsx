import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { diskCan } from '~/api/capabilities'
import { invalidate, usePrefetchedQuery } from '~/api/client'
import { useApiMutation } from '~/api/mutation'
import { projectDisksQuery } from '~/api/queries'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { SelectField } from '~/forms/SelectField'
import { submitTo } from '~/forms/formShell'
import { SideModalForm } from '~/forms/SideModalForm'
import { useSuggestedValue } from '~/forms/useSuggestedValue'
import { strong } from '~/actions'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { addToast } from '~/ui/Toast'
import { formatBytes } from '~/util/bytes'
import { genName } from '~/util/names'
import { ImageOsFields } from '../images/ImageOsFields'
import { snapshotQuery } from './queries'

export const snapshotCreateLoader = loadQueries((p) => [projectDisksQuery(p.project)])

type SnapshotValues = { name: string; description: string; disk: string }

/** `snapshots-new`: a snapshot of one of the project's disks, over the snapshots list. */
export function SnapshotCreateForm() {
  const { project } = useRouteParams()
  const disks = usePrefetchedQuery(projectDisksQuery(project)).data.items
  // only a disk that is attached or detached holds steady contents to copy
  const snapshottable = disks.filter((d) => diskCan('snapshot', d.state.state))
  const form = useForm<SnapshotValues>({ defaultValues: { name: '', description: '', disk: '' }, mode: 'onChange' })
  const backToList = useCloseTo(pb.snapshots({ project }))
  const create = useApiMutation('snapshotCreate', {
    onSuccess: async (snapshot) => {
      await invalidate('snapshotList')
      addToast({ title: 'Snapshot started', content: snapshot.name })
      backToList()
    },
  })

  // named after the chosen disk until the user writes their own; the random suffix is
  // drawn once per disk, not on every render
  const disk = form.watch('disk')
  const suggestedName = useMemo(() => (disk ? genName(disk) : ''), [disk])
  useSuggestedValue(form, 'name', suggestedName)

  return (
    <SideModalForm
      title="Create snapshot"
      form={form}
      onDismiss={backToList}
      {...submitTo(create, { variables: (body: SnapshotValues) => ({ query: { project }, body }) })}
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

export const imageFromSnapshotLoader = loadQueries((p) => [snapshotQuery(p)])

type ImageValues = { name: string; description: string; os: string; version: string }

/** `snapshots/:snapshot/images-new`: a project image from a ready snapshot, over the snapshots list. */
export function ImageFromSnapshotForm() {
  const p = useRouteParams()
  const navigate = useNavigate()
  const snapshot = usePrefetchedQuery(snapshotQuery(p)).data
  const backToList = useCloseTo(pb.snapshots(p))
  const form = useForm<ImageValues>({
    defaultValues: { name: '', description: '', os: '', version: '' },
    mode: 'onChange',
  })
  const create = useApiMutation('imageCreate', {
    onSuccess: async (image) => {
      await invalidate('imageList')
      addToast({ title: 'Image created', content: image.name })
      // on to where the new image is listed
      navigate(pb.projectImages(p))
    },
  })

  return (
    <SideModalForm
      title="Create image from snapshot"
      form={form}
      onDismiss={backToList}
      {...submitTo(create, {
        variables: (values: ImageValues) => ({
          query: { project: p.project },
          body: { ...values, source: { type: 'snapshot' as const, id: snapshot.id } },
        }),
      })}
      submitLabel="Create image"
    >
      <p className="mb-4 text-ink-muted">
        A project image from snapshot {strong(snapshot.name)} ({formatBytes(snapshot.size)}). Instances in this project
        can boot from it; promote it later to share it with the whole silo.
      </p>
      <NameAndDescriptionFields control={form.control} autoFocus />
      <ImageOsFields control={form.control} />
    </SideModalForm>
  )
}
