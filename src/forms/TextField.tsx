import { useId } from 'react'
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form'
import { cn } from '~/ui/cn'
import { describedBy, FieldFrame } from './FieldFrame'

type Props<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  required?: boolean
  description?: string
  validate?: (value: string) => string | undefined
  multiline?: boolean
  type?: 'text' | 'password'
  autoComplete?: string
  autoFocus?: boolean
}

export const inputClass = (invalid?: boolean) =>
  cn(
    'w-full rounded-md border bg-canvas px-3 py-2 text-ink placeholder:text-ink-faint',
    invalid ? 'border-danger' : 'border-line-strong focus:border-accent',
  )

/** A labelled text input whose rule runs as the user types and whose message sits under it. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  required,
  description,
  validate,
  multiline,
  type = 'text',
  autoComplete,
  autoFocus,
}: Props<T>) {
  const id = useId()
  const {
    field,
    fieldState: { error },
  } = useController({
    control,
    name,
    rules: {
      validate: (value: string) => {
        if (required && !value) return `${label} is required`
        return validate?.(value ?? '') ?? true
      },
    },
  })
  const shared = {
    id,
    name: field.name,
    value: field.value ?? '',
    onChange: field.onChange,
    onBlur: field.onBlur,
    ref: field.ref,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, description, error?.message),
    'aria-required': required || undefined,
    className: inputClass(!!error),
    autoComplete,
    autoFocus,
  }
  return (
    <FieldFrame
      id={id}
      label={label}
      suffix={!required && <span className="ml-1.5 font-normal text-ink-faint">(optional)</span>}
      description={description}
      error={error?.message}
    >
      {multiline ? <textarea rows={3} {...shared} /> : <input type={type} {...shared} />}
    </FieldFrame>
  )
}
