import { useId } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { describedBy, FieldFrame } from './FieldFrame'
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
  return (
    <FieldFrame id={id} label={label} description={description} error={error?.message}>
      <select
        id={id}
        {...field}
        value={field.value ?? ''}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, description, error?.message)}
        className={inputClass(!!error)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
