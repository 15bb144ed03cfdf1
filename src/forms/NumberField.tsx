import { useId } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { describedBy, FieldFrame } from './FieldFrame'
import { inputClass } from './TextField'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  min: number
  max: number
  unit?: string
  description?: string
}

/** A whole number within [min, max]; the message says which bound was crossed. */
export function NumberField<T extends FieldValues>({ control, name, label, min, max, unit, description }: Props<T>) {
  const id = useId()
  const {
    field,
    fieldState: { error },
  } = useController({
    control,
    name,
    rules: {
      validate: (v: number | string) => {
        const n = Number(v)
        if (v === '' || v === null || Number.isNaN(n)) return `${label} is required`
        if (!Number.isInteger(n)) return `${label} must be a whole number`
        if (n < min) return `${label} must be at least ${min}${unit ? ` ${unit}` : ''}`
        if (n > max) return `${label} can be at most ${max}${unit ? ` ${unit}` : ''}`
        return true
      },
    },
  })
  return (
    <FieldFrame
      id={id}
      label={label}
      suffix={unit && <span className="ml-1 font-normal text-ink-muted">({unit})</span>}
      description={description}
      error={error?.message}
    >
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={min}
        max={max}
        name={field.name}
        ref={field.ref}
        value={field.value ?? ''}
        onBlur={field.onBlur}
        onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error?.message)}
        className={inputClass(!!error)}
      />
    </FieldFrame>
  )
}
