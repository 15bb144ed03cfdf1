import { useMemo } from 'react'
import { useForm } from 'react-hook-form'
import { useNavigate } from 'react-router'
import { apiCall } from '~/api/apiCall'
import { usePrefetchedQuery } from '~/api/client'
import { projectDisksQuery } from '~/api/queries'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { SelectField } from '~/forms/SelectField'
import { DialogForm } from '~/forms/DialogForm'
import { useSuggestedValue } from '~/forms/useSuggestedValue'
import { strong } from '~/actions'
import { useRouteParams } from '~/params'
import { pb } from '~/paths'
import { loadQueries } from '~/routing'
import { useCloseTo } from '~/table/overList'
import { formatBytes } from '~/util/bytes'
import { genName } from '~/util/names'
import { disksFor, moreDisksFor } from '../disks/pickDisk'
import { ImageOsFields } from '../images/ImageOsFields'
import { snapshotQuery } from './queries'

export const snapshotCreateLoader = loadQueries((p) => [projectDisksQuery(p.project)])

type SnapshotValues = { name: string; description: string; disk: string }

/** `snapshots-new`: a snapshot of one of the project's disks, over the snapshots list. */
export function SnapshotCreateForm() {
  const { project } = useRouteParams()
  const disks = usePrefetchedQuery(projectDisksQuery(project)).data
  // only a disk that is attached or detached holds steady contents to copy
  const snapshottable = disksFor(disks.items, 'snapshot')
  const form = useForm<SnapshotValues>({ defaultValues: { name: '', description: '', disk: '' }, mode: 'onChange' })
  const backToList = useCloseTo(pb.snapshots({ project }))
  // named after the chosen disk until the user writes their own; the random suffix is
  // drawn once per disk, not on every render
  const disk = form.watch('disk')
  const suggestedName = useMemo(() => (disk ? genName(disk) : ''), [disk])
  useSuggestedValue(form, 'name', suggestedName)

  return (
    <DialogForm
      title="Create snapshot"
      form={form}
      call={(body) => apiCall('snapshotCreate', { query: { project }, body })}
      refresh={['snapshotList']}
      leave={backToList}
      done={(snapshot) => ({ title: 'Snapshot started', content: snapshot.name })}
    >
      <SelectField
        control={form.control}
        name="disk"
        label="Disk"
        required
        placeholder={snapshottable.length ? 'Choose a disk' : 'No attached or detached disks'}
        description="Only attached or detached disks can be snapshotted."
        options={snapshottable.map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` }))}
        more={moreDisksFor(project, disks, 'snapshot')}
      />
      <NameAndDescriptionFields control={form.control} />
      {disk && <p className="text-ink-muted">The snapshot is taken now and is ready in a few moments.</p>}
    </DialogForm>
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
  return (
    <DialogForm
      title="Create image from snapshot"
      submitLabel="Create image"
      form={form}
      call={(values) =>
        apiCall('imageCreate', {
          query: { project: p.project },
          body: { ...values, source: { type: 'snapshot', id: snapshot.id } },
        })
      }
      refresh={['imageList']}
      // on to where the new image is listed
      leave={(image) => (image ? navigate(pb.projectImages(p)) : backToList())}
      done={(image) => ({ title: 'Image created', content: image.name })}
    >
      <p className="mb-4 text-ink-muted">
        A project image from snapshot {strong(snapshot.name)} ({formatBytes(snapshot.size)}). Instances in this project
        can boot from it; promote it later to share it with the whole silo.
      </p>
      <NameAndDescriptionFields control={form.control} autoFocus />
      <ImageOsFields control={form.control} />
    </DialogForm>
  )
}
