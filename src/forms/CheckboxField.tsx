import type { ReactNode } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'

type Props<T extends FieldValues> = {
  control: Control<T>
  /** a boolean field */
  name: FieldPath<T>
  label: ReactNode
}

/** A yes-or-no choice, as one checkbox bound to a boolean field. */
export function CheckboxField<T extends FieldValues>({ control, name, label }: Props<T>) {
  const { field } = useController({ control, name })
  return (
    <label className="mb-5 flex items-center gap-2">
      <input
        type="checkbox"
        name={field.name}
        ref={field.ref}
        checked={!!field.value}
        onChange={(e) => field.onChange(e.target.checked)}
        onBlur={field.onBlur}
      />
      {label}
    </label>
  )
}

type GroupProps<T extends FieldValues> = {
  control: Control<T>
  /** a string[] field: the values of the boxes ticked */
  name: FieldPath<T>
  label: string
  options: { value: string; label: ReactNode }[]
  /** said instead of the boxes when there is nothing to choose from */
  emptyText: string
}

/** Any number of a list, as checkboxes bound to a field holding the chosen values. */
export function CheckboxGroupField<T extends FieldValues>({ control, name, label, options, emptyText }: GroupProps<T>) {
  const { field } = useController({ control, name })
  const chosen: string[] = field.value ?? []
  const toggle = (value: string, on: boolean) =>
    field.onChange(on ? [...chosen, value] : chosen.filter((v) => v !== value))
  return (
    <fieldset className="mb-5">
      <legend className="mb-1.5 font-medium">{label}</legend>
      {options.length === 0 && <p className="text-[13px] text-ink-muted">{emptyText}</p>}
      {options.map((o) => (
        <label key={o.value} className="mb-1 flex items-center gap-2">
          <input
            type="checkbox"
            name={field.name}
            value={o.value}
            checked={chosen.includes(o.value)}
            onChange={(e) => toggle(o.value, e.target.checked)}
            onBlur={field.onBlur}
          />
          {o.label}
        </label>
      ))}
    </fieldset>
  )
}
