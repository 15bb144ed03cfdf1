import { useId } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { inputClass } from './TextField'

export type Option = { value: string; label: string }

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  options: Option[]
  required?: boolean
  description?: string
  placeholder?: string
}

/** A native select: keyboard and screen-reader behaviour come with the platform. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  required,
  description,
  placeholder,
}: Props<T>) {
  const id = useId()
  const {
    field,
    fieldState: { error },
  } = useController({
    control,
    name,
    rules: { validate: (v: string) => (required && !v ? `${label} is required` : true) },
  })
  const describedBy = [description && `${id}-desc`, error && `${id}-err`].filter(Boolean).join(' ') || undefined
  return (
    <div className="mb-5">
      <label htmlFor={id} className="mb-1.5 block font-medium">
        {label}
      </label>
      {description && (
        <p id={`${id}-desc`} className="mb-1.5 text-[13px] text-ink-muted">
          {description}
        </p>
      )}
      <select
        id={id}
        {...field}
        value={field.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={inputClass(!!error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error?.message && (
        <p id={`${id}-err`} className="mt-1.5 text-[13px] text-danger">
          {error.message}
        </p>
      )}
    </div>
  )
}
