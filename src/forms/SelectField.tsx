import type { FieldPath, FieldValues } from 'react-hook-form'
import { FieldFrame, useFormField, type FieldProps } from './FieldFrame'

export type Option = { value: string; label: string }

type Props<T extends FieldValues> = FieldProps<T> & {
  options: Option[]
  required?: boolean
  /** the first, empty choice ("Choose a disk"); without it the select starts on an option */
  placeholder?: string
  /** said instead of the placeholder when there are no options ("No ready snapshots") */
  empty?: string
  /** the options are still loading: the placeholder says so */
  loading?: boolean
  /** a rule beyond `required`, which may read the rest of the form */
  validate?: (value: string, values: T) => string | undefined
  /** fields whose rules run again when this one changes */
  deps?: FieldPath<T>[]
}

/** A native select: keyboard and screen-reader behaviour come with the platform. */
export function SelectField<T extends FieldValues>(props: Props<T>) {
  const { label, options, required, placeholder, empty, loading, validate, deps } = props
  const { field, frame, input } = useFormField(props, {
    validate: (v: string, values: T) =>
      required && !v ? `${label} is required` : (validate?.(v ?? '', values) ?? true),
    deps,
  })
  const first = loading ? 'Loading…' : (options.length === 0 && empty) || placeholder
  return (
    <FieldFrame {...frame}>
      <select {...input} value={field.value ?? ''} onChange={field.onChange}>
        {first !== undefined && <option value="">{first}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  )
}
