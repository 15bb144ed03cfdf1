import { useCallback, useEffect, useRef } from 'react'
import { useForm } from 'react-hook-form'
import { useLocation, useNavigate, useParams, type LoaderFunctionArgs } from 'react-router'
import { invalidate, queryClient, useApiMutation, usePrefetchedQuery } from '~/api/client'
import { SelectField } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { addToast } from '~/ui/Toast'
import { formatBytes } from '~/util/bytes'
import { DiskSizeField } from './DiskSizeField'
import { diskSourceQueries } from './queries'
import {
  BLOCK_SIZES,
  DEFAULT_BLANK_GIB,
  defaultDiskFormValues,
  minDiskGib,
  toDiskCreate,
  type DiskFormValues,
  type SizedSource,
  type SourceKind,
} from './sizes'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'

export async function createDiskLoader({ params }: LoaderFunctionArgs) {
  const q = diskSourceQueries(params.project!)
  await Promise.all([
    queryClient.ensureQueryData(q.snapshots),
    queryClient.ensureQueryData(q.siloImages),
    queryClient.ensureQueryData(q.projectImages),
  ])
  return null
}

const SOURCES: [SourceKind, string][] = [
  ['blank', 'Blank'],
  ['snapshot', 'Snapshot'],
  ['image', 'Image'],
]

/** Creates a disk in the project: blank, or from one of its snapshots or an image it may use. */
export function CreateDiskForm() {
  const { project = '' } = useParams()
  const { search } = useLocation()
  const navigate = useNavigate()
  const q = diskSourceQueries(project)
  const snapshotData = usePrefetchedQuery(q.snapshots).data
  const siloImageData = usePrefetchedQuery(q.siloImages).data
  const projectImageData = usePrefetchedQuery(q.projectImages).data
  const snapshots = snapshotData.items.filter((s) => s.state === 'ready')
  const images = [
    ...projectImageData.items.map((i) => ({ ...i, scope: 'project image' })),
    ...siloImageData.items.map((i) => ({ ...i, scope: 'silo image' })),
  ]

  const form = useForm<DiskFormValues>({ defaultValues: defaultDiskFormValues, mode: 'onChange' })
  // once the user types a size, a change of source no longer replaces it
  const sizeTyped = useRef(false)

  const sourceOf = useCallback(
    (v: Partial<DiskFormValues>): SizedSource | undefined => {
      if (v.source === 'snapshot') {
        const snapshot = snapshotData.items.find((s) => s.id === v.snapshotId)
        return snapshot && { kind: 'snapshot', name: snapshot.name, size: snapshot.size }
      }
      if (v.source === 'image') {
        const image = [...projectImageData.items, ...siloImageData.items].find((i) => i.id === v.imageId)
        return image && { kind: 'image', name: image.name, size: image.size }
      }
      return undefined
    },
    [snapshotData, siloImageData, projectImageData],
  )

  // a new source sets the size to what it needs, unless the user chose one
  useEffect(() => {
    const sub = form.watch((values, { name }) => {
      if (name !== 'source' && name !== 'snapshotId' && name !== 'imageId') return
      const source = sourceOf(values)
      if (sizeTyped.current) void form.trigger('sizeGib')
      else form.setValue('sizeGib', source ? minDiskGib(source) : DEFAULT_BLANK_GIB, { shouldValidate: true })
    })
    return () => sub.unsubscribe()
  }, [form, sourceOf])

  const sourceKind = form.watch('source')
  const chosen = sourceOf({ source: sourceKind, snapshotId: form.watch('snapshotId'), imageId: form.watch('imageId') })
  const backToList = () => navigate(`/projects/${project}/disks${search}`)

  const create = useApiMutation('diskCreate', {
    onSuccess: async (disk) => {
      await invalidate('diskList')
      addToast({ title: 'Disk created', content: disk.name })
      backToList()
    },
  })

  return (
    <SideModalForm
      title="Create disk"
      form={form}
      onDismiss={backToList}
      onSubmit={(values) => create.mutate({ query: { project }, body: toDiskCreate(values) })}
      loading={create.isPending}
      submitError={create.error}
      submitLabel="Create disk"
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <fieldset className="mb-5">
        <legend className="mb-1.5 font-medium">Source</legend>
        <div className="flex flex-wrap gap-4">
          {SOURCES.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" value={value} {...form.register('source')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {sourceKind === 'blank' && (
        <SelectField
          control={form.control}
          name="blockSize"
          label="Block size"
          options={BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} bytes` }))}
        />
      )}
      {sourceKind === 'snapshot' && (
        <SelectField
          control={form.control}
          name="snapshotId"
          label="Snapshot"
          required
          description="A disk from a snapshot takes the snapshot's block size."
          placeholder={snapshots.length ? 'Choose a snapshot' : 'No ready snapshots in this project'}
          options={snapshots.map((s) => ({ value: s.id, label: `${s.name} (${formatBytes(s.size)})` }))}
        />
      )}
      {sourceKind === 'image' && (
        <SelectField
          control={form.control}
          name="imageId"
          label="Image"
          required
          description="A disk from an image takes the image's block size."
          placeholder={images.length ? 'Choose an image' : 'No images available'}
          options={images.map((i) => ({ value: i.id, label: `${i.name} (${i.scope}, ${formatBytes(i.size)})` }))}
        />
      )}
      <DiskSizeField
        control={form.control}
        currentSource={() => sourceOf(form.getValues())}
        source={chosen}
        onUserInput={() => (sizeTyped.current = true)}
      />
    </SideModalForm>
  )
}
