import { useRef, useState, type FormEvent } from 'react'
import type { FieldErrors, FieldValues, UseFormReturn } from 'react-hook-form'

/** Every broken rule with the name of its field, nested fields (`disks.0.name`) included. */
function flatten(errors: FieldErrors, prefix = ''): [name: string, message: string][] {
  return Object.entries(errors).flatMap(([key, e]) => {
    if (!e || typeof e !== 'object') return []
    const name = prefix ? `${prefix}.${key}` : key
    if (typeof e.message === 'string' && e.message) return [[name, e.message] as [string, string]]
    return flatten(e as FieldErrors, name)
  })
}

/** Broken rules in the order their fields appear in the form. */
function errorMessages(errors: FieldErrors, form: HTMLFormElement | null): string[] {
  const order = form ? Array.from(form.elements, (el) => (el as HTMLInputElement).name) : []
  const position = (name: string) => {
    const i = order.indexOf(name)
    return i < 0 ? order.length : i
  }
  return flatten(errors)
    .sort(([a], [b]) => position(a) - position(b))
    .map(([, message]) => message)
}

/**
 * What blocked the last submit, for a form's error banner: the API's answer, or every rule
 * broken. After a blocked submit the list follows the fields, so fixing one removes its line.
 */
export function useSubmitErrors<T extends FieldValues>(
  form: UseFormReturn<T>,
  submitError: Error | null,
  onValid: (values: T) => void,
) {
  const [triedInvalid, setTriedInvalid] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  // read on every render: reading the form state is what subscribes this form to it
  const fieldErrors = form.formState.errors
  const errors = submitError ? [submitError.message] : triedInvalid ? errorMessages(fieldErrors, formRef.current) : []
  const onSubmit = (e: FormEvent<HTMLFormElement>) => {
    setTriedInvalid(false)
    void form.handleSubmit(onValid, () => setTriedInvalid(true))(e)
  }
  return { errors, formRef, onSubmit }
}
