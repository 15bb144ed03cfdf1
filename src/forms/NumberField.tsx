import { useId } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
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
  const describedBy = [description && `${id}-desc`, error && `${id}-err`].filter(Boolean).join(' ') || undefined
  return (
    <div className="mb-5">
      <label htmlFor={id} className="mb-1.5 block font-medium">
        {label}
        {unit && <span className="ml-1 font-normal text-ink-muted">({unit})</span>}
      </label>
      {description && (
        <p id={`${id}-desc`} className="mb-1.5 text-[13px] text-ink-muted">
          {description}
        </p>
      )}
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
        aria-describedby={describedBy}
        className={inputClass(!!error)}
      />
      {error?.message && (
        <p id={`${id}-err`} className="mt-1.5 text-[13px] text-danger">
          {error.message}
        </p>
      )}
    </div>
  )
}
