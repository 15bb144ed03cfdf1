import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FieldFrame, useFormField } from './FieldFrame'

export type Option = { value: string; label: string }

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  options: Option[]
  required?: boolean
  description?: string
  placeholder?: string
  /** a rule beyond `required`, which may read the rest of the form */
  validate?: (value: string, values: T) => string | undefined
  /** fields whose rules run again when this one changes */
  deps?: FieldPath<T>[]
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
  validate,
  deps,
}: Props<T>) {
  const { field, frame, input } = useFormField(
    control,
    name,
    {
      validate: (v: string, values: T) =>
        required && !v ? `${label} is required` : (validate?.(v ?? '', values) ?? true),
      deps,
    },
    description,
  )
  return (
    <FieldFrame {...frame} label={label}>
      <select {...input} value={field.value ?? ''} onChange={field.onChange}>
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
