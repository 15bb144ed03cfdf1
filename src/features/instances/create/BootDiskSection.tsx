import { useEffect } from 'react'
import type { UseFormReturn } from 'react-hook-form'
import type { Image, Snapshot } from '~/api/__generated__/Api'
import { diskCan } from '~/api/capabilities'
import { usePrefetchedQuery } from '~/api/client'
import { FormSection } from '~/forms/FullPageForm'
import { NumberField } from '~/forms/NumberField'
import { SelectField } from '~/forms/SelectField'
import { TextField } from '~/forms/TextField'
import { validateName } from '~/forms/validators'
import { gibToHold, MAX_DISK_GIB } from '~/features/disks/sizes'
import { formatBytes } from '~/util/bytes'
import { createQueries } from './queries'
import type { BootSource, Values } from './values'

const SOURCES: [BootSource, string][] = [
  ['silo-image', 'Silo image'],
  ['project-image', 'Project image'],
  ['snapshot', 'Snapshot'],
  ['disk', 'Existing disk'],
]

const minGib = (source?: { size: number }) => (source ? gibToHold(source.size) : 1)

export function BootDiskSection({ form, project }: { form: UseFormReturn<Values>; project: string }) {
  const q = createQueries(project)
  const siloImages = usePrefetchedQuery(q.siloImages).data.items
  const projectImages = usePrefetchedQuery(q.projectImages).data.items.filter((i) => i.projectId)
  const snapshots = usePrefetchedQuery(q.snapshots).data.items.filter((s) => s.state === 'ready')
  const disks = usePrefetchedQuery(q.disks).data.items.filter((d) => diskCan('attach', d.state.state))
  const source = form.watch('bootSource')
  const imageId = form.watch('bootImage')
  const snapshotId = form.watch('bootSnapshot')
  const images = source === 'project-image' ? projectImages : siloImages
  const chosen: Image | Snapshot | undefined =
    source === 'snapshot' ? snapshots.find((s) => s.id === snapshotId) : images.find((i) => i.id === imageId)
  const least = minGib(chosen)

  // a bigger image raises the floor: never leave the size below it
  useEffect(() => {
    if (chosen && form.getValues('bootDiskSizeGib') < least)
      form.setValue('bootDiskSizeGib', least, { shouldValidate: true })
  }, [chosen, least, form])

  return (
    <FormSection
      title="Boot disk"
      description="The disk the instance boots from: a new disk from an image or snapshot, or one you already have."
    >
      <fieldset className="mb-5">
        <legend className="mb-1.5 font-medium">Source</legend>
        <div className="flex flex-wrap gap-4">
          {SOURCES.map(([value, label]) => (
            <label key={value} className="flex items-center gap-2">
              <input type="radio" value={value} {...form.register('bootSource')} />
              {label}
            </label>
          ))}
        </div>
      </fieldset>
      {(source === 'silo-image' || source === 'project-image') && (
        <SelectField
          key={source}
          control={form.control}
          name="bootImage"
          label="Image"
          required
          placeholder={images.length ? 'Choose an image' : 'No images available'}
          options={images.map((i) => ({
            value: i.id,
            label: `${i.name} (${i.os} ${i.version}, ${formatBytes(i.size)})`,
          }))}
        />
      )}
      {source === 'snapshot' && (
        <SelectField
          control={form.control}
          name="bootSnapshot"
          label="Snapshot"
          required
          placeholder={snapshots.length ? 'Choose a snapshot' : 'No ready snapshots in this project'}
          options={snapshots.map((s) => ({ value: s.id, label: `${s.name} (${formatBytes(s.size)})` }))}
        />
      )}
      {source === 'disk' ? (
        <SelectField
          control={form.control}
          name="bootExisting"
          label="Disk"
          required
          placeholder={disks.length ? 'Choose a detached disk' : 'No detached disks in this project'}
          options={disks.map((d) => ({ value: d.name, label: `${d.name} (${formatBytes(d.size)})` }))}
        />
      ) : (
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
