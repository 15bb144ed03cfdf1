import type { FieldValues } from 'react-hook-form'
import { FieldFrame, optionalSuffix, useFormField, type FieldProps } from './FieldFrame'

type Props<T extends FieldValues> = FieldProps<T> & {
  required?: boolean
  validate?: (value: string) => string | undefined
  multiline?: boolean
  type?: 'text' | 'password'
  autoComplete?: string
  autoFocus?: boolean
}

/** A labelled text input whose rule runs as the user types and whose message sits under it. */
export function TextField<T extends FieldValues>(props: Props<T>) {
  const { label, required, validate, multiline, type = 'text', autoComplete, autoFocus } = props
  const { field, frame, input } = useFormField(props, {
    validate: (value: string) => {
      if (required && !value) return `${label} is required`
      return validate?.(value ?? '') ?? true
    },
  })
  const shared = {
    ...input,
    value: field.value ?? '',
    onChange: field.onChange,
    'aria-required': required || undefined,
    autoComplete,
    autoFocus,
  }
  return (
    <FieldFrame {...frame} suffix={optionalSuffix(required)}>
      {multiline ? <textarea rows={3} {...shared} /> : <input type={type} {...shared} />}
    </FieldFrame>
  )
}
