// A field whose rule reads other values is checked again when they change. Only once it holds
// something: an empty field the user has not reached yet should not cry "required".
import { useEffect } from 'react'
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form'

/** Checks `name` again now, if it holds something. */
export function recheck<T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>) {
  if (form.getValues(name)) void form.trigger(name)
}

/**
 * Checks `name` again whenever `on` changes: what its rule reads besides its own value (the
 * first address for the last, the pool for an address, the rows above for a row). `on` is
 * compared by its JSON, so a fresh array of the same values is no change.
 */
export function useRecheck<T extends FieldValues>(form: UseFormReturn<T>, name: FieldPath<T>, on: unknown) {
  const key = JSON.stringify(on)
  useEffect(() => recheck(form, name), [key, name, form])
}
