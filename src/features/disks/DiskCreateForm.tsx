// The one form that describes a new disk. The disks page creates it; an instance's storage
// tab creates and attaches it; the instance create page adds it to the instance's body.
import { useQuery } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import type { DiskCreate, Image, Snapshot } from '~/api/__generated__/Api'
import type { ApiCalls } from '~/api/apiCall'
import { projectImagesQuery, projectSnapshotsQuery, siloImagesQuery } from '~/api/queries'
import { NameAndDescriptionFields } from '~/forms/NameAndDescription'
import { RadioGroupField } from '~/forms/RadioGroupField'
import { useFoundByName } from '~/forms/pickByName'
import { SelectField } from '~/forms/SelectField'
import { SideModalForm } from '~/forms/SideModalForm'
import { useSuggestedValue } from '~/forms/useSuggestedValue'
import type { AnyQuery } from '~/routing'
import { formatBytes } from '~/util/bytes'
import { DiskSizeField } from './DiskSizeField'
import { isReady, moreImagesFor, moreSnapshotsFor } from './pickSource'
import {
  BLOCK_SIZES,
  DEFAULT_BLANK_GIB,
  defaultDiskFormValues,
  minDiskGib,
  toDiskCreate,
  type DiskFormValues,
  type SizedSource,
} from './sizes'

/** What the form offers to make a disk from; loaders prefetch these so it opens ready. */
export const diskSourceQueries = (project: string): AnyQuery[] => [
  projectSnapshotsQuery(project),
  siloImagesQuery,
  projectImagesQuery(project),
]

function useSources(project: string) {
  const snapshotList = useQuery(projectSnapshotsQuery(project)).data
  const siloList = useQuery(siloImagesQuery).data
  const projectList = useQuery(projectImagesQuery(project)).data
  const snapshots = snapshotList?.items ?? []
  const images = [
    ...(projectList?.items ?? []).map((i) => ({ ...i, scope: 'project image' })),
    ...(siloList?.items ?? []).map((i) => ({ ...i, scope: 'silo image' })),
  ]
  const foundSnapshots = useFoundByName<Snapshot>()
  const foundImages = useFoundByName<Image>()
  // the chosen snapshot or image: its id, or the name typed past the list's first page
  const sourceOf = (v: Pick<DiskFormValues, 'source' | 'snapshotId' | 'imageId'>): SizedSource | undefined => {
    const found =
      v.source === 'snapshot'
        ? foundSnapshots.resolve(v.snapshotId, snapshots)
        : v.source === 'image'
          ? foundImages.resolve(v.imageId, images)
          : undefined
    const kind = v.source === 'snapshot' ? 'snapshot' : 'image'
    return found && { kind, name: found.name, size: found.size }
  }
  return {
    snapshots: snapshots.filter(isReady),
    images,
    sourceOf,
    moreSnapshots: moreSnapshotsFor(project, snapshotList, foundSnapshots),
    moreImages: moreImagesFor(project, 'both', [projectList, siloList], foundImages),
    // the body takes the source's id, also of one chosen by name
    withIds: (v: DiskFormValues) => ({
      ...v,
      snapshotId: foundSnapshots.idOf(v.snapshotId),
      imageId: foundImages.idOf(v.imageId),
    }),
  }
}

type Props = {
  project: string
  title: string
  submitLabel: string
  /** the disk as the API's create body; the caller decides what to do with it */
  onSubmit: (body: DiskCreate) => void
  /** the call(s) the body makes, in order, for the equivalent request */
  request?: (body: DiskCreate) => ApiCalls | Promise<ApiCalls>
  onDismiss: () => void
  loading: boolean
  submitError: Error | null
  /** a name to start from, e.g. one made from the instance's */
  defaultName?: string
}

/** A new disk: blank, or from one of the project's snapshots or an image it may use. */
export function DiskCreateForm({ project, defaultName = '', onSubmit, request, ...shell }: Props) {
  const { snapshots, images, sourceOf, moreSnapshots, moreImages, withIds } = useSources(project)
  const toBody = (values: DiskFormValues) => toDiskCreate(withIds(values))
  const form = useForm<DiskFormValues>({
    defaultValues: { ...defaultDiskFormValues, name: defaultName },
    mode: 'onChange',
  })
  const [source, snapshotId, imageId] = form.watch(['source', 'snapshotId', 'imageId'])
  const chosen = sourceOf({ source, snapshotId, imageId })
  // the size follows the source (as large as it needs) until the user sets one
  useSuggestedValue(form, 'sizeGib', chosen ? minDiskGib(chosen) : DEFAULT_BLANK_GIB)
  // the snapshot or image to make the disk from, in one select offering what the source has
  const pickers = {
    snapshot: {
      name: 'snapshotId',
      label: 'Snapshot',
      one: 'a snapshot',
      empty: 'No ready snapshots in this project',
      options: snapshots.map((s) => ({ value: s.id, label: `${s.name} (${formatBytes(s.size)})` })),
      more: moreSnapshots,
    },
    image: {
      name: 'imageId',
      label: 'Image',
      one: 'an image',
      empty: 'No images available',
      options: images.map((i) => ({ value: i.id, label: `${i.name} (${i.scope}, ${formatBytes(i.size)})` })),
      more: moreImages,
    },
  } as const
  const picker = source === 'blank' ? undefined : pickers[source]

  return (
    <SideModalForm
      {...shell}
      form={form}
      onSubmit={(values) => onSubmit(toBody(values))}
      request={request && ((values) => request(toBody(values)))}
    >
      <NameAndDescriptionFields control={form.control} autoFocus />
      <RadioGroupField
        control={form.control}
        name="source"
        label="Source"
        options={[
          { value: 'blank', label: 'Blank' },
          { value: 'snapshot', label: 'Snapshot' },
          { value: 'image', label: 'Image' },
        ]}
      />
      {source === 'blank' && (
        <SelectField
          control={form.control}
          name="blockSize"
          label="Block size"
          options={BLOCK_SIZES.map((b) => ({ value: String(b), label: `${b} bytes` }))}
        />
      )}
      {picker && (
        <SelectField
          // a select of its own for each source, so that neither takes the other's state
          key={source}
          control={form.control}
          name={picker.name}
          label={picker.label}
          required
          description={`A disk from ${picker.one} takes the ${source}'s block size.`}
          placeholder={`Choose ${picker.one}`}
          empty={picker.empty}
          options={picker.options}
          more={picker.more}
        />
      )}
      <DiskSizeField control={form.control} currentSource={() => sourceOf(form.getValues())} source={chosen} />
    </SideModalForm>
  )
}
