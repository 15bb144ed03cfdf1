import type { UseFormReturn } from 'react-hook-form'
import type { Image, Snapshot } from '~/api/__generated__/Api'
import { usePrefetchedQuery } from '~/api/client'
import { projectDisksQuery, projectImagesQuery, projectSnapshotsQuery, siloImagesQuery } from '~/api/queries'
import { disksFor, moreDisksFor } from '~/features/disks/pickDisk'
import { isReady, moreImagesFor, moreSnapshotsFor } from '~/features/disks/pickSource'
import { gibToHold, MAX_DISK_GIB } from '~/features/disks/sizes'
import { FormSection } from '~/forms/FullPageForm'
import { NumberField } from '~/forms/NumberField'
import { RadioGroupField } from '~/forms/RadioGroupField'
import type { FoundByName, PickByName } from '~/forms/pickByName'
import { SelectField, type Option } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { useSuggestedValue } from '~/forms/useSuggestedValue'
import { validateName } from '~/forms/validators'
import { formatBytes } from '~/util/bytes'
import { BOOT_DISK_GIB, type BootSource, type Values } from './values'

const SOURCES: { value: BootSource; label: string }[] = [
  { value: 'silo-image', label: 'Silo image' },
  { value: 'project-image', label: 'Project image' },
  { value: 'snapshot', label: 'Snapshot' },
  { value: 'disk', label: 'Existing disk' },
]

/** What the chosen source asks the user to pick, and the field that holds it. */
type Choice = {
  name: 'bootImage' | 'bootSnapshot' | 'bootExisting'
  label: string
  placeholder: string
  options: (Option & { size: number })[]
  /** an image, snapshot or existing disk past the list's first page, by name */
  more?: PickByName
  /** the size of what a value names: an option's, or an item found by name */
  sizeOf: (value: string) => number | undefined
}

/** What the by-name fields of the boot disk found, for the form to read and submit. */
export type BootFound = Record<'siloImages' | 'projectImages', FoundByName<Image>> & {
  snapshots: FoundByName<Snapshot>
}

/** The boot source's item as its id, also when it was chosen by name. */
export const withBootIds = (v: Values, found: BootFound): Values => ({
  ...v,
  bootImage: (v.bootSource === 'project-image' ? found.projectImages : found.siloImages).idOf(v.bootImage),
  bootSnapshot: found.snapshots.idOf(v.bootSnapshot),
})

const PICKS = {
  image: { name: 'bootImage', label: 'Image', prompt: 'Choose an image', none: 'No images available' },
  snapshot: {
    name: 'bootSnapshot',
    label: 'Snapshot',
    prompt: 'Choose a snapshot',
    none: 'No ready snapshots in this project',
  },
  disk: {
    name: 'bootExisting',
    label: 'Disk',
    prompt: 'Choose a detached disk',
    none: 'No detached disks in this project',
  },
} as const

// each option keeps the size of what it names, the least a disk made from it can have
const sized = (value: string, { name, size }: { name: string; size: number }, detail = formatBytes(size)) => ({
  value,
  label: `${name} (${detail})`,
  size,
})

function useChoices(project: string, source: BootSource, found: BootFound): Choice {
  const siloList = usePrefetchedQuery(siloImagesQuery).data
  const projectList = usePrefetchedQuery(projectImagesQuery(project)).data
  const snapshotList = usePrefetchedQuery(projectSnapshotsQuery(project)).data
  const siloImages = siloList.items
  // the project's list also holds the silo's images; only its own are project images
  const projectImages = projectList.items.filter((i) => i.projectId)
  const snapshots = snapshotList.items.filter(isReady)
  const allDisks = usePrefetchedQuery(projectDisksQuery(project)).data
  const disks = disksFor(allDisks.items, 'attach')

  const kind = source === 'snapshot' || source === 'disk' ? source : 'image'
  const options =
    kind === 'snapshot'
      ? snapshots.map((s) => sized(s.id, s))
      : kind === 'disk'
        ? disks.map((d) => sized(d.name, d))
        : (source === 'project-image' ? projectImages : siloImages).map((i) =>
            sized(i.id, i, `${i.os} ${i.version}, ${formatBytes(i.size)}`),
          )
  const { name, label, prompt, none } = PICKS[kind]
  const images = source === 'project-image' ? found.projectImages : found.siloImages
  const more =
    kind === 'disk'
      ? moreDisksFor(project, allDisks, 'attach')
      : kind === 'snapshot'
        ? moreSnapshotsFor(project, snapshotList, found.snapshots)
        : source === 'project-image'
          ? moreImagesFor(project, 'project', [projectList], images)
          : moreImagesFor(project, 'silo', [siloList], images)
  const sizeOf = (value: string) =>
    options.find((o) => o.value === value)?.size ??
    (kind === 'snapshot' ? found.snapshots : images).resolve(value)?.size
  return { name, label, options, placeholder: options.length ? prompt : none, more, sizeOf }
}

type Props = { form: UseFormReturn<Values>; project: string; found: BootFound }

export function BootDiskSection({ form, project, found }: Props) {
  const source = form.watch('bootSource')
  const { sizeOf, ...choice } = useChoices(project, source, found)
  const chosenSize = sizeOf(form.watch(choice.name))
  // a new disk must hold its image or snapshot; it is as large as that needs until the user sets a size
  const least = source !== 'disk' && chosenSize !== undefined ? gibToHold(chosenSize) : 1
  useSuggestedValue(form, 'bootDiskSizeGib', Math.max(BOOT_DISK_GIB, least))

  return (
    <FormSection
      title="Boot disk"
      description="The disk the instance boots from: a new disk from an image or snapshot, or one you already have."
    >
      <RadioGroupField control={form.control} name="bootSource" label="Source" options={SOURCES} />
      {/* keyed: silo and project images share a field, but not a list */}
      <SelectField key={source} control={form.control} required {...choice} />
      {source !== 'disk' && (
        <div className="grid grid-cols-2 gap-4">
          <TextField control={form.control} name="bootDiskName" label="Disk name" required validate={validateName} />
          <NumberField
            key={least}
            control={form.control}
            name="bootDiskSizeGib"
            label="Disk size"
            unit="GiB"
            min={least}
            max={MAX_DISK_GIB}
            description={chosenSize !== undefined ? `At least ${least} GiB for this source` : undefined}
          />
        </div>
      )}
    </FormSection>
  )
}
