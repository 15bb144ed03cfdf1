import type { Control } from 'react-hook-form'
import { FieldFrame, unitSuffix, useFormField } from '~/forms/FieldFrame'
import { NumberInput } from '~/forms/NumberField'
import { diskSizeError, MAX_DISK_GIB, minDiskGib, type DiskFormValues, type SizedSource } from './sizes'

type Props = {
  control: Control<DiskFormValues>
  /** the source the size must hold, read when the rule runs so it is never stale */
  currentSource: () => SizedSource | undefined
  /** the source shown in the hint; the same as currentSource() as of this render */
  source?: SizedSource
}

/**
 * A disk's size in whole GiB. Unlike a plain number field its floor follows the chosen
 * source, and the message says which source set it.
 */
export function DiskSizeField({ control, currentSource, source }: Props) {
  const least = minDiskGib(source)
  const hint = source
    ? `At least ${least} GiB, the size of ${source.kind} ${source.name}; at most ${MAX_DISK_GIB} GiB.`
    : `Between 1 and ${MAX_DISK_GIB} GiB.`
  const { field, frame, input } = useFormField(
    { control, name: 'sizeGib', label: 'Size', description: hint },
    { validate: (v) => diskSizeError(v, currentSource()) ?? true },
  )
  return (
    <FieldFrame {...frame} suffix={unitSuffix('GiB')}>
      <NumberInput
        input={input}
        value={field.value}
        onChange={field.onChange}
        min={least}
        max={MAX_DISK_GIB}
        required
      />
    </FieldFrame>
  )
}
