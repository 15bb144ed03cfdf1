import type { Control, FieldPath, FieldValues } from 'react-hook-form'
import { FieldFrame, useFormField } from './FieldFrame'

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
  const { field, frame, input } = useFormField(
    control,
    name,
    {
      validate: (value: string) => {
        if (required && !value) return `${label} is required`
        return validate?.(value ?? '') ?? true
      },
    },
    description,
  )
  const shared = {
    ...input,
    value: field.value ?? '',
    onChange: field.onChange,
    'aria-required': required || undefined,
    autoComplete,
    autoFocus,
  }
  return (
    <FieldFrame
      {...frame}
      label={label}
      suffix={!required && <span className="ml-1.5 font-normal text-ink-faint">(optional)</span>}
    >
      {multiline ? <textarea rows={3} {...shared} /> : <input type={type} {...shared} />}
    </FieldFrame>
  )
}
