import { useEffect, useRef } from 'react'
import type { FieldPath, FieldPathValue, FieldValues, UseFormReturn } from 'react-hook-form'

/**
 * Keeps a field at a value suggested by the rest of the form (a boot disk named after its
 * instance, a disk as large as its image) until the user edits that field; from then on what
 * they typed stands, and a new suggestion only re-checks it. "Edited" is the form's own
 * dirty state, so clearing the field back to its default hands it back to the suggestion.
 */
export function useSuggestedValue<T extends FieldValues, N extends FieldPath<T>>(
  form: UseFormReturn<T>,
  name: N,
  suggestion: FieldPathValue<T, N>,
) {
  // passing formState subscribes this component to dirty changes
  const edited = form.getFieldState(name, form.formState).isDirty
  const mounted = useRef(false)
  useEffect(() => {
    // the first suggestion is the default; checking it now would flag an untouched form
    const first = !mounted.current
    mounted.current = true
    if (!edited) form.setValue(name, suggestion, { shouldValidate: !first })
    else if (!first) void form.trigger(name)
    // only a new suggestion acts: the user's own edits are theirs
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [suggestion])
}
