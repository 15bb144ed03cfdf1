import { useId, type ReactNode } from 'react'
import {
  useController,
  type Control,
  type ControllerRenderProps,
  type FieldPath,
  type FieldValues,
  type UseControllerProps,
  type ValidateResult,
} from 'react-hook-form'
import { cn } from '~/ui/cn'

/** The ids a field's input must point at, so its description and error are read with it. */
function describedBy(id: string, description?: string, error?: string) {
  return [description && `${id}-desc`, error && `${id}-err`].filter(Boolean).join(' ') || undefined
}

export const inputClass = (invalid?: boolean) =>
  cn(
    'w-full rounded-md border bg-canvas px-3 py-2 text-ink placeholder:text-ink-faint',
    invalid ? 'border-danger' : 'border-line-strong focus:border-accent',
  )

/** A field's rule: the value as the user left it, and the whole form for rules across fields. */
type FieldRules = {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  validate?: (value: any, values: any) => ValidateResult | Promise<ValidateResult>
  /** fields whose rules run again when this one changes */
  deps?: string[]
}

/** What every field component is given: where its value lives and how it is presented. */
export type FieldProps<T extends FieldValues> = {
  control: Control<T>
  name: FieldPath<T>
  label: string
  description?: string
}

/**
 * A field bound to its form: the controller, and what every input of the console carries
 * (id, name, ref, blur, its invalid state and the ids of its description and error).
 * Spread `input` on the control and `frame` on its FieldFrame.
 */
export function useFormField<T extends FieldValues>(
  { control, name, label, description }: FieldProps<T>,
  rules: FieldRules,
  /** whether the field's error is about its value as it is now (not one since changed) */
  current: (value: unknown) => boolean = () => true,
) {
  const id = useId()
  const {
    field,
    fieldState: { error },
  } = useController({ control, name, rules: rules as UseControllerProps<T>['rules'] })
  const message = current(field.value) ? error?.message : undefined
  return {
    // a field component knows its own value's type; the form's generic path types cannot
    field: field as ControllerRenderProps<FieldValues>,
    error: message,
    frame: { id, label, description, error: message },
    input: {
      id,
      name: field.name,
      ref: field.ref,
      onBlur: field.onBlur,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': describedBy(id, description, message),
      className: inputClass(!!message),
    },
  }
}

/** Label, description and error message around one input: every field looks and reads alike. */
export function FieldFrame({
  id,
  label,
  suffix,
  description,
  error,
  children,
}: {
  id: string
  label: string
  /** e.g. "(optional)" or a unit, after the label */
  suffix?: ReactNode
  description?: string
  error?: string
  children: ReactNode
}) {
  return (
    <div className="mb-5">
      <label htmlFor={id} className="mb-1.5 block font-medium">
        {label}
        {suffix}
      </label>
      {description && (
        <p id={`${id}-desc`} className="mb-1.5 text-[13px] text-ink-muted">
          {description}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-err`} className="mt-1.5 text-[13px] text-danger">
          {error}
        </p>
      )}
    </div>
  )
}

/** A unit after a field's label: "(GiB)". */
export const unitSuffix = (unit?: string) => unit && <span className="ml-1 font-normal text-ink-muted">({unit})</span>

/** "(optional)" after the label of a field that may stay empty. */
export const optionalSuffix = (required?: boolean) =>
  !required && <span className="ml-1.5 font-normal text-ink-faint">(optional)</span>
