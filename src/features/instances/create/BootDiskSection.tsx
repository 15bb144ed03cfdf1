import type { UseFormReturn } from 'react-hook-form'
import { usePrefetchedQuery } from '~/api/client'
import { projectDisksQuery, projectImagesQuery, projectSnapshotsQuery, siloImagesQuery } from '~/api/queries'
import { disksFor, moreDisksFor } from '~/features/disks/pickDisk'
import { gibToHold, MAX_DISK_GIB } from '~/features/disks/sizes'
import { FormSection } from '~/forms/FullPageForm'
import { NumberField } from '~/forms/NumberField'
import { RadioGroupField } from '~/forms/RadioGroupField'
import type { PickByName } from '~/forms/pickByName'
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
  /** an existing disk past the list's first page, by name */
  more?: PickByName
}

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

function useChoices(project: string, source: BootSource): Choice {
  const siloImages = usePrefetchedQuery(siloImagesQuery).data.items
  // the project's list also holds the silo's images; only its own are project images
  const projectImages = usePrefetchedQuery(projectImagesQuery(project)).data.items.filter((i) => i.projectId)
  const snapshots = usePrefetchedQuery(projectSnapshotsQuery(project)).data.items.filter((s) => s.state === 'ready')
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
  const more = kind === 'disk' ? moreDisksFor(project, allDisks, 'attach') : undefined
  return { name, label, options, placeholder: options.length ? prompt : none, more }
}

export function BootDiskSection({ form, project }: { form: UseFormReturn<Values>; project: string }) {
  const source = form.watch('bootSource')
  const choice = useChoices(project, source)
  const chosen = choice.options.find((o) => o.value === form.watch(choice.name))
  // a new disk must hold its image or snapshot; it is as large as that needs until the user sets a size
  const least = source !== 'disk' && chosen ? gibToHold(chosen.size) : 1
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
            description={chosen ? `At least ${least} GiB for this source` : undefined}
          />
        </div>
      )}
    </FormSection>
  )
}
