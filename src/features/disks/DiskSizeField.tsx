import { useId } from 'react'
import { useController, type Control } from 'react-hook-form'
import { describedBy, FieldFrame } from '~/forms/FieldFrame'
import { inputClass } from '~/forms/TextField'
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
  const id = useId()
  const {
    field,
    fieldState: { error },
  } = useController({
    control,
    name: 'sizeGib',
    rules: { validate: (v) => diskSizeError(v, currentSource()) ?? true },
  })
  const least = minDiskGib(source)
  const hint = source
    ? `At least ${least} GiB, the size of ${source.kind} ${source.name}; at most ${MAX_DISK_GIB} GiB.`
    : `Between 1 and ${MAX_DISK_GIB} GiB.`
  return (
    <FieldFrame
      id={id}
      label="Size"
      suffix={<span className="ml-1 font-normal text-ink-muted">(GiB)</span>}
      description={hint}
      error={error?.message}
    >
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={least}
        max={MAX_DISK_GIB}
        step={1}
        name={field.name}
        ref={field.ref}
        // what the user typed stays as typed, valid or not
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, hint, error?.message)}
        aria-required
        className={inputClass(!!error)}
      />
    </FieldFrame>
  )
}
